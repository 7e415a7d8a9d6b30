// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub n:usize,pub h:Vec<u64>}impl Board{pub fn new(n:usize,h:Vec<u64>)
->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fr(n:usize)->Board{assert!((1..=A).contains(&n),"a board has 1 to {} rows, not {}"
,A,n);Board::new(n,vec![0;n])}pub fn gl(&self)->bool{self.h.iter().all(|&al|al==0)}pub fn cs(&self)->usize{self.h.iter().map(|al|al.count_ones()as usize).sum()}pub fn ej(
&self,u:usize)->Board{let an=if CM>>u&1==1{self.an()}else{Vec::new()};Board::new(self.n,self.di(u,&an))}fn iq(&self)->AR{let an=self.an();let cr=(0..8).filter(|&s|self.di
(s,&an)==self.h);AR(cr.fold(0,|hl,s|hl|1<<s))}pub fn gr(&self)->bool{self.di(CS,&[])==self.h}fn an(&self)->Vec<u64>{let mut ki=[0u64;64];ki[..self.n].copy_from_slice(&
self.h);transpose(&mut ki);ki[..self.n].to_vec()}fn di(&self,u:usize,an:&[u64])->Vec<u64>{let n=self.n;let pd=if CM>>u&1==1{an}else{&self.h};let oz=BI>>u&1==1;let mut
rows:Vec<u64> =pd.iter().map(|&al|if oz{np(al,n)}else{al}).collect();if CC>>u&1==1{rows.reverse();}rows}}#[derive(Clone,Copy,PartialEq,Eq)]struct AR(pub u8);impl AR{fn
contains(self,u:usize)->bool{self.0>>u&1==1}fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|&s|self.contains(s))}}const CM:u8=1<<1|1<<3|1<<6|1<<7;const BI:u8=
1<<1|1<<2|1<<4|1<<7;const CC:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(usize),AA(usize)}impl Line{pub fn dk(self,at:usize)->Cell{match
self{Line::Row(r)=>(r,at),Line::AA(c)=>(at,c)}}fn contains(self,(al,aj):Cell)->bool{match self{Line::Row(r)=>al==r,Line::AA(c)=>aj==c}}pub fn ej(self,n:usize,u:usize)->
Line{let(r,c)=ds(n,u,self.dk(0));if ds(n,u,self.dk(1)).0==r{Line::Row(r)}else{Line::AA(c)}}}pub fn co(a:Cell,b:Cell)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.
0+a.1==b.0+b.1)}const CS:usize=4;pub fn ds(n:usize,u:usize,(r,c):Cell)->Cell{let m=n-1;match u{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),
_=>(m-c,m-r)}}pub fn dg<K:Ord+Copy>(iq:impl Iterator<Item=usize>,nw:K,di:impl Fn(usize)->K,)->Option<u64>{let mut fg=[nw;8];let mut cf=0;for u in iq{let jp=di(u);if jp<nw
{return None;}fg[cf]=jp;cf+=1;}let fg=&mut fg[..cf];fg.sort_unstable();Some(1+fg.windows(2).filter(|pa|pa[0]!=pa[1]).count()as u64)}fn np(dz:u64,n:usize)->u64{dz.
reverse_bits()>>(64-n)}fn transpose(rows:&mut[u64;64]){let mut dj=32;let mut oy:u64=0x0000_0000_FFFF_FFFF;while dj!=0{let mut k=0;while k<64{let swap=((rows[k]>>dj)^rows[
k+dj])&oy;rows[k]^=swap<<dj;rows[k+dj]^=swap;k=(k+dj+1)&!dj;}dj>>=1;oy^=oy<<dj;}}pub fn ad(n:usize)->u64{u64::MAX>>(64-n)}}mod gk{use crate::g::{Board,A};#[derive(Clone,
Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CL,BF,AQ}impl Dialect{pub fn pp(fy:&str)->Result<Dialect,String>{match fy{"luogu"=>Ok(Dialect::CL),"uva11195"=>Ok(
Dialect::BF),"cses1624"=>Ok(Dialect::AQ),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",fy))}}fn ii(self)->u8{match self{Dialect::CL=>b'.',
Dialect::BF|Dialect::AQ=>b'*'}}}pub struct F{pub am:usize,pub aj:usize,pub bp:String}struct AZ<'a>{bi:&'a[u8],af:usize,am:usize,bk:usize}pub struct AW<'a>{bq:&'a[u8],be:
Dialect,go:usize,am:usize,bk:usize,gj:bool}impl<'a>AW<'a>{pub fn new(bq:&'a[u8],be:Dialect)->AW<'a>{AW{bq,be,go:0,am:1,bk:0,gj:false}}pub fn mm(&mut self)->Result<Option<
Board>,F>{if self.gj{return Ok(None);}if self.be==Dialect::AQ{return match self.ji(){Some(_)=>self.ia(8).map(Some),None=>Ok(None)};}let ac=match self.ij(){Some(ac)=>ac,
None=>{self.gj=true;return Ok(None);}};let n=self.kz(&ac)?;if n==0{self.gj=true;return Ok(None);}match self.ji(){Some(b'*')|Some(b'.')=>self.ia(n).map(Some),_=>Ok(Some(
Board::fr(n)))}}pub fn kr(&self,dc:&mut[u32]){let mz=self.bq[self.go..].split(u8::is_ascii_whitespace).filter(|ac|!ac.is_empty());if self.be==Dialect::AQ{if let Some(os)=
dc.get_mut(8){*os+=(mz.count()/8)as u32;}return;}for ac in mz{if iy(ac[0]){continue;}if!ac.iter().all(u8::is_ascii_digit)||ac.len()>2{return;}match ac.iter().fold(0,|n,&d
|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=dc.get_mut(n){*count+=1;}}}}}fn kz(&self,ac:&AZ)->Result<usize,F>{self.ic(ac)?;if!ac.bi.iter().all(u8::
is_ascii_digit){return Err(self.ff(ac,ac.af,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,pb(ac.bi)),));}let dd=ac.bi.iter().fold(0u64,|
qp,&pm|{qp.saturating_mul(10).saturating_add(u64::from(pm-b'0'))});if dd>A as u64{return Err(self.ff(ac,ac.af,format!("board size {} is too large: {} is the maximum",
String::from_utf8_lossy(ac.bi),A),));}Ok(dd as usize)}fn ia(&mut self,n:usize)->Result<Board,F>{let mut h=Vec::with_capacity(n);for al in 0..n{let ac=match self.ij(){Some
(ac)=>ac,None=>return Err(self.jv(al,n))};match nq(ac.bi,n,self.be.ii()){Some(de)=>h.push(de),None=>return Err(self.mt(&ac,al,n))}}Ok(Board::new(n,h))}fn mt(&self,ac:&AZ,
al:usize,n:usize)->F{if let Err(e)=self.ic(ac){return e;}if let Some(aj)=(ac.bi.iter()).position(|&dk|!iy(dk)){let at=ac.af+aj;let cf=match fu(self.bq,at){Some((c,_))=>
format!("{:?}",c),None=>format!("byte 0x{:02X}",ac.bi[aj])};return self.ff(ac,at,format!("row {} of {}: found {}, expected '*' or '.'",al+1,n,cf),);}self.ff(ac,ac.af,
format!("row {} of {} has {} cells, expected {}",al+1,n,ac.bi.len(),n),)}fn ic(&self,ac:&AZ)->Result<(),F>{if ac.bi.is_ascii(){return Ok(());}let mf=ac.af+ac.bi.len();let
mut at=ac.af;while at<mf{match fu(self.bq,at){Some((_,len))=>at+=len,None=>{return Err(self.ff(ac,at,format!("byte 0x{:02X} is not valid UTF-8",self.bq[at]),))}}}Ok(())}
fn fs(&mut self){while let Some(&js)=self.bq.get(self.go){if!js.is_ascii_whitespace(){break;}self.go+=1;if js==b'\n'{self.am+=1;self.bk=self.go;}}}fn ji(&mut self)->
Option<u8>{self.fs();self.bq.get(self.go).copied()}fn ij(&mut self)->Option<AZ<'a>>{self.fs();let af=self.go;let hb=&self.bq[af..];let len=hb.iter().position(u8::
is_ascii_whitespace).unwrap_or(hb.len());if len==0{return None;}self.go+=len;Some(AZ{bi:&hb[..len],af,am:self.am,bk:self.bk})}fn ff(&self,ac:&AZ,at:usize,bp:String)->F{F{
am:ac.am,aj:dn(self.bq,ac.bk,at),bp}}fn jv(&self,mv:usize,n:usize)->F{F{am:self.am,aj:dn(self.bq,self.bk,self.bq.len()),bp:format!("input ended after {} of {} board rows"
,mv,n)}}}fn nq(bi:&[u8],n:usize,li:u8)->Option<u64>{if bi.len()!=n{return None;}let(mut de,mut ib)=(0u64,true);for(aj,&dk)in bi.iter().enumerate(){de|=u64::from(dk==li)<<
aj;ib&=iy(dk);}ib.then_some(de)}fn iy(js:u8)->bool{js==b'*'||js==b'.'}fn fu(bq:&[u8],at:usize)->Option<(char,usize)>{let len=match bq[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,
0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let nt=bq.get(at..at+len)?;let bi=std::str::from_utf8(nt).ok()?;bi.chars().next().map(|c|(c,len))}fn dn(bq:&[u8],bk:usize,at
:usize)->usize{let mut aj=1;let mut go=bk;while go<at{go+=fu(bq,go).map_or(1,|(_,len)|len);aj+=1;}aj}fn pb(bi:&[u8])->String{const CK:usize=24;let bi=String::
from_utf8_lossy(bi);if bi.chars().count()>CK{let qc:String=bi.chars().take(CK).collect();format!("{:?}...",qc)}else{format!("{:?}",bi)}}}mod fx{use crate::g::ad;use crate
::g::Board;use crate::count::{av,bm,Row};pub fn fl<E>(g:&Board,nx:usize,nj:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct CU<'a,E>{rows:Vec<Row>,mk:u64,oa:
bool,ke:Vec<usize>,y:usize,nj:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>CU<'_,E>{fn bo(&mut self,co:(u64,u64,u64))->Result<(),E>{let ak=self.ke.len();if ak==self.
rows.len(){self.y-=1;return(self.nj)(&self.ke);}let(ab,v,o)=co;let mut x=!(ab|v|o|self.rows[ak].h);while x!=0&&self.y>0{let bj=x&x.wrapping_neg();x^=bj;let next=av(self.
rows[ak].en,bj,ab,v,o);if self.oa&&!self.pi(ak+1,next){continue;}self.ke.push(bj.trailing_zeros()as usize);self.bo(next)?;self.ke.pop();}Ok(())}fn pi(&self,ak:usize,(ab,v
,o):(u64,u64,u64))->bool{let mut jj=0;for(dl,al)in self.rows[ak..].iter().enumerate(){let x=!(ab|v<<dl|o>>dl|al.h);if x==0{return false;}jj|=x;}let ig=self.mk&!ab;jj&ig==
ig}}if nx==0{return Ok(());}let mut lz=CU{rows:bm(g),mk:ad(g.n),oa:!g.gl(),ke:Vec::with_capacity(g.n),y:nx,nj};lz.bo((0,0,0))}}mod mp{use std::sync::atomic::{AtomicBool,
Ordering};use std::sync::{Arc,Mutex,PoisonError};pub struct Once<T>{gf:AtomicBool,dd:Mutex<Option<Arc<T>> >}impl<T>Default for Once<T>{fn default()->Once<T>{Once{gf:
AtomicBool::new(false),dd:Mutex::new(None)}}}impl<T>Once<T>{pub fn get(&self)->Option<Arc<T>>{match self.gf.load(Ordering::Acquire){true=>self.dd.lock().ok()?.clone(),
false=>None}}pub fn jz(&self,fj:impl FnOnce()->T)->Arc<T>{let gf=self.get().unwrap_or_else(||Arc::new(fj()));let mut dd=self.dd.lock().unwrap_or_else(PoisonError::
into_inner);self.gf.store(true,Ordering::Release);dd.get_or_insert(gf).clone()}}}mod cd{use crate::gk::Dialect;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub
struct Format{pub be:Dialect,pub fx:usize,pub qq:usize,pub time:bool,pub ec:bool}pub struct BJ<W:Write>{pub jh:W,pub format:Format}impl<W:Write>BJ<W>{pub fn bu(&mut self,
an:&[usize])->io::Result<()>{let an:Vec<String> =an.iter().map(|c|(c+1).to_string()).collect();writeln!(self.jh,"{}",an.join(" "))}pub fn count(&mut self,lc:usize,count:
u64,fd:bool)->io::Result<()>{if self.format.be==Dialect::BF{write!(self.jh,"Case {}: ",lc)?;}writeln!(self.jh,"{}",count)?;if fd{self.jh.flush()?;}Ok(())}}pub fn ei(av:&
str,bp:&str){eprintln!("nqueens: error: {}: {}",av,bp);}}mod cw{use crate::g::{Board,A};use std::sync::atomic::{AtomicU64,Ordering};#[derive(Default)]struct OnceCount(
AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}fn kh(&self,count:u64){self.0.store(count.wrapping_add(1),Ordering
::Relaxed);}}pub struct O([OnceCount;A+1]);impl O{pub fn new()->O{O(std::array::from_fn(|_|OnceCount::default()))}pub fn get(&self,g:&Board)->Option<u64>{match g.gl(){
true=>self.0[g.n].get(),false=>None}}pub fn qd(&self,g:&Board,count:u64){if g.gl(){self.0[g.n].kh(count);}}}}mod au{pub struct G(pub u64);impl G{pub fn im()->G{G(
0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hk(&mut self,pj:usize)->usize{(self.next()%pj as u64)
as usize}}}mod stdin{use crate::g::{Board,A};use crate::gk::{Dialect,AW};use crate::aw::{CB,B};use std::io::{self,Read};pub fn mw(dc:&[usize],be:Dialect,pw:impl FnOnce(&[
u32],&mut CB)->B,)->B{let mut eh=[0;A+1];if!dc.is_empty(){return pw(&eh,&mut dc.iter().map(|&n|Ok(Board::fr(n))));}let mut gk=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut gk){eprintln!("nqueens: error: cannot read standard input: {}",e);return B::BV;}let mut mq=AW::new(&gk,be);mq.kr(&mut eh);pw(&eh,&mut std::iter::from_fn(
||mq.mm().transpose()),)}}mod dh{pub const AT:u64=9;pub const AF:u64=20;pub const AO:usize=256;pub const AN:usize=64;pub const BC:f64=32.0;pub const AX:usize=16;pub const
U:f64=4.0;pub const AU:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BR:f64=0.15;pub const AC:f64=0.3;pub const AS:u64=4<<20;pub const BA:f64=
0.125;pub const BK:f64=0.25;pub const AM:f64=4.0;pub const BS:f64=4.0;pub const AH:f64=80.0;pub const BH:f64=1.5;pub const BB:u64=96<<20;pub const AB:usize=8;pub const J:
usize=8;pub const P:usize=32;pub const V:u32=4;pub const AV:usize=10;pub const BX:usize=64;pub const AJ:u64=2;const CH:usize=4096;}mod aw{use crate::g::Board;use crate::
gk::F;use crate::cd::{self,BJ};use std::io::{self,Write};pub enum B{CG,BV,BL,BD(io::Error)}impl B{pub fn pe(self)->i32{match self{B::CG|B::BL=>0,B::BV=>1,B::BD(e)=>{
eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CB<'a> =dyn Iterator<Item=Result<Board,F>>+'a;pub trait BO<W:Write>{fn lc(&mut self,aw:&mut
AE<W>,g:Board)->Result<(),B>;fn drain(&mut self,_writer:&mut AE<W>)->Result<(),B>{Ok(())}fn gi(&mut self,aw:&mut AE<W>)->B{aw.ot()}fn ll(&self)->bool{false}}pub fn me<W:
Write,C:BO<W>>(aw:&mut AE<W>,gg:&mut CB,dq:&mut C,)->Option<B>{loop{if dq.ll(){return None;}let da=match gg.next(){Some(Ok(g))=>match dq.lc(aw,g){Ok(())=>continue,Err(da)
=>da},Some(Err(ei))=>match dq.drain(aw){Ok(())=>aw.ma(&ei),Err(da)=>da},None=>match dq.drain(aw){Ok(())=>dq.gi(aw),Err(da)=>da}};return Some(da);}}pub struct AE<W:Write>{
pub cd:BJ<W>,pub gg:usize}impl<W:Write>AE<W>{fn ma(&mut self,ei:&F)->B{let av=format!("line {}, column {}",ei.am,ei.aj);self.pz(&av,&ei.bp)}fn pz(&mut self,av:&str,bp:&
str)->B{if let Err(e)=self.cd.jh.flush(){return cn(e);}cd::ei(av,bp);B::BV}fn ot(&mut self)->B{match self.cd.jh.flush(){Ok(())=>B::CG,Err(e)=>cn(e)}}}pub fn cn(ei:io::
Error)->B{if ei.kind()==io::ErrorKind::BrokenPipe{B::BL}else{B::BD(ei)}}}mod count{pub mod jr{use super::id::Y;use super::filter::{self,Filter};use super::lq::CI;use
super::ce::H;use super::{bx,ah,bm};use crate::g::Board;use crate::mp::Once;use crate::dh::{BA,BK,AM,AX,U};use std::sync::atomic::{AtomicBool,AtomicI64,AtomicU32,AtomicU64
,Ordering::Relaxed};use std::sync::Arc;pub enum S{CJ{count:u64,by:By},H{ce:H,ay:Option<f64>}}#[derive(Clone,Copy)]pub enum By{CR,AG,BW,Filter,DA}#[derive(Default)]pub
struct BM{ku:[Once<Filter>;filter::A+1],ng:[AtomicBool;filter::A+1],eh:[AtomicU32;filter::A+1],fz:[AtomicU32;filter::A+1],cy:[AtomicU64;filter::A+1],il:[[AtomicI64;4];
filter::A+1],lq:CI,hn:Y}impl BM{pub fn new(hn:Y)->BM{BM{hn,..Default::default()}}pub fn lp(&self,dc:&[u32]){for(eh,&count)in self.eh.iter().zip(dc){eh.store(count,Relaxed
);}}pub fn count(&self,g:&Board)->S{let n=g.n;if g.gl(){return fd(self.hn.fr(n));}if let Some(fz)=self.fz.get(n){fz.fetch_add(1,Relaxed);}let ho=lv(n);if let Some(filter)
=self.filter(n){return self.qi(&filter,g,ho);}let mut y=ho as u64;let lx=self.lq.lx(n,ho,self.cy.get(n));let ax=gp(g,&mut y);let ah=matches!(ax,Ok((_,By::AG))|Err(Some(_)
));let ca=ho-y as f64;let bd=self.lq.bd(lx,ah,ca);let ca=ca*bd;let ck=match ax{Ok((count,by))=>{self.mx(g,ca,0.0);return fp(count,by);}Err(ck)=>ck};if self.jc(g,ca,0.0){
if let Some(filter)=self.fj(n){return fp(filter.count(g),By::Filter);}}let ky=|ay:f64,ah:bool|if ah{ay*bd}else{ay};let fv=|ay:f64,ah:bool|self.jc(g,ca,ky(ay,ah));let(ce,
ay)=self.hn.ce(g,ck,&fv);let db=ky(ay,matches!(ce,H::AG(_)));if let Some(filter)=self.mx(g,ca,db){return fp(filter.count(g),By::Filter);}fd((ce,ay))}fn qi(&self,filter:&
Filter,g:&Board,ho:f64)->S{let oi=4*g.cs()/(g.n*g.n+1);let il=&self.il[g.n][oi];let ee=filter.jk(g);if(il.load(Relaxed)as f64)< -ee*AM{return fp(filter.count(g),By::
Filter);}let z=(ee*BK).min(ho)as u64;let mut y=z;if let Ok((count,by))=gp(g,&mut y){il.fetch_add(ee as i64-(z-y)as i64,Relaxed);return fp(count,by);}il.fetch_sub(z as i64
,Relaxed);fp(filter.count(g),By::Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{self.ku.get(n)?.get()}fn mx(&self,g:&Board,ca:f64,db:f64)->Option<Arc<Filter>>{let
n=g.n;if n>filter::A||!self.jc(g,ca,db){if let Some(cy)=self.cy.get(n){cy.fetch_add((ca+db)as u64,Relaxed);}return None;}let filter=self.fj(n)?;(db>0.0).then_some(filter)
}fn fj(&self,n:usize)->Option<Arc<Filter>>{if self.ng[n].swap(true,Relaxed){return None;}Some(self.ku[n].jz(||Filter::new(n)))}fn jc(&self,g:&Board,ca:f64,db:f64)->bool{
let n=g.n;if n>filter::A{return false;}let cy=self.cy[n].load(Relaxed)as f64+ca+db;let fj=Filter::la(n);if cy<fj*BA{return false;}let fz=self.fz[n].load(Relaxed).max(1);
let hp=match self.eh[n].load(Relaxed){0=>fz,eh=>eh.saturating_sub(fz)};let(fz,hp)=(f64::from(fz),f64::from(hp));let er=db+cy/fz*hp;let my=if db>0.0{1.0}else{0.0};let mh=
Filter::lm(g);er>fj&&er>fj+mh*(hp+my+AM)}}fn fp(count:u64,by:By)->S{S::CJ{count,by}}fn fd((ce,ay):(H,f64))->S{S::H{ce,ay:Some(ay)}}impl S{pub fn lg(self)->(u64,bool){
match self{S::CJ{count,..}=>(count,false),S::H{ce,..}=>(ce.el(),true)}}}fn lv(n:usize)->f64{use crate::dh::{AO,BC};U*(AO*n)as f64*BC}fn gp(g:&Board,z:&mut u64,)->Result<(
u64,By),Option<ah::L>>{let rows=bm(g);let ly=(AX*g.n)as u64;if*z<=ly*(1+U as u64){let count=bx(&rows,z).ok_or(None)?;return Ok((count,By::CR));}let mut y=ly;if let Some(
count)=bx(&rows,&mut y){*z-=ly-y;return Ok((count,By::CR));}*z-=ly;if ah::jc(g){let bg=ah::D::new(g);let count=bg.jt(z).map_err(Some)?;Ok((count,By::AG))}else{let count=
super::bw(&rows,z).ok_or(None)?;Ok((count,By::BW))}}}mod id{use super::bn::{gq,BN,Jobs,I};use super::ct::Meet;use super::ce::H;use super::{ah,lh,ik,bm};use crate::g::
Board;use crate::dh::{AT,AN};#[derive(Default)]pub struct Y;impl Y{pub fn fr(&self,n:usize)->(H,f64){(gq(n).into(),0.0)}pub fn ce(&self,g:&Board,ax:Option<ah::L>,fv:&dyn
Fn(f64,bool)->bool,)->(H,f64){let(ce,er):(H,f64)=if ah::jc(g){let bg=ah::D::new(g);let ay=bg.dv(AN,AT as f64);match ax{Some(ax)=>{let hb=ax.oj(ay);(Jobs::ol(bg,ax).into()
,hb)}None=>{let af=bg.af();(Jobs::new(bg,vec![(af,1)]).into(),ay)}}}else{let rows=vec![bm(g)];let ce=I::ce(lh::BE,BN::BW,rows,vec![1]);(ce.into(),ik::ec(g))};match Meet::
dv(g).filter(|&ct|ct<er){Some(ct)if!fv(ct,false)=>(Meet::new(g).into(),ct),Some(ct)=>(ce,ct),None=>(ce,er)}}}}mod ah{use super::ik::eu;use super::ew::{hm,fb};use super::
Row;use super::{dz,fw};use crate::g::{ad,Board,Cell,Line};use crate::au::G;use crate::dh::{J,V,AV,P};pub const BE:&str="dynamic";pub struct D{pub n:usize,bh:[u64;64],dt:[
u64;64],bt:ey::AK}#[derive(Clone,Copy)]pub struct Partial{ag:u64,bf:u64,gn:u128,cp:u128,ed:u128}impl Partial{fn ag(&self)->usize{self.ag.count_ones()as usize}}enum Choice
{CO,BU,BG(Line,u64)}pub fn jc(g:&Board)->bool{let n=g.n;let jm=match n<=ey::A{true=>P,false=>J};g.cs()*jm>n*n}impl D{pub fn new(g:&Board)->D{let n=g.n;let all=ad(n);let
mut bh=[0u64;64];let mut dt=[0u64;64];for(r,&al)in g.h.iter().enumerate(){bh[r]=!al&all;for(c,rows)in dt.iter_mut().enumerate().take(n){*rows|=(bh[r]>>c&1)<<r;}}D{n,bh,dt
,bt:ey::AK::new(n)}}pub fn af(&self)->Partial{Partial{ag:ad(self.n),bf:ad(self.n),gn:0,cp:0,ed:0}}fn ex(&self,p:&Partial,am:Line)->u64{let m=self.n-1;match am{Line::Row(r
)=>{let gn=(p.gn>>r)as u64;let ed=(p.ed>>(m-r))as u64;self.bh[r&63]&p.bf&!gn&!ed}Line::AA(c)=>{let gn=(p.gn>>c)as u64;let cp=(p.cp>>(m-c))as u64;self.dt[c&63]&p.ag&!gn&!
cp}}}fn oq(&self,p:&Partial,mu:bool)->Choice{let an=if mu{0}else{p.bf};cg(p.ag,an,|am|self.ex(p,am))}fn ph(&self,y:&mut Vec<Partial>,ao:&[Cell],hy:impl Iterator<Item=Cell
>,){for p in y.iter_mut(){*p=ao.iter().fold(*p,|p,&fa|self.av(&p,fa));}let af=self.af();y.extend(hy.map(|dk|self.av(&af,dk)));}pub fn av(&self,p:&Partial,(r,c):Cell)->
Partial{Partial{ag:p.ag&!(1u64<<r),bf:p.bf&!(1u64<<c),gn:p.gn|1u128<<(r+c),cp:p.cp|1u128<<(r+self.n-1-c),ed:p.ed|1u128<<(c+self.n-1-r)}}pub fn eg(&self,p:&Partial)->Vec<
Row>{fw(p.ag,|r|!self.ex(p,Line::Row(r)))}pub fn dv(&self,cx:usize,mn:f64)->f64{if self.n<=ey::A{return self.kq(cx);}let ch=|_:&mut G|(Some(self.af()),1.0);hm(cx,&mut G::
im(),ch,|ja,au|{let p=ja.as_ref()?;match self.oq(p,false){Choice::BG(_,x)if mi(x,p.ag)=>{let lk=eu(1,&self.eg(p),au);Some((1,None,lk))}Choice::BG(am,x)=>{let at=fb(x,au).
trailing_zeros()as usize;Some((x.count_ones(),Some(self.av(p,am.dk(at))),mn,))}Choice::CO|Choice::BU=>None}})}pub fn count(&self,p:Partial)->u64{if self.n<=ey::A{return
self.ko(&p);}self.iv(p)}pub fn jt(&self,z:&mut u64)->Result<u64,L>{match self.n<=ey::A{true=>self.kt(D::gu,z),false=>self.kt(D::gb,z)}}fn kt(&self,core:BY,z:&mut u64)->
Result<u64,L>{let ca=*z;let mut y=Vec::new();let dp=core(self,z,&mut y);match*z{0=>Err(L{dp,y,ca}),_=>Ok(dp)}}}type BY=fn(&D,&mut u64,&mut Vec<Partial>)->u64;pub struct L
{pub dp:u64,pub y:Vec<Partial>,ca:u64}impl L{pub fn oj(&self,ay:f64)->f64{(ay-self.ca as f64).max(0.0)}}mod ey{use super::{Partial,D};use crate::g::Cell;use crate::count
::{dz,ft};use crate::dh::AF;pub const A:usize=16;const LANES:usize=2*A;static CN:[[u16;LANES];A*A]=co();const fn co()->[[u16;LANES];A*A]{let mut cj=[[0u16;LANES];A*A];let
mut r=0;while r<A{let mut c=0;while c<A{let mut am=0;while am<A{cj[r*A+c][am]=gw(r,c,am);cj[r*A+c][A+am]=gw(c,r,am);am+=1;}c+=1;}r+=1;}cj}const fn gw(r:usize,c:usize,am:
usize)->u16{if am==r{return!(1<<c);}let jn=am.abs_diff(r);let mut j=1u16<<c;if c+jn<A{j|=1<<(c+jn);}if c>=jn{j|=1<<(c-jn);}j}static CQ:[[u16;LANES];LANES]=jl();const fn
jl()->[[u16;LANES];LANES]{let mut cj=[[0u16;LANES];LANES];let mut ae=0;while ae<LANES{cj[ae][ae]=u16::MAX;ae+=1;}cj}#[derive(Clone,Copy)]pub struct AL{j:[u16;LANES],cl:[
u16;LANES]}pub struct AK{hw:[i16;LANES],ae:[u8;LANES]}impl AK{pub fn new(n:usize)->AK{let mut ey:Vec<usize> =(0..LANES).collect();let kp=|ae:usize|(2*(ae%A)).abs_diff(n.
saturating_sub(1));ey.sort_by_key(|&ae|(kp(ae),ae%A,ae/A));let mut bt=AK{hw:[0;LANES],ae:[0;LANES]};for(hw,&ae)in ey.iter().enumerate(){bt.hw[ae]=hw as i16;bt.ae[hw]=ae
as u8;}bt}}const CP:i16=1<<14;impl AL{fn of(bg:&D,p:&Partial)->AL{let mut ef=AL{j:[u16::MAX;LANES],cl:[u16::MAX;LANES]};for r in dz(p.ag){ef.j[r]=bg.ex(p,crate::g::Line::
Row(r))as u16;ef.cl[r]=0;}for c in dz(p.bf){ef.j[A+c]=bg.ex(p,crate::g::Line::AA(c))as u16;ef.cl[A+c]=0;}ef}#[inline(always)]fn cg(&self,bt:&AK)->(usize,u16){let mut fq=
i16::MAX;for ae in 0..LANES{let cl=(self.cl[ae]&CP as u16)as i16;let nw=((self.j[ae].count_ones()as i16)<<6|bt.hw[ae])+cl;fq=fq.min(nw);}let ae=usize::from(bt.ae[(fq&31)
as usize])&(LANES-1);(ae,self.j[ae])}#[inline(always)]fn jx(&self,bt:&AK)->Option<usize>{let mut fq=i16::MAX;for ae in 0..LANES{let j=self.j[ae];let qf=i16::from(j&j.
wrapping_sub(1)!=0);fq=fq.min(bt.hw[ae]|qf<<6);}(fq<64).then(||usize::from(bt.ae[fq as usize&(LANES-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn av(&
self,ae:usize,at:usize)->Option<AL>{let(r,c)=fa(ae,at);let co=&CN[(r*A+c)&(A*A-1)];let(al,aj)=(&CQ[r&(A-1)],&CQ[A+(c&(A-1))]);let mut next=AL{j:[0;LANES],cl:[0;LANES]};
let mut ig=0u16;for ae in 0..LANES{let cl=self.cl[ae]|al[ae]|aj[ae];let j=self.j[ae]&!co[ae]|cl;next.j[ae]=j;next.cl[ae]=cl;ig|=u16::from(j==0);}(ig==0).then_some(next)}#
[inline(always)]fn gz(&mut self,bt:&AK,rows:&mut u32)->bool{while*rows>=2{let ae=match self.jx(bt){Some(ae)=>ae,None=>break};let at=self.j[ae].trailing_zeros()as usize;*
self=match self.av(ae,at){Some(next)=>next,None=>return false};*rows-=1;}true}}fn fa(ae:usize,at:usize)->Cell{match ae<A{true=>(ae,at),false=>(at,ae-A)}}pub fn count<
const M:bool>(bg:&D,ef:&AL,y:u32,z:&mut u64,ck:&mut Vec<Partial>,)->u64{if M&&!ft(z,AF){ck.push(bg.af());return 0;}let(ae,mut j)=ef.cg(&bg.bt);if y==1{return u64::from(j.
count_ones());}let mut ap=0;while j!=0{let at=j.trailing_zeros()as usize;j&=j-1;let mut next=match ef.av(ae,at){Some(next)=>next,None=>continue};let mut rows=y-1;let nm=
next.gz(&bg.bt,&mut rows);if!nm{continue;}if rows==1{ap+=1;continue;}ap+=count::<M>(bg,&next,rows,z,ck);if M&&*z==0{let hy=dz(u64::from(j)).map(|at|fa(ae,at));bg.ph(ck,&[
fa(ae,at)],hy);return ap;}}ap}impl D{pub fn gu(&self,z:&mut u64,y:&mut Vec<Partial>)->u64{let ef=AL::of(self,&self.af());count::<true>(self,&ef,self.n as u32,z,y)}pub fn
ko(&self,p:&Partial)->u64{match p.ag(){0=>1,y=>count::<false>(self,&AL::of(self,p),y as u32,&mut 0,&mut Vec::new(),)}}pub fn kq(&self,cx:usize)->f64{use crate::count::ew
::hm;use crate::au::G;let af=AL::of(self,&self.af());let ch=|_:&mut G|((af,self.n as u32),1.0);hm(cx,&mut G::im(),ch,|&(ef,y),au|{if y<=2{return None;}let(ae,j)=ef.cg(&
self.bt);let lb:Vec<(AL,u32)> =dz(u64::from(j)).filter_map(|at|{let mut next=ef.av(ae,at)?;let mut rows=y-1;let nm=next.gz(&self.bt,&mut rows);(nm&&rows>1).then_some((
next,rows))}).collect();let px=*lb.get(au.hk(lb.len().max(1)))?;Some((lb.len()as u32,px,AF as f64))},)+AF as f64}}}fn oe(j:u64)->bool{j&(j-1)==0}fn jw(df:u64,cb:u64,x:
impl Fn(Line)->u64,)->Option<Choice>{let am=if df!=0{Line::Row(df.trailing_zeros()as usize)}else if cb!=0{Line::AA(cb.trailing_zeros()as usize)}else{return None;};Some(
Choice::BG(am,x(am)))}fn dm(j:u64)->u32{let pg=j&(j-1);let lw=pg&pg.wrapping_sub(1);let qa=lw&lw.wrapping_sub(1);1+u32::from(pg!=0)+u32::from(lw!=0)+u32::from(qa!=0)}#[
inline(always)]fn ih(ag:u64,bf:u64,x:impl Fn(Line)->u64,po:bool,)->Choice{let jo=||{dz(ag).map(Line::Row).chain(dz(bf).map(Line::AA))};let mut em=(u32::MAX,Line::Row(0),0
);for am in jo(){let j=x(am);let is=dm(j);if is<em.0{em=(is,am,j);if is==2{break;}}}if em.0>=V&&po{em.0=u32::MAX;for am in jo(){let j=x(am);if j.count_ones()<em.0{em=(j.
count_ones(),am,j);}}}Choice::BG(em.1,em.2)}fn cg(ag:u64,bf:u64,x:impl Fn(Line)->u64,)->Choice{if ag==0{return Choice::BU;}let(mut df,mut cb)=(0u64,0u64);for(jo,jx,am)in[
(ag,&mut df,Line::Row as fn(usize)->Line),(bf,&mut cb,Line::AA)]{for at in dz(jo){let j=x(am(at));if j==0{return Choice::CO;}*jx|=u64::from(oe(j))<<at;}}match jw(df,cb,&x
){Some(id)=>id,None=>ih(ag,bf,x,true)}}fn mi(x:u64,ag:u64)->bool{dm(x)>=V&&ag.count_ones()as usize<=AV}}mod oo{use super::ah::{Partial,D};use super::{du,bw};impl D{pub fn
iv(&self,p:Partial)->u64{du(&self.eg(&p),0,0,0,0)}pub fn gb(&self,z:&mut u64,y:&mut Vec<Partial>)->u64{let af=self.af();bw(&self.eg(&af),z).unwrap_or_else(||{y.push(af);0
})}}}mod lh{use super::Row;use crate::dh::{BX,AJ};pub const BE:&str="fast";struct X{x:u64,ab:u64,v:u64,o:u64,ai:u64,len:usize,iw:[u64;64],iu:[u64;64],iz:[u64;64],hx:[u64;
64],hv:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct AY{cv:u64,ha:[u64;64],cf:u64}pub fn cu(al:u64)->u64{60-4*al}#[inline(always)]fn gd(de:u64,qw:u64,no:u64)->u64{qw&de
|no&!de}impl X{fn new()->X{X{x:0,ab:0,v:0,o:0,ai:0,len:usize::MAX,iw:[0;64],iu:[0;64],iz:[0;64],hx:[0;64],hv:[0;64]}}fn af(&mut self,ch:Root){(self.x,self.ab,self.v,self.
o,self.ai,)=ch;self.len=0;}fn gi(&self)->bool{self.len==usize::MAX}#[inline(always)]fn nu<const R:bool>(&mut self,h:&[u64;128],es:&[u64;64],az:u64,)->u64{self.hf::<R,
false>(h,es,az,None)}#[inline(always)]fn hf<const R:bool,const CZ:bool>(&mut self,h:&[u64;128],es:&[u64;64],az:u64,bl:Option<&mut AY>,)->u64{let(x,ab,ai)=(self.x,self.ab,
self.ai);let(y,ba)=(self.v,self.o);let bj=x&x.wrapping_neg();let hb=x^bj;let en=if R{1}else{es[(ai&63)as usize]};let(eo,ep,dw)=super::av(en as u32,bj,ab,y,ba);let bs=!(eo
|ep|dw|h[((ai+1)&127)as usize]);let bo=((bs|bs.wrapping_neg())as i64>>63)as u64;let ql=usize::from(hb!=0);let hd=self.len&63;self.iw[hd]=hb;self.iu[hd]=ab;self.iz[hd]=y;
self.hx[hd]=ba;self.hv[hd]=ai;let bc=(self.len+ql).wrapping_sub(1);let t=bc&63;if let(true,Some(bl))=(CZ,bl){let cv=bl.cv;bl.cf=cv|u64::from(bj.trailing_zeros())<<cu(ai&
15);bl.ha[hd]=cv;bl.cv=gd(bo,bl.cf,bl.ha[t]);}self.x=gd(bo,bs,self.iw[t]);self.ab=gd(bo,eo,self.iu[t]);self.v=gd(bo,ep,self.iz[t]);self.o=gd(bo,dw,self.hx[t]);self.ai=gd(
bo,ai+1,self.hv[t]);self.len=bc.wrapping_add((bo&1)as usize);u64::from(ai==az)}}fn he(ci:usize,ai:usize,az:u64)->bool{BX>ci&&ai as u64+AJ<az}pub fn du(rows:&[Row],ak:
usize,ab:u64,v:u64,o:u64)->u64{let count=lz::<false>(rows,ak,(ab,v,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bw(rows:&[Row],z:&mut u64)->Option<u64>{lz::<
true>(rows,0,(0,0,0),z)}pub fn jg(rows:&[Row],fh:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,al)in rows.iter().enumerate(){h[i]=al.h;}let az=rows.len()as u64-1;let mut
ci:Vec<(Root,u64)> =vec![((!h[0],0,0,0,0),0)];let mut ai=0;while he(ci.len(),ai,az){let mut next=Vec::new();for&((mut x,ab,y,ba,_),cv)in&ci{while x!=0{let bj=x&x.
wrapping_neg();x^=bj;let(ab,y,ba)=super::av(rows[ai].en,bj,ab,y,ba);let bs=!(ab|y|ba|h[ai+1]);let aj=u64::from(bj.trailing_zeros());let ch=(bs,ab,y,ba,ai as u64+1);next.
push((ch,cv|aj<<cu(ai as u64)));}}ci=next;ai+=1;}let mut dx=ci.into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn af(dx:&mut impl Iterator<Item=(Root,u64)>,kl:&mut
X,bl:&mut AY,)->bool{match dx.next(){Some((ch,cv))=>{kl.af(ch);bl.cv=cv;true}None=>false}}let hr=||AY{cv:0,ha:[0;64],cf:0};let(mut a,mut b)=(X::new(),X::new());let(mut ek
,mut fi)=(hr(),hr());if!af(&mut dx,&mut a,&mut ek){return;}if af(&mut dx,&mut b,&mut fi){loop{gx(&mut a,&mut ek,&h,az,fh);gx(&mut b,&mut fi,&h,az,fh);if a.gi()&&!af(&mut
dx,&mut a,&mut ek){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut ek,&mut fi);break;}if b.gi()&&!af(&mut dx,&mut b,&mut fi){break;}}}while!a.gi(){gx(&mut a,&mut ek,&h,
az,fh);}}#[inline(always)]fn gx(kl:&mut X,bl:&mut AY,h:&[u64;128],az:u64,fh:&mut Vec<u64>,){const CY:[u64;64]=[1;64];let mc=kl.hf::<true,true>(h,&CY,az,Some(bl));if mc==1
{fh.push(bl.cf);}}fn lz<const M:bool>(rows:&[Row],ak:usize,(ab,v,o):(u64,u64,u64),z:&mut u64,)->Option<u64>{if ak>=rows.len(){return Some(1);}let x=!(ab|v|o|rows[ak].h);
let az=rows.len()as u64-1;if ak as u64==az{return Some(u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut es=[0u64;64];for(i,al)in rows.iter().enumerate(){h[i]=
al.h;es[i]=u64::from(al.en);}let mut ci:Vec<Root> =Vec::new();if x!=0{ci.push((x,ab,v,o,ak as u64));}let mut ai=ak;while he(ci.len(),ai,az){let mut next=Vec::new();for&(
mut f,c,l,r,_)in&ci{while f!=0{let bj=f&f.wrapping_neg();f^=bj;let(nc,nl,nr)=super::av(rows[ai].en,bj,c,l,r);let nf=!(nc|nl|nr|h[ai+1]);if nf!=0{next.push((nf,nc,nl,nr,ai
as u64+1));}}}ci=next;ai+=1;}if es[..rows.len()].iter().all(|&en|en==1){kk::<true,M>(ci,&h,&es,az,z)}else{kk::<false,M>(ci,&h,&es,az,z)}}fn kk<const R:bool,const M:bool>(
ci:Vec<Root>,h:&[u64;128],es:&[u64;64],az:u64,z:&mut u64,)->Option<u64>{let mut ft=|ay:u64|!M||super::ft(z,ay);let mut dx=ci.into_iter();let mut a=X::new();let mut b=X::
new();let mut ap=0u64;match dx.next(){Some(ch)=>a.af(ch),None=>return Some(0)}if let Some(ch)=dx.next(){b.af(ch);}if!b.gi(){loop{if!ft(2){return None;}ap+=a.nu::<R>(h,es,
az);ap+=b.nu::<R>(h,es,az);if a.gi(){match dx.next(){Some(ch)=>a.af(ch),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gi(){match dx.next(){Some(ch)=>b.af(ch),None=>
break}}}}while!a.gi(){if!ft(1){return None;}ap+=a.nu::<R>(h,es,az);}Some(ap)}}pub mod filter{use super::lh::{jg,cu};use super::{bm,u};use crate::g::{ad,ds,Board};use
crate::dh::{AU,AS,BR,AC};pub const BE:&str="filter";pub const A:usize=16;const AI:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct
Q{n:usize,aq:usize,fo:Vec<u32>,j:Vec<u64>,fc:usize}fn ix(n:usize,dr:&[AP])->usize{let qj=|rows:usize|{let gc=|s:&AP|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+dr.
windows(2).filter(|w|gc(&w[0])!=gc(&w[1])).count()};(1..n).take_while(|&rows|qj(rows)*8*64<=dr.len()).count()}type AP=u64;fn dn(bu:AP,al:usize)->usize{(bu>>cu(al as u64)&
15)as usize}impl Q{fn new(n:usize,dr:&[AP],aq:Option<usize>)->Q{let aq=aq.unwrap_or_else(||ix(n,dr)).min(n);let hk=n-aq;let kf=n.pow(aq as u32);let mut fo=vec![0u32;kf+1]
;let fc=(dr.len()+63)/64;let mut j=vec![0u64;fc*hk*n];for(i,&bu)in dr.iter().enumerate(){let gc=(0..aq).fold(0,|p,r|p*n+dn(bu,r));fo[gc+1]+=1;for r in aq..n{let dk=(r-aq)
*n+dn(bu,r);j[dk*fc+i/64]|=1<<(i%64);}}for p in 0..kf{fo[p+1]+=fo[p];}Q{n,aq,fo,j,fc}}fn count(&self,h:&[u64])->u64{let(n,bc)=(self.n,self.aq);let mut cq=[0usize;A*A];let
mut len=0;for(r,&al)in h.iter().enumerate().skip(bc){let mut j=al;while j!=0{cq[len]=((r-bc)*n+j.trailing_zeros()as usize)*self.fc;len+=1;j&=j-1;}}let mut bh=[0u64;A];for
(bh,&al)in bh.iter_mut().zip(&h[..bc]){*bh=!al&ad(n);}if bc==0{return match self.fo[1]{0=>0,hi=>self.je(0,hi as usize,&cq[..len])};}self.ie(&bh[..bc],0,&cq[..len])}fn ie(
&self,bh:&[u64],gc:usize,cq:&[usize])->u64{let ag=bh.len();let dj=self.n.pow(ag as u32-1);let mut ap=0;let mut an=bh[0];while an!=0{let p=gc*self.n+an.trailing_zeros()as
usize;an&=an-1;let(lo,hi)=(self.fo[p*dj]as usize,self.fo[(p+1)*dj]as usize,);if lo==hi{continue;}ap+=if ag==1{self.je(lo,hi,cq)}else{self.ie(&bh[1..],p,cq)};}ap}fn je(&
self,lo:usize,hi:usize,cq:&[usize])->u64{let mut ap=0;for w in lo/64..=(hi-1)/64{let mut hz=u64::MAX;if w==lo/64{hz&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hz&=u64::MAX>>(63-
(hi-1)%64);}let mut ob=cq.chunks_exact(4);for qh in&mut ob{let j=|k:usize|self.j[qh[k]+w];hz&=!(j(0)|j(1)|j(2)|j(3));if hz==0{break;}}if hz!=0{for&at in ob.remainder(){hz
&=!self.j[at+w];}}ap+=u64::from(hz.count_ones());}ap}}pub struct Filter{cm:Q,cr:Q,ee:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::gf(n,None,None)}fn gf(n:
usize,aq:Option<usize>,ka:Option<bool>)->Filter{let mut cm=Vec::new();let mut cr=Vec::new();for fk in u::ea(n){let ax=cr.len();let fh=if fk.bd==8{&mut cm}else{&mut cr};jg
(&bm(&fk.g),fh);let cf=cr.len()-ax;for i in ax..ax+cf{for u in 1..8{cr.push(di(n,cr[i],u));}}}if ka.unwrap_or(cm.len()/64<n*n){for bu in cm.drain(..){cr.extend((0..8).map
(|u|di(n,bu,u)));}}cm.sort_unstable();cr.sort_unstable();cr.dedup();Filter{cm:Q::new(n,&cm,aq),cr:Q::new(n,&cr,aq),ee:(0..=n*n).map(|h|ny(n,h)).collect()}}fn kc(n:usize)
->u64{let cm=AI[n]/8+1;cm*(n*n)as u64/8+cm*8}pub fn la(n:usize)->f64{AI[n]as f64*f64::from(AU[n])}pub fn lm(g:&Board)->f64{ny(g.n,g.cs())}pub fn jk(&self,g:&Board)->f64{
self.ee[g.cs()]}pub fn count(&self,g:&Board)->u64{let mut ap=self.cr.count(&g.h);if self.cm.fc>0{for u in 0..8{ap+=self.cm.count(&g.ej(u).h);}}ap}}fn ny(n:usize,h:usize)
->f64{let lu=h as f64/(n*n)as f64;let fc=AI[n]as f64/64.0;let io=((fc/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let io=io.min(n as i32);let mut gm=1.0;let mut y
=1.0;for _ in 0..io{gm+=y*lu*n as f64;y*=1.0-lu;}let hk=lu*(n*(n-io as usize))as f64;let qe=1.0-1.0/n as f64;let mut kd=1.0;for _ in 0..hk as usize{let mut ht=1.0-kd;for
_ in 0..6{ht*=ht;}gm+=y*(1.0-ht);kd*=qe;}fc*gm*om(n)}fn om(n:usize)->f64{match Filter::kc(n)>AS{true=>AC,false=>BR}}fn di(n:usize,bu:AP,u:usize)->AP{(0..n).fold(0,|di,r|{
let(al,aj)=ds(n,u,(r,dn(bu,r)));di|(aj as u64)<<cu(al as u64)})}}mod bn{use super::{du,gh,ah,ct,u,Row};use crate::dh::AB;pub trait Tree{type Start:Copy;fn count(&self,af:
Self::Start)->u64;}pub struct Jobs<T:Tree>{hg:Box<T>,bn:Vec<(T::Start,u64)>,pub dp:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BN{CW,BW}pub struct I{mg:&'static str,
core:BN,ev:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct Z{kh:usize,ak:usize,ab:u64,v:u64,o:u64}impl I{pub fn ce(mg:&'static str,core:BN,ev:Vec<Vec<Row>>,jd:Vec<u64>,)->
Jobs<I>{let bn=(jd.into_iter().enumerate()).map(|(kh,bd)|(Z::pf(kh),bd)).collect();Jobs::new(I{mg,core,ev},bn)}}impl Z{fn pf(kh:usize)->Z{Z{kh,ak:0,ab:0,v:0,o:0}}}impl
Tree for I{type Start=Z;fn count(&self,at:Z)->u64{let rows=&self.ev[at.kh];if self.core==BN::BW&&rows.len()-at.ak>AB{du(rows,at.ak,at.ab,at.v,at.o)}else{gh(rows,at.ak,at.
ab,at.v,at.o)}}}impl Tree for ah::D{type Start=ah::Partial;fn count(&self,oh:ah::Partial)->u64{ah::D::count(self,oh)}}impl Tree for ct::Meet{type Start=u32;fn count(&self
,kv:u32)->u64{self.md(kv)}}impl<T:Tree>Jobs<T>{pub fn new(hg:T,bn:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{hg:Box::new(hg),bn,dp:0}}fn ni(&self,i:usize)->u64{let(af,bd)=self.bn
[i];bd*self.hg.count(af)}pub fn el(&self)->u64{self.dp+(0..self.bn.len()).map(|i|self.ni(i)).sum::<u64>()}}impl Jobs<ah::D>{pub fn ol(bg:ah::D,ax:ah::L)->Jobs<ah::D>{Jobs
{hg:Box::new(bg),bn:ax.y.into_iter().map(|af|(af,1)).collect(),dp:ax.dp}}}pub fn gq(n:usize)->Jobs<I>{let(ns,jd)=u::it(n);I::ce(u::BE,BN::BW,ns,jd)}}mod ew{use crate::au
::G;pub fn hm<N>(cx:usize,au:&mut G,mut ch:impl FnMut(&mut G)->(N,f64),mut bo:impl FnMut(&N,&mut G)->Option<(u32,N,f64)>,)->f64{let mut ap=0.0;for _ in 0..cx{let(mut ja,
mut nz)=ch(au);while let Some((nh,pk,py))=bo(&ja,au){nz*=f64::from(nh);ap+=nz*py;ja=pk;}}ap/cx as f64}pub fn fb(x:u64,au:&mut G)->u64{let mut lr=x;for _ in 0..au.hk(x.
count_ones()as usize){lr&=lr-1;}lr&lr.wrapping_neg()}}pub mod ct{use super::ik::bv;use super::{dz,av,bm,Row};use crate::g::{ad,Board};use crate::au::G;use crate::dh::{BH,
AH,BS,BB,AO};pub const BE:&str="meet";pub const A:usize=16;const CH:u32=64;struct BP{ax:Vec<u32>,br:Vec<u32>}pub struct Meet{n:usize,bc:BP,ar:BP}impl Meet{pub fn new(g:&
Board)->Meet{let n=g.n;let rows=bm(g);let mut cj=vec![0;n*n];for(dk,br)in cj.iter_mut().enumerate(){*br=ju(n,dk/n,dk%n);}let ou=|from:usize,to:usize|BP::new(&rows,&cj,
from,to);Meet{n,bc:ou(0,n/2),ar:ou(n/2,n)}}pub fn kj(&self)->Vec<(u32,u64)>{(0..CH.min(1<<self.n)).map(|kv|(kv,1)).collect()}pub fn dv(g:&Board)->Option<f64>{if g.n>A{
return None;}let(bc,ar)=ov(g);if kc(g.n,bc,ar)>BB as f64{return None;}Some(ay(g.n,bc,ar))}}fn kc(n:usize,bc:f64,ar:f64)->f64{let cq=2.0*(f64::from(1u32<<n)+1.0);(bc+ar+cq
)*std::mem::size_of::<u32>()as f64}fn ay(n:usize,bc:f64,ar:f64)->f64{let ev=kn(n);let ga=bc/64.0+bc.min(ev);let ox=ar*(bc/ev/64.0+1.0);BS*(bc+ar)+AH*ga+BH*ox}impl BP{fn
new(rows:&[Row],cj:&[u64],from:usize,to:usize)->BP{let n=rows.len();let mut ax=vec![0u32;(1<<n)+1];eb(rows,cj,to,from,(0,0,0),0,&mut|ab,_|{ax[ab as usize+1]+=1;});for c
in 0..1<<n{ax[c+1]+=ax[c];}let mut br=vec![0;ax[1<<n]as usize];let mut next=ax.clone();eb(rows,cj,to,from,(0,0,0),0,&mut|ab,hh|{br[next[ab as usize]as usize]=hh as u32;
next[ab as usize]+=1;});BP{ax,br}}fn on(&self,ab:usize)->&[u32]{&self.br[self.ax[ab]as usize..self.ax[ab+1]as usize]}}impl Meet{pub fn md(&self,kv:u32)->u64{let ev=1usize
<<self.n;let bn=CH.min(ev as u32)as usize;let pq=kv as usize*ev/bn..(kv as usize+1)*ev/bn;let qb=ad(self.n)as usize;let mut ap=0;let mut ga:Vec<CA> =Vec::new();for ab in
pq{let(bc,ar)=(self.bc.on(ab),self.ar.on(qb^ab));if bc.is_empty()||ar.is_empty(){continue;}ga.clear();ga.extend(bc.chunks(64).map(nd));for&hh in ar{let pl=|block:&CA|{let
on=|hl:usize|block[hl][(hh>>(5*hl))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ap+=ga.iter().map(|block|u64::from(pl(block).count_zeros())).sum::<u64>();}ap-=
ar.len()as u64*(ga.len()*64-bc.len())as u64;}ap}}type CA=[[u64;32];6];fn nd(ez:&[u32])->CA{let mut on=[0u64;32];for(hd,&hh)in ez.iter().enumerate(){for fe in dz(hh.into()
){on[fe&31]|=1<<hd;}}let mut block=[[0;32];6];for(hl,kx)in block.iter_mut().enumerate(){for ip in 1..32usize{let ml=ip&(ip-1);let fe=5*hl+(ip^ml).trailing_zeros()as usize
;kx[ip]=kx[ml]|on[fe&31];}}block}fn eb(rows:&[Row],cj:&[u64],mf:usize,al:usize,(ab,y,ba):(u64,u64,u64),br:u64,nk:&mut impl FnMut(u64,u64),){if al==mf{return nk(ab,br);}
let mut x=!(ab|y|ba|rows[al].h);while x!=0{let bj=x&x.wrapping_neg();x^=bj;let hh=br|cj[al*rows.len()+bj.trailing_zeros()as usize];if al+1==mf{nk(ab|bj,hh);}else{let co=
av(rows[al].en,bj,ab,y,ba);eb(rows,cj,mf,al+1,co,hh,nk);}}}fn ju(n:usize,al:usize,aj:usize)->u64{let bc=n/2;let bj=|fe:usize|match fe.checked_sub(bc){Some(at)if at<n-1=>1
<<at,_=>0};bj(al+aj)|bj(al+n-1-aj)<<(n-1)}fn ov(g:&Board)->(f64,f64){let rows=bm(g);let bc=g.n/2;(ez(&rows[..bc]),ez(&rows[bc..]))}fn ez(rows:&[Row])->f64{let az=|ak:
usize|f64::from(u8::from(ak+1==rows.len()));bv(AO,rows,&mut G::im(),az)}fn kn(n:usize)->f64{(0..n/2).fold(1.0,|ev,i|ev*(n-i)as f64/(i+1)as f64)}}mod ik{use super::ew::{hm
,fb};use super::{av,bm,Row};use crate::g::Board;use crate::au::G;use crate::dh::AO;fn ir(g:&Board)->Board{gs(g).0}fn gs(g:&Board)->(Board,f64){let lj=fm(g);let mut ir=(lj
,0);for u in 1..8{let ec=fm(&g.ej(u));if ec<ir.0{ir=(ec,u);}}if ir.0*1.5<lj{(g.ej(ir.1),ir.0)}else{(g.clone(),lj)}}fn fm(g:&Board)->f64{let hg=ec(g);if g.gr(){hg/2.0}else
{hg}}pub fn ec(g:&Board)->f64{eu(AO,&bm(g),&mut G::im())}pub fn eu(cx:usize,rows:&[Row],au:&mut G)->f64{bv(cx,rows,au,|_|1.0)}pub fn bv(cx:usize,rows:&[Row],au:&mut G,bd:
impl Fn(usize)->f64,)->f64{hm(cx,au,|_|((0,0u64,0u64,0u64),1.0),|&ja,au|{let(ak,ab,y,ba)=ja;let al=*rows.get(ak)?;let x=!(ab|y|ba|al.h);if x==0{return None;}let(ab,y,ba)=
av(al.en,fb(x,au),ab,y,ba);Some((x.count_ones(),(ak+1,ab,y,ba),bd(ak),))},)}}mod lq{use std::time::Instant;#[derive(Default)]pub struct CI;impl CI{pub fn lx<T>(&self,_:
usize,_:f64,_:T)->Option<Instant>{None}pub fn bd(&self,_:Option<Instant>,_:bool,_:f64)->f64{1.0}}}mod ce{use super::bn::{Jobs,I};use super::{ah,ct};pub enum H{CT(Jobs<I>)
,AG(Jobs<ah::D>),Meet(Jobs<ct::Meet>)}impl H{pub fn el(&self)->u64{match self{H::CT(bn)=>bn.el(),H::AG(bn)=>bn.el(),H::Meet(bn)=>bn.el()}}}impl From<Jobs<I>>for H{fn from
(bn:Jobs<I>)->H{H::CT(bn)}}impl From<Jobs<ah::D>>for H{fn from(bn:Jobs<ah::D>)->H{H::AG(bn)}}impl From<ct::Meet>for H{fn from(ct:ct::Meet)->H{let kj=ct.kj();H::Meet(Jobs
::new(ct,kj))}}}mod ms{use super::{av,ft,Row};pub const BE:&str="reference";pub fn gh(rows:&[Row],ak:usize,ab:u64,v:u64,o:u64)->u64{let count=pv::<false>(rows,ak,(ab,v,o)
,&mut 0);count.expect("an unbounded count ends")}pub fn bx(rows:&[Row],z:&mut u64)->Option<u64>{pv::<true>(rows,0,(0,0,0),z)}fn pv<const M:bool>(rows:&[Row],ak:usize,(ab,
v,o):(u64,u64,u64),z:&mut u64,)->Option<u64>{if ak>=rows.len(){return Some(1);}let az=rows.len()-1;let mut oc=[(0u64,0u64,0u64,0u64);64];let(mut ab,mut v,mut o)=(ab,v,o);
let mut x=!(ab|v|o|rows[ak].h);if ak==az{return Some(u64::from(x.count_ones()));}let mut ai=ak;let mut ap=0u64;loop{if x==0{if ai==ak{return Some(ap);}ai-=1;let jq=oc[ai]
;x=jq.0;ab=jq.1;v=jq.2;o=jq.3;continue;}if M&&!ft(z,2){return None;}let bj=x&x.wrapping_neg();x^=bj;let(eo,ep,dw)=av(rows[ai].en,bj,ab,v,o);let bs=!(eo|ep|dw|rows[ai+1].h
);if ai+1==az{ap+=u64::from(bs.count_ones());}else if bs!=0{oc[ai]=(x,ab,v,o);ai+=1;x=bs;ab=eo;v=ep;o=dw;}}}}mod rows{use crate::g::{ad,Board,Cell};#[derive(Clone,Copy)]
pub struct Row{pub h:u64,pub en:u32}pub fn bm(g:&Board)->Vec<Row>{let jb=!ad(g.n);g.h.iter().map(|&h|Row{h:h|jb,en:1}).collect()}pub fn hs(g:&Board,ao:&[Cell])->Vec<Row>{
let jb=!ad(g.n);let ps=ao.iter().fold(0,|rows,&(r,_)|rows|1<<r);fw(ad(g.n)&!ps,|r|{let nb=ao.iter().fold(0,|de,&fa|de|dy(fa,r));g.h[r]|jb|nb})}pub fn fw(rows:u64,h:impl
Fn(usize)->u64)->Vec<Row>{let mut jy:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kg=0;let mut y=rows;while y!=0{let r=y.trailing_zeros()as usize;y&=y-
1;if let Some(az)=jy.last_mut(){az.en=(r-kg)as u32;}jy.push(Row{h:h(r),en:1});kg=r;}jy}pub fn dy((mr,aj):Cell,r:usize)->u64{let dl=r.abs_diff(mr);let bj=|c:usize|1u64.
checked_shl(c as u32).unwrap_or(0);bj(aj)|bj(aj+dl)|aj.checked_sub(dl).map_or(0,bj)}#[inline(always)]pub fn ft(z:&mut u64,ay:u64)->bool{if*z<=ay{*z=0;return false;}*z-=ay
;true}#[inline(always)]pub fn av(en:u32,bj:u64,ab:u64,v:u64,o:u64)->(u64,u64,u64){(ab|bj,(v|bj)<<en,(o|bj)>>en,)}pub fn dz(mut de:u64)->impl Iterator<Item=usize>{std::
iter::from_fn(move||{(de!=0).then(||{let at=de.trailing_zeros()as usize;de&=de-1;at})})}}mod u{mod hc{use crate::g::{co,dg,ds,Cell};#[derive(Clone,Copy,PartialEq,Eq,
PartialOrd,Ord)]pub struct BQ{bc:usize,ar:usize,y:usize,ba:usize}impl BQ{pub fn ao(&self,n:usize)->[Cell;4]{[(0,self.bc),(n-1,self.ar),(self.y,0),(self.ba,n-1)]}fn mo(n:
usize,ao:&[Cell;4])->BQ{let m=n-1;let on=|am:&dyn Fn(Cell)->bool,lf:&dyn Fn(Cell)->usize|{ao.iter().copied().find(|&q|am(q)).map_or(usize::MAX,lf)};BQ{bc:on(&|(r,_)|r==0,
&|(_,c)|c),ar:on(&|(r,_)|r==m,&|(_,c)|c),y:on(&|(_,c)|c==0,&|(r,_)|r),ba:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hu(&self,n:usize)->[usize;8]{let m=n-1;let nv=|dl:usize|m-dl;[self
.bc,nv(self.bc),self.ar,nv(self.ar),self.y,nv(self.y),self.ba,nv(self.ba)]}pub fn gv(&self,n:usize)->bool{let jf=self.hu(n);let kw=jf.iter().copied().min().unwrap_or(0);
kw>0&&jf.iter().filter(|&&d|d==kw).count()>1}}pub fn mb(n:usize)->Vec<(BQ,u64)>{let mut cf=Vec::new();for bc in 0..n{for ar in 0..n{for y in 0..n{for ba in 0..n{let hc=BQ
{bc,ar,y,ba};let ao=hc.ao(n);if ao.iter().any(|&a|ao.iter().any(|&b|co(a,b))){continue;}let di=|u|{let jp=ao.map(|q|ds(n,u,q));BQ::mo(n,&jp)};if let Some(fg)=dg(0..8,hc,
di){cf.push((hc,fg));}}}}}cf}}use super::hs;use super::{dy,Row};use crate::g::{ad,Board,Cell};pub const BE:&str="symmetry";pub fn it(n:usize)->(Vec<Vec<Row>>,Vec<u64>){ea
(n).into_iter().map(|fk|(ld(&fk),fk.bd)).unzip()}fn ld(fk:&Class)->Vec<Row>{hs(&fk.g,&fk.ao)}pub struct Class{pub g:Board,pub ao:Vec<Cell>,pub bd:u64}pub fn ea(n:usize)->
Vec<Class>{if n<5{return vec![Class{g:Board::fr(n),ao:Vec::new(),bd:1}];}let m=n-1;let all=ad(n);let nn=|aj:usize|all&!(1u64<<aj);let mut ea=Vec::new();for k in 2..m{let
mut g=Board::fr(n);g.h[0]=nn(0);g.h[1]=nn(k);for al in&mut g.h[2..=k]{*al|=1<<1;}ea.push(Class{g,ao:Vec::new(),bd:8});}let pr=1u64|1u64<<m;let mut a=1;while a<m-a{let mut
g=Board::fr(n);g.h[0]=nn(a);for(r,al)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*al|=pr;}}let hq=(1u64<<(a+1))-1;g.h[m]|=hq|hq<<(m-a);ea.push(Class{g,ao:Vec::
new(),bd:8});a+=1;}for(hc,bd)in hc::mb(n){if hc.gv(n){let ao=hc.ao(n).to_vec();ea.push(Class{g:ls(n,&ao),ao,bd});}}ea}fn ls(n:usize,ao:&[Cell])->Board{let all=ad(n);let
mut g=Board::fr(n);for(r,al)in g.h.iter_mut().enumerate(){*al=match ao.iter().find(|fa|fa.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ao.iter().fold(0,|de,&q|de|dy(q,r))&
all}};}g}}pub use self::id::Y;pub use self::lh::{du,bw};pub use self::ms::{gh,bx};pub use self::rows::*;}mod pu{use crate::g::A;use crate::gk::Dialect;pub const CV:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BZ{pub be:Dialect,pub fx:usize,pub dc:Vec<usize>}pub fn parse(args:&[String])->Result
<Option<BZ>,String>{let mut cc=BZ{be:Dialect::default(),fx:0,dc:Vec::new()};let mut args=args.iter();while let Some(ks)=args.next(){let(fy,ow)=match ks.split_once('='){
Some((fy,dd))if ks.starts_with("--")=>(fy,Some(dd.to_string())),_=>(ks.as_str(),None)};let mut dd=|qn:&str|{(ow.clone().or_else(||args.next().cloned())).ok_or_else(||
format!("option '{}' needs {}",fy,qn))};match fy{"-h"|"--help"=>return Ok(None),"--list"=>{let bi=dd("a number of solutions")?;cc.fx=bi.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",fy,bi)})?;}"--dialect"=>{cc.be=Dialect::pp(&dd("a value: luogu, uva11195 or cses1624")?)?}_ if fy.starts_with('-')&&fy.len(
)>1=>{return Err(format!("unknown option '{}'",ks))}_=>match ks.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>cc.dc.push(n),_=>{let bp="N must be an integer from 1 to";
return Err(format!("{} {}, found '{}'",bp,A,ks));}}}}Ok(Some(cc))}}mod pc{use crate::g::Board;use crate::count::jr::BM;use crate::count::Y;use crate::fx::fl;use crate::cw
::O;use crate::aw::{cn,BO,B,AE};use std::io::Write;pub struct AD{pub jr:BM,cw:O}impl AD{pub fn new()->AD{AD{jr:BM::new(Y),cw:O::new()}}}impl<W:Write>BO<W>for AD{fn lc(&
mut self,aw:&mut AE<W>,g:Board)->Result<(),B>{aw.gg+=1;let fp=self.cw.get(&g);let cd=&mut aw.cd;let fx=cd.format.fx;fl(&g,fx,&mut|an|cd.bu(an)).map_err(cn)?;let(count,fd)
=match fp{Some(count)=>(count,false),None=>self.jr.count(&g).lg()};self.cw.qd(&g,count);(cd.count(aw.gg,count,fd)).map_err(cn)}}}use cd::Format;use std::io;fn main(){let
mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let cc=match pu::parse(&args
){Ok(Some(cc))=>cc,Ok(None)=>{print!("{}",pu::CV);return;}Err(bp)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bp);std::process::exit(2);}};let format=
Format{be:cc.be,fx:cc.fx,..Format::default()};let stdout=io::stdout();let jh=io::BufWriter::new(stdout.lock());let mut aw=aw::AE{cd:cd::BJ{jh,format},gg:0};let mut dq=pc
::AD::new();let da=stdin::mw(&cc.dc,cc.be,|dc,gg|{dq.jr.lp(dc);aw::me(&mut aw,gg,&mut dq).unwrap_or(aw::B::CG)});std::process::exit(da.pe());}

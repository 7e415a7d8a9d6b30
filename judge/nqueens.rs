// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub n:usize,pub h:Vec<u64>}impl Board{pub fn new(n:usize,h:Vec<u64>)
->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fr(n:usize)->Board{assert!((1..=A).contains(&n),"a board has 1 to {} rows, not {}"
,A,n);Board::new(n,vec![0;n])}pub fn gl(&self)->bool{self.h.iter().all(|&al|al==0)}pub fn cr(&self)->usize{self.h.iter().map(|al|al.count_ones()as usize).sum()}pub fn ej(
&self,u:usize)->Board{let an=if CM>>u&1==1{self.an()}else{Vec::new()};Board::new(self.n,self.di(u,&an))}fn iq(&self)->AR{let an=self.an();let cq=(0..8).filter(|&s|self.di
(s,&an)==self.h);AR(cq.fold(0,|hl,s|hl|1<<s))}pub fn gr(&self)->bool{self.di(CS,&[])==self.h}fn an(&self)->Vec<u64>{let mut kj=[0u64;64];kj[..self.n].copy_from_slice(&
self.h);transpose(&mut kj);kj[..self.n].to_vec()}fn di(&self,u:usize,an:&[u64])->Vec<u64>{let n=self.n;let pe=if CM>>u&1==1{an}else{&self.h};let pa=BI>>u&1==1;let mut
rows:Vec<u64> =pe.iter().map(|&al|if pa{np(al,n)}else{al}).collect();if CC>>u&1==1{rows.reverse();}rows}}#[derive(Clone,Copy,PartialEq,Eq)]struct AR(pub u8);impl AR{fn
contains(self,u:usize)->bool{self.0>>u&1==1}fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|&s|self.contains(s))}}const CM:u8=1<<1|1<<3|1<<6|1<<7;const BI:u8=
1<<1|1<<2|1<<4|1<<7;const CC:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(usize),AA(usize)}impl Line{pub fn dk(self,at:usize)->Cell{match
self{Line::Row(r)=>(r,at),Line::AA(c)=>(at,c)}}fn contains(self,(al,aj):Cell)->bool{match self{Line::Row(r)=>al==r,Line::AA(c)=>aj==c}}pub fn ej(self,n:usize,u:usize)->
Line{let(r,c)=ds(n,u,self.dk(0));if ds(n,u,self.dk(1)).0==r{Line::Row(r)}else{Line::AA(c)}}}pub fn cn(a:Cell,b:Cell)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.
0+a.1==b.0+b.1)}const CS:usize=4;pub fn ds(n:usize,u:usize,(r,c):Cell)->Cell{let m=n-1;match u{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),
_=>(m-c,m-r)}}pub fn dg<K:Ord+Copy>(iq:impl Iterator<Item=usize>,nw:K,di:impl Fn(usize)->K,)->Option<u64>{let mut fg=[nw;8];let mut ce=0;for u in iq{let jq=di(u);if jq<nw
{return None;}fg[ce]=jq;ce+=1;}let fg=&mut fg[..ce];fg.sort_unstable();Some(1+fg.windows(2).filter(|pb|pb[0]!=pb[1]).count()as u64)}fn np(dz:u64,n:usize)->u64{dz.
reverse_bits()>>(64-n)}fn transpose(rows:&mut[u64;64]){let mut dj=32;let mut oz:u64=0x0000_0000_FFFF_FFFF;while dj!=0{let mut k=0;while k<64{let swap=((rows[k]>>dj)^rows[
k+dj])&oz;rows[k]^=swap<<dj;rows[k+dj]^=swap;k=(k+dj+1)&!dj;}dj>>=1;oz^=oz<<dj;}}pub fn ad(n:usize)->u64{u64::MAX>>(64-n)}}mod gk{use crate::g::{Board,A};#[derive(Clone,
Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CL,BF,AQ}impl Dialect{pub fn pq(fy:&str)->Result<Dialect,String>{match fy{"luogu"=>Ok(Dialect::CL),"uva11195"=>Ok(
Dialect::BF),"cses1624"=>Ok(Dialect::AQ),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",fy))}}fn ii(self)->u8{match self{Dialect::CL=>b'.',
Dialect::BF|Dialect::AQ=>b'*'}}}pub struct F{pub am:usize,pub aj:usize,pub bo:String}struct AZ<'a>{bh:&'a[u8],af:usize,am:usize,bj:usize}pub struct AW<'a>{bp:&'a[u8],bd:
Dialect,go:usize,am:usize,bj:usize,gj:bool}impl<'a>AW<'a>{pub fn new(bp:&'a[u8],bd:Dialect)->AW<'a>{AW{bp,bd,go:0,am:1,bj:0,gj:false}}pub fn mm(&mut self)->Result<Option<
Board>,F>{if self.gj{return Ok(None);}if self.bd==Dialect::AQ{return match self.jj(){Some(_)=>self.ia(8).map(Some),None=>Ok(None)};}let ac=match self.ij(){Some(ac)=>ac,
None=>{self.gj=true;return Ok(None);}};let n=self.la(&ac)?;if n==0{self.gj=true;return Ok(None);}match self.jj(){Some(b'*')|Some(b'.')=>self.ia(n).map(Some),_=>Ok(Some(
Board::fr(n)))}}pub fn ks(&self,db:&mut[u32]){let mz=self.bp[self.go..].split(u8::is_ascii_whitespace).filter(|ac|!ac.is_empty());if self.bd==Dialect::AQ{if let Some(ot)=
db.get_mut(8){*ot+=(mz.count()/8)as u32;}return;}for ac in mz{if iy(ac[0]){continue;}if!ac.iter().all(u8::is_ascii_digit)||ac.len()>2{return;}match ac.iter().fold(0,|n,&d
|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=db.get_mut(n){*count+=1;}}}}}fn la(&self,ac:&AZ)->Result<usize,F>{self.ic(ac)?;if!ac.bh.iter().all(u8::
is_ascii_digit){return Err(self.ff(ac,ac.af,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,pc(ac.bh)),));}let dd=ac.bh.iter().fold(0u64,|
qq,&pn|{qq.saturating_mul(10).saturating_add(u64::from(pn-b'0'))});if dd>A as u64{return Err(self.ff(ac,ac.af,format!("board size {} is too large: {} is the maximum",
String::from_utf8_lossy(ac.bh),A),));}Ok(dd as usize)}fn ia(&mut self,n:usize)->Result<Board,F>{let mut h=Vec::with_capacity(n);for al in 0..n{let ac=match self.ij(){Some
(ac)=>ac,None=>return Err(self.jw(al,n))};match nq(ac.bh,n,self.bd.ii()){Some(de)=>h.push(de),None=>return Err(self.mt(&ac,al,n))}}Ok(Board::new(n,h))}fn mt(&self,ac:&AZ,
al:usize,n:usize)->F{if let Err(e)=self.ic(ac){return e;}if let Some(aj)=(ac.bh.iter()).position(|&dk|!iy(dk)){let at=ac.af+aj;let ce=match fu(self.bp,at){Some((c,_))=>
format!("{:?}",c),None=>format!("byte 0x{:02X}",ac.bh[aj])};return self.ff(ac,at,format!("row {} of {}: found {}, expected '*' or '.'",al+1,n,ce),);}self.ff(ac,ac.af,
format!("row {} of {} has {} cells, expected {}",al+1,n,ac.bh.len(),n),)}fn ic(&self,ac:&AZ)->Result<(),F>{if ac.bh.is_ascii(){return Ok(());}let mf=ac.af+ac.bh.len();let
mut at=ac.af;while at<mf{match fu(self.bp,at){Some((_,len))=>at+=len,None=>{return Err(self.ff(ac,at,format!("byte 0x{:02X} is not valid UTF-8",self.bp[at]),))}}}Ok(())}
fn fs(&mut self){while let Some(&jt)=self.bp.get(self.go){if!jt.is_ascii_whitespace(){break;}self.go+=1;if jt==b'\n'{self.am+=1;self.bj=self.go;}}}fn jj(&mut self)->
Option<u8>{self.fs();self.bp.get(self.go).copied()}fn ij(&mut self)->Option<AZ<'a>>{self.fs();let af=self.go;let hb=&self.bp[af..];let len=hb.iter().position(u8::
is_ascii_whitespace).unwrap_or(hb.len());if len==0{return None;}self.go+=len;Some(AZ{bh:&hb[..len],af,am:self.am,bj:self.bj})}fn ff(&self,ac:&AZ,at:usize,bo:String)->F{F{
am:ac.am,aj:dn(self.bp,ac.bj,at),bo}}fn jw(&self,mv:usize,n:usize)->F{F{am:self.am,aj:dn(self.bp,self.bj,self.bp.len()),bo:format!("input ended after {} of {} board rows"
,mv,n)}}}fn nq(bh:&[u8],n:usize,lj:u8)->Option<u64>{if bh.len()!=n{return None;}let(mut de,mut ib)=(0u64,true);for(aj,&dk)in bh.iter().enumerate(){de|=u64::from(dk==lj)<<
aj;ib&=iy(dk);}ib.then_some(de)}fn iy(jt:u8)->bool{jt==b'*'||jt==b'.'}fn fu(bp:&[u8],at:usize)->Option<(char,usize)>{let len=match bp[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,
0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let nt=bp.get(at..at+len)?;let bh=std::str::from_utf8(nt).ok()?;bh.chars().next().map(|c|(c,len))}fn dn(bp:&[u8],bj:usize,at
:usize)->usize{let mut aj=1;let mut go=bj;while go<at{go+=fu(bp,go).map_or(1,|(_,len)|len);aj+=1;}aj}fn pc(bh:&[u8])->String{const CK:usize=24;let bh=String::
from_utf8_lossy(bh);if bh.chars().count()>CK{let qd:String=bh.chars().take(CK).collect();format!("{:?}...",qd)}else{format!("{:?}",bh)}}}mod fx{use crate::g::ad;use crate
::g::Board;use crate::count::{av,bl,Row};pub fn fl<E>(g:&Board,nx:usize,nj:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct CU<'a,E>{rows:Vec<Row>,mk:u64,oa:
bool,kf:Vec<usize>,y:usize,nj:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>CU<'_,E>{fn bn(&mut self,cn:(u64,u64,u64))->Result<(),E>{let ak=self.kf.len();if ak==self.
rows.len(){self.y-=1;return(self.nj)(&self.kf);}let(ab,v,o)=cn;let mut x=!(ab|v|o|self.rows[ak].h);while x!=0&&self.y>0{let bi=x&x.wrapping_neg();x^=bi;let next=av(self.
rows[ak].en,bi,ab,v,o);if self.oa&&!self.pj(ak+1,next){continue;}self.kf.push(bi.trailing_zeros()as usize);self.bn(next)?;self.kf.pop();}Ok(())}fn pj(&self,ak:usize,(ab,v
,o):(u64,u64,u64))->bool{let mut jk=0;for(dl,al)in self.rows[ak..].iter().enumerate(){let x=!(ab|v<<dl|o>>dl|al.h);if x==0{return false;}jk|=x;}let ig=self.mk&!ab;jk&ig==
ig}}if nx==0{return Ok(());}let mut lz=CU{rows:bl(g),mk:ad(g.n),oa:!g.gl(),kf:Vec::with_capacity(g.n),y:nx,nj};lz.bn((0,0,0))}}mod mp{use std::sync::atomic::{AtomicBool,
Ordering};use std::sync::{Arc,Mutex,PoisonError};pub struct Once<T>{gf:AtomicBool,dd:Mutex<Option<Arc<T>> >}impl<T>Default for Once<T>{fn default()->Once<T>{Once{gf:
AtomicBool::new(false),dd:Mutex::new(None)}}}impl<T>Once<T>{pub fn get(&self)->Option<Arc<T>>{match self.gf.load(Ordering::Acquire){true=>self.dd.lock().ok()?.clone(),
false=>None}}pub fn ka(&self,fj:impl FnOnce()->T)->Arc<T>{let gf=self.get().unwrap_or_else(||Arc::new(fj()));let mut dd=self.dd.lock().unwrap_or_else(PoisonError::
into_inner);self.gf.store(true,Ordering::Release);dd.get_or_insert(gf).clone()}}}mod cb{use crate::gk::Dialect;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub
struct Format{pub bd:Dialect,pub fx:usize,pub qr:usize,pub time:bool,pub ec:bool}pub struct BJ<W:Write>{pub ji:W,pub format:Format}impl<W:Write>BJ<W>{pub fn bt(&mut self,
an:&[usize])->io::Result<()>{let an:Vec<String> =an.iter().map(|c|(c+1).to_string()).collect();writeln!(self.ji,"{}",an.join(" "))}pub fn count(&mut self,ld:usize,count:
u64,fd:bool)->io::Result<()>{if self.format.bd==Dialect::BF{write!(self.ji,"Case {}: ",ld)?;}writeln!(self.ji,"{}",count)?;if fd{self.ji.flush()?;}Ok(())}}pub fn ei(av:&
str,bo:&str){eprintln!("nqueens: error: {}: {}",av,bo);}}mod cv{use crate::g::{Board,A};use std::sync::atomic::{AtomicU64,Ordering};#[derive(Default)]struct OnceCount(
AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}fn ki(&self,count:u64){self.0.store(count.wrapping_add(1),Ordering
::Relaxed);}}pub struct O([OnceCount;A+1]);impl O{pub fn new()->O{O(std::array::from_fn(|_|OnceCount::default()))}pub fn get(&self,g:&Board)->Option<u64>{match g.gl(){
true=>self.0[g.n].get(),false=>None}}pub fn qe(&self,g:&Board,count:u64){if g.gl(){self.0[g.n].ki(count);}}}}mod au{pub struct G(pub u64);impl G{pub fn im()->G{G(
0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hk(&mut self,pk:usize)->usize{(self.next()%pk as u64)
as usize}}}mod stdin{use crate::g::{Board,A};use crate::gk::{Dialect,AW};use crate::aw::{CB,B};use std::io::{self,Read};pub fn mw(db:&[usize],bd:Dialect,px:impl FnOnce(&[
u32],&mut CB)->B,)->B{let mut eh=[0;A+1];if!db.is_empty(){return px(&eh,&mut db.iter().map(|&n|Ok(Board::fr(n))));}let mut gk=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut gk){eprintln!("nqueens: error: cannot read standard input: {}",e);return B::BV;}let mut mq=AW::new(&gk,bd);mq.ks(&mut eh);px(&eh,&mut std::iter::from_fn(
||mq.mm().transpose()),)}}mod dh{pub const AT:u64=9;pub const AF:u64=20;pub const AO:usize=256;pub const AN:usize=64;pub const BC:f64=32.0;pub const AX:usize=16;pub const
U:f64=4.0;pub const AU:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BR:f64=0.15;pub const AC:f64=0.3;pub const AS:u64=4<<20;pub const BA:f64=
0.125;pub const BK:f64=0.25;pub const AM:f64=4.0;pub const BS:f64=4.0;pub const AH:f64=80.0;pub const BH:f64=1.5;pub const BB:u64=96<<20;pub const AB:usize=8;pub const J:
usize=8;pub const P:usize=32;pub const V:u32=4;pub const AV:usize=10;pub const BX:usize=64;pub const AJ:u64=2;const CH:usize=4096;}mod aw{use crate::g::Board;use crate::
gk::F;use crate::cb::{self,BJ};use std::io::{self,Write};pub enum B{CG,BV,BL,BD(io::Error)}impl B{pub fn pf(self)->i32{match self{B::CG|B::BL=>0,B::BV=>1,B::BD(e)=>{
eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CB<'a> =dyn Iterator<Item=Result<Board,F>>+'a;pub trait BO<W:Write>{fn ld(&mut self,aw:&mut
AE<W>,g:Board)->Result<(),B>;fn drain(&mut self,_writer:&mut AE<W>)->Result<(),B>{Ok(())}fn gi(&mut self,aw:&mut AE<W>)->B{aw.ou()}fn lm(&self)->bool{false}}pub fn me<W:
Write,C:BO<W>>(aw:&mut AE<W>,gg:&mut CB,dq:&mut C,)->Option<B>{loop{if dq.lm(){return None;}let cz=match gg.next(){Some(Ok(g))=>match dq.ld(aw,g){Ok(())=>continue,Err(cz)
=>cz},Some(Err(ei))=>match dq.drain(aw){Ok(())=>aw.ma(&ei),Err(cz)=>cz},None=>match dq.drain(aw){Ok(())=>dq.gi(aw),Err(cz)=>cz}};return Some(cz);}}pub struct AE<W:Write>{
pub cb:BJ<W>,pub gg:usize}impl<W:Write>AE<W>{fn ma(&mut self,ei:&F)->B{let av=format!("line {}, column {}",ei.am,ei.aj);self.qa(&av,&ei.bo)}fn qa(&mut self,av:&str,bo:&
str)->B{if let Err(e)=self.cb.ji.flush(){return cm(e);}cb::ei(av,bo);B::BV}fn ou(&mut self)->B{match self.cb.ji.flush(){Ok(())=>B::CG,Err(e)=>cm(e)}}}pub fn cm(ei:io::
Error)->B{if ei.kind()==io::ErrorKind::BrokenPipe{B::BL}else{B::BD(ei)}}}mod count{pub mod js{use super::id::Y;use super::filter::{self,Filter};use super::jc::CI;use
super::cc::H;use super::{bw,ah,bl};use crate::g::Board;use crate::mp::Once;use crate::dh::{BA,BK,AM,AX,U};use std::sync::atomic::{AtomicBool,AtomicI64,AtomicU32,AtomicU64
,Ordering::Relaxed};use std::sync::Arc;pub enum S{CJ{count:u64,by:By},H{cc:H,ay:Option<f64>}}#[derive(Clone,Copy)]pub enum By{CR,AG,BW,Filter,DA}#[derive(Default)]pub
struct BM{kw:[Once<Filter>;filter::A+1],ng:[AtomicBool;filter::A+1],eh:[AtomicU32;filter::A+1],fz:[AtomicU32;filter::A+1],cx:[AtomicU64;filter::A+1],il:[[AtomicI64;4];
filter::A+1],jc:CI,hn:Y}impl BM{pub fn new(hn:Y)->BM{BM{hn,..Default::default()}}pub fn lq(&self,db:&[u32]){for(eh,&count)in self.eh.iter().zip(db){eh.store(count,Relaxed
);}}pub fn count(&self,g:&Board)->S{let n=g.n;if g.gl(){return fd(self.hn.fr(n));}if let Some(fz)=self.fz.get(n){fz.fetch_add(1,Relaxed);}let ho=lv(n);if let Some(filter)
=self.filter(n){return self.qj(&filter,g,ho);}let mut y=ho as u64;let lx=self.jc.lx(n,ho,self.cx.get(n));let ax=gp(g,&mut y);let ah=matches!(ax,Ok((_,By::AG))|Err(Some(_)
));let dc=self.jc.kt(lx,ho-y as f64,ah);let cj=match ax{Ok((count,by))=>{self.mx(g,dc,0.0);return fp(count,by);}Err(cj)=>cj};if self.jd(g,dc,0.0){if let Some(filter)=self
.fj(n){return fp(filter.count(g),By::Filter);}}let fv=|ay,ah|self.jd(g,dc,self.jc.od(ay,ah));let(cc,ay)=self.hn.cc(g,cj,&fv);let da=self.jc.od(ay,matches!(cc,H::AG(_)));
if let Some(filter)=self.mx(g,dc,da){return fp(filter.count(g),By::Filter);}fd((cc,ay))}fn qj(&self,filter:&Filter,g:&Board,ho:f64)->S{let oj=4*g.cr()/(g.n*g.n+1);let il=
&self.il[g.n][oj];let ee=filter.jl(g);if(il.load(Relaxed)as f64)< -ee*AM{return fp(filter.count(g),By::Filter);}let z=(ee*BK).min(ho)as u64;let mut y=z;if let Ok((count,
by))=gp(g,&mut y){il.fetch_add(ee as i64-(z-y)as i64,Relaxed);return fp(count,by);}il.fetch_sub(z as i64,Relaxed);fp(filter.count(g),By::Filter)}fn filter(&self,n:usize)
->Option<Arc<Filter>>{self.kw.get(n)?.get()}fn mx(&self,g:&Board,dc:f64,da:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::A||!self.jd(g,dc,da){if let Some(cx)=self.cx.
get(n){cx.fetch_add((dc+da)as u64,Relaxed);}return None;}let filter=self.fj(n)?;(da>0.0).then_some(filter)}fn fj(&self,n:usize)->Option<Arc<Filter>>{if self.ng[n].swap(
true,Relaxed){return None;}Some(self.kw[n].ka(||Filter::new(n)))}fn jd(&self,g:&Board,dc:f64,da:f64)->bool{let n=g.n;if n>filter::A{return false;}let cx=self.cx[n].load(
Relaxed)as f64+dc+da;let fj=Filter::lb(n);if cx<fj*BA{return false;}let fz=self.fz[n].load(Relaxed).max(1);let hp=match self.eh[n].load(Relaxed){0=>fz,eh=>eh.
saturating_sub(fz)};let(fz,hp)=(f64::from(fz),f64::from(hp));let er=da+cx/fz*hp;let my=if da>0.0{1.0}else{0.0};let mh=Filter::lp(g);er>fj&&er>fj+mh*(hp+my+AM)}}fn fp(
count:u64,by:By)->S{S::CJ{count,by}}fn fd((cc,ay):(H,f64))->S{S::H{cc,ay:Some(ay)}}impl S{pub fn lh(self)->(u64,bool){match self{S::CJ{count,..}=>(count,false),S::H{cc,..
}=>(cc.el(),true)}}}fn lv(n:usize)->f64{use crate::dh::{AO,BC};U*(AO*n)as f64*BC}fn gp(g:&Board,z:&mut u64,)->Result<(u64,By),Option<ah::L>>{let rows=bl(g);let ly=(AX*g.n
)as u64;if*z<=ly*(1+U as u64){let count=bw(&rows,z).ok_or(None)?;return Ok((count,By::CR));}let mut y=ly;if let Some(count)=bw(&rows,&mut y){*z-=ly-y;return Ok((count,By
::CR));}*z-=ly;if ah::jd(g){let bf=ah::D::new(g);let count=bf.ju(z).map_err(Some)?;Ok((count,By::AG))}else{let count=super::bv(&rows,z).ok_or(None)?;Ok((count,By::BW))}}}
mod id{use super::bm::{gq,BN,Jobs,I};use super::cs::Meet;use super::cc::H;use super::{ah,li,ik,bl};use crate::g::Board;use crate::dh::{AT,AN};#[derive(Default)]pub struct
Y;impl Y{pub fn fr(&self,n:usize)->(H,f64){(gq(n).into(),0.0)}pub fn cc(&self,g:&Board,ax:Option<ah::L>,fv:&dyn Fn(f64,bool)->bool,)->(H,f64){let(cc,er):(H,f64)=if ah::jd
(g){let bf=ah::D::new(g);let ay=bf.dv(AN,AT as f64);match ax{Some(ax)=>{let hb=ax.ol(ay);(Jobs::om(bf,ax).into(),hb)}None=>{let af=bf.af();(Jobs::new(bf,vec![(af,1)]).
into(),ay)}}}else{let rows=vec![bl(g)];let cc=I::cc(li::BE,BN::BW,rows,vec![1]);(cc.into(),ik::ec(g))};match Meet::dv(g).filter(|&cs|cs<er){Some(cs)if!fv(cs,false)=>(Meet
::new(g).into(),cs),Some(cs)=>(cc,cs),None=>(cc,er)}}}}mod ah{use super::ik::eu;use super::ew::{hm,fb};use super::Row;use super::{dz,fw};use crate::g::{ad,Board,Cell,Line
};use crate::au::G;use crate::dh::{J,V,AV,P};pub const BE:&str="dynamic";pub struct D{pub n:usize,bg:[u64;64],dt:[u64;64],bs:ey::AK}#[derive(Clone,Copy)]pub struct
Partial{ag:u64,be:u64,gn:u128,co:u128,ed:u128}impl Partial{fn ag(&self)->usize{self.ag.count_ones()as usize}}enum Choice{CO,BU,BG(Line,u64)}pub fn jd(g:&Board)->bool{let
n=g.n;let jn=match n<=ey::A{true=>P,false=>J};g.cr()*jn>n*n}impl D{pub fn new(g:&Board)->D{let n=g.n;let all=ad(n);let mut bg=[0u64;64];let mut dt=[0u64;64];for(r,&al)in
g.h.iter().enumerate(){bg[r]=!al&all;for(c,rows)in dt.iter_mut().enumerate().take(n){*rows|=(bg[r]>>c&1)<<r;}}D{n,bg,dt,bs:ey::AK::new(n)}}pub fn af(&self)->Partial{
Partial{ag:ad(self.n),be:ad(self.n),gn:0,co:0,ed:0}}fn ex(&self,p:&Partial,am:Line)->u64{let m=self.n-1;match am{Line::Row(r)=>{let gn=(p.gn>>r)as u64;let ed=(p.ed>>(m-r)
)as u64;self.bg[r&63]&p.be&!gn&!ed}Line::AA(c)=>{let gn=(p.gn>>c)as u64;let co=(p.co>>(m-c))as u64;self.dt[c&63]&p.ag&!gn&!co}}}fn os(&self,p:&Partial,mu:bool)->Choice{
let an=if mu{0}else{p.be};cf(p.ag,an,|am|self.ex(p,am))}fn pi(&self,y:&mut Vec<Partial>,ao:&[Cell],hy:impl Iterator<Item=Cell>,){for p in y.iter_mut(){*p=ao.iter().fold(*
p,|p,&fa|self.av(&p,fa));}let af=self.af();y.extend(hy.map(|dk|self.av(&af,dk)));}pub fn av(&self,p:&Partial,(r,c):Cell)->Partial{Partial{ag:p.ag&!(1u64<<r),be:p.be&!(
1u64<<c),gn:p.gn|1u128<<(r+c),co:p.co|1u128<<(r+self.n-1-c),ed:p.ed|1u128<<(c+self.n-1-r)}}pub fn eg(&self,p:&Partial)->Vec<Row>{fw(p.ag,|r|!self.ex(p,Line::Row(r)))}pub
fn dv(&self,cw:usize,mn:f64)->f64{if self.n<=ey::A{return self.kr(cw);}let cg=|_:&mut G|(Some(self.af()),1.0);hm(cw,&mut G::im(),cg,|ja,au|{let p=ja.as_ref()?;match self.
os(p,false){Choice::BG(_,x)if mi(x,p.ag)=>{let ll=eu(1,&self.eg(p),au);Some((1,None,ll))}Choice::BG(am,x)=>{let at=fb(x,au).trailing_zeros()as usize;Some((x.count_ones(),
Some(self.av(p,am.dk(at))),mn,))}Choice::CO|Choice::BU=>None}})}pub fn count(&self,p:Partial)->u64{if self.n<=ey::A{return self.kp(&p);}self.iv(p)}pub fn ju(&self,z:&mut
u64)->Result<u64,L>{match self.n<=ey::A{true=>self.kv(D::gu,z),false=>self.kv(D::gb,z)}}fn kv(&self,core:BY,z:&mut u64)->Result<u64,L>{let dc=*z;let mut y=Vec::new();let
dp=core(self,z,&mut y);match*z{0=>Err(L{dp,y,dc}),_=>Ok(dp)}}}type BY=fn(&D,&mut u64,&mut Vec<Partial>)->u64;pub struct L{pub dp:u64,pub y:Vec<Partial>,dc:u64}impl L{pub
fn ol(&self,ay:f64)->f64{(ay-self.dc as f64).max(0.0)}}mod ey{use super::{Partial,D};use crate::g::Cell;use crate::count::{dz,ft};use crate::dh::AF;pub const A:usize=16;
const LANES:usize=2*A;static CN:[[u16;LANES];A*A]=cn();const fn cn()->[[u16;LANES];A*A]{let mut ci=[[0u16;LANES];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut
am=0;while am<A{ci[r*A+c][am]=gw(r,c,am);ci[r*A+c][A+am]=gw(c,r,am);am+=1;}c+=1;}r+=1;}ci}const fn gw(r:usize,c:usize,am:usize)->u16{if am==r{return!(1<<c);}let jo=am.
abs_diff(r);let mut j=1u16<<c;if c+jo<A{j|=1<<(c+jo);}if c>=jo{j|=1<<(c-jo);}j}static CQ:[[u16;LANES];LANES]=jm();const fn jm()->[[u16;LANES];LANES]{let mut ci=[[0u16;
LANES];LANES];let mut ae=0;while ae<LANES{ci[ae][ae]=u16::MAX;ae+=1;}ci}#[derive(Clone,Copy)]pub struct AL{j:[u16;LANES],ck:[u16;LANES]}pub struct AK{hw:[i16;LANES],ae:[
u8;LANES]}impl AK{pub fn new(n:usize)->AK{let mut ey:Vec<usize> =(0..LANES).collect();let kq=|ae:usize|(2*(ae%A)).abs_diff(n.saturating_sub(1));ey.sort_by_key(|&ae|(kq(ae
),ae%A,ae/A));let mut bs=AK{hw:[0;LANES],ae:[0;LANES]};for(hw,&ae)in ey.iter().enumerate(){bs.hw[ae]=hw as i16;bs.ae[hw]=ae as u8;}bs}}const CP:i16=1<<14;impl AL{fn of(bf
:&D,p:&Partial)->AL{let mut ef=AL{j:[u16::MAX;LANES],ck:[u16::MAX;LANES]};for r in dz(p.ag){ef.j[r]=bf.ex(p,crate::g::Line::Row(r))as u16;ef.ck[r]=0;}for c in dz(p.be){ef
.j[A+c]=bf.ex(p,crate::g::Line::AA(c))as u16;ef.ck[A+c]=0;}ef}#[inline(always)]fn cf(&self,bs:&AK)->(usize,u16){let mut fq=i16::MAX;for ae in 0..LANES{let ck=(self.ck[ae]
&CP as u16)as i16;let nw=((self.j[ae].count_ones()as i16)<<6|bs.hw[ae])+ck;fq=fq.min(nw);}let ae=usize::from(bs.ae[(fq&31)as usize])&(LANES-1);(ae,self.j[ae])}#[inline(
always)]fn jy(&self,bs:&AK)->Option<usize>{let mut fq=i16::MAX;for ae in 0..LANES{let j=self.j[ae];let qg=i16::from(j&j.wrapping_sub(1)!=0);fq=fq.min(bs.hw[ae]|qg<<6);}(
fq<64).then(||usize::from(bs.ae[fq as usize&(LANES-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn av(&self,ae:usize,at:usize)->Option<AL>{let(r,c)=fa(ae,
at);let cn=&CN[(r*A+c)&(A*A-1)];let(al,aj)=(&CQ[r&(A-1)],&CQ[A+(c&(A-1))]);let mut next=AL{j:[0;LANES],ck:[0;LANES]};let mut ig=0u16;for ae in 0..LANES{let ck=self.ck[ae]
|al[ae]|aj[ae];let j=self.j[ae]&!cn[ae]|ck;next.j[ae]=j;next.ck[ae]=ck;ig|=u16::from(j==0);}(ig==0).then_some(next)}#[inline(always)]fn gz(&mut self,bs:&AK,rows:&mut u32)
->bool{while*rows>=2{let ae=match self.jy(bs){Some(ae)=>ae,None=>break};let at=self.j[ae].trailing_zeros()as usize;*self=match self.av(ae,at){Some(next)=>next,None=>
return false};*rows-=1;}true}}fn fa(ae:usize,at:usize)->Cell{match ae<A{true=>(ae,at),false=>(at,ae-A)}}pub fn count<const M:bool>(bf:&D,ef:&AL,y:u32,z:&mut u64,cj:&mut
Vec<Partial>,)->u64{if M&&!ft(z,AF){cj.push(bf.af());return 0;}let(ae,mut j)=ef.cf(&bf.bs);if y==1{return u64::from(j.count_ones());}let mut ap=0;while j!=0{let at=j.
trailing_zeros()as usize;j&=j-1;let mut next=match ef.av(ae,at){Some(next)=>next,None=>continue};let mut rows=y-1;let nm=next.gz(&bf.bs,&mut rows);if!nm{continue;}if rows
==1{ap+=1;continue;}ap+=count::<M>(bf,&next,rows,z,cj);if M&&*z==0{let hy=dz(u64::from(j)).map(|at|fa(ae,at));bf.pi(cj,&[fa(ae,at)],hy);return ap;}}ap}impl D{pub fn gu(&
self,z:&mut u64,y:&mut Vec<Partial>)->u64{let ef=AL::of(self,&self.af());count::<true>(self,&ef,self.n as u32,z,y)}pub fn kp(&self,p:&Partial)->u64{match p.ag(){0=>1,y=>
count::<false>(self,&AL::of(self,p),y as u32,&mut 0,&mut Vec::new(),)}}pub fn kr(&self,cw:usize)->f64{use crate::count::ew::hm;use crate::au::G;let af=AL::of(self,&self.
af());let cg=|_:&mut G|((af,self.n as u32),1.0);hm(cw,&mut G::im(),cg,|&(ef,y),au|{if y<=2{return None;}let(ae,j)=ef.cf(&self.bs);let lc:Vec<(AL,u32)> =dz(u64::from(j)).
filter_map(|at|{let mut next=ef.av(ae,at)?;let mut rows=y-1;let nm=next.gz(&self.bs,&mut rows);(nm&&rows>1).then_some((next,rows))}).collect();let py=*lc.get(au.hk(lc.len
().max(1)))?;Some((lc.len()as u32,py,AF as f64))},)+AF as f64}}}fn og(j:u64)->bool{j&(j-1)==0}fn jx(df:u64,bz:u64,x:impl Fn(Line)->u64,)->Option<Choice>{let am=if df!=0{
Line::Row(df.trailing_zeros()as usize)}else if bz!=0{Line::AA(bz.trailing_zeros()as usize)}else{return None;};Some(Choice::BG(am,x(am)))}fn dm(j:u64)->u32{let ph=j&(j-1);
let lw=ph&ph.wrapping_sub(1);let qb=lw&lw.wrapping_sub(1);1+u32::from(ph!=0)+u32::from(lw!=0)+u32::from(qb!=0)}#[inline(always)]fn ih(ag:u64,be:u64,x:impl Fn(Line)->u64,
pp:bool,)->Choice{let jp=||{dz(ag).map(Line::Row).chain(dz(be).map(Line::AA))};let mut em=(u32::MAX,Line::Row(0),0);for am in jp(){let j=x(am);let is=dm(j);if is<em.0{em=
(is,am,j);if is==2{break;}}}if em.0>=V&&pp{em.0=u32::MAX;for am in jp(){let j=x(am);if j.count_ones()<em.0{em=(j.count_ones(),am,j);}}}Choice::BG(em.1,em.2)}fn cf(ag:u64,
be:u64,x:impl Fn(Line)->u64,)->Choice{if ag==0{return Choice::BU;}let(mut df,mut bz)=(0u64,0u64);for(jp,jy,am)in[(ag,&mut df,Line::Row as fn(usize)->Line),(be,&mut bz,
Line::AA)]{for at in dz(jp){let j=x(am(at));if j==0{return Choice::CO;}*jy|=u64::from(og(j))<<at;}}match jx(df,bz,&x){Some(id)=>id,None=>ih(ag,be,x,true)}}fn mi(x:u64,ag:
u64)->bool{dm(x)>=V&&ag.count_ones()as usize<=AV}}mod op{use super::ah::{Partial,D};use super::{du,bv};impl D{pub fn iv(&self,p:Partial)->u64{du(&self.eg(&p),0,0,0,0)}pub
fn gb(&self,z:&mut u64,y:&mut Vec<Partial>)->u64{let af=self.af();bv(&self.eg(&af),z).unwrap_or_else(||{y.push(af);0})}}}mod li{use super::Row;use crate::dh::{BX,AJ};pub
const BE:&str="fast";struct X{x:u64,ab:u64,v:u64,o:u64,ai:u64,len:usize,iw:[u64;64],iu:[u64;64],iz:[u64;64],hx:[u64;64],hv:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct
AY{cu:u64,ha:[u64;64],ce:u64}pub fn ct(al:u64)->u64{60-4*al}#[inline(always)]fn gd(de:u64,qx:u64,no:u64)->u64{qx&de|no&!de}impl X{fn new()->X{X{x:0,ab:0,v:0,o:0,ai:0,len:
usize::MAX,iw:[0;64],iu:[0;64],iz:[0;64],hx:[0;64],hv:[0;64]}}fn af(&mut self,cg:Root){(self.x,self.ab,self.v,self.o,self.ai,)=cg;self.len=0;}fn gi(&self)->bool{self.len
==usize::MAX}#[inline(always)]fn nu<const R:bool>(&mut self,h:&[u64;128],es:&[u64;64],az:u64,)->u64{self.hf::<R,false>(h,es,az,None)}#[inline(always)]fn hf<const R:bool,
const CZ:bool>(&mut self,h:&[u64;128],es:&[u64;64],az:u64,bk:Option<&mut AY>,)->u64{let(x,ab,ai)=(self.x,self.ab,self.ai);let(y,ba)=(self.v,self.o);let bi=x&x.
wrapping_neg();let hb=x^bi;let en=if R{1}else{es[(ai&63)as usize]};let(eo,ep,dw)=super::av(en as u32,bi,ab,y,ba);let br=!(eo|ep|dw|h[((ai+1)&127)as usize]);let bn=((br|br
.wrapping_neg())as i64>>63)as u64;let qm=usize::from(hb!=0);let hd=self.len&63;self.iw[hd]=hb;self.iu[hd]=ab;self.iz[hd]=y;self.hx[hd]=ba;self.hv[hd]=ai;let bc=(self.len+
qm).wrapping_sub(1);let t=bc&63;if let(true,Some(bk))=(CZ,bk){let cu=bk.cu;bk.ce=cu|u64::from(bi.trailing_zeros())<<ct(ai&15);bk.ha[hd]=cu;bk.cu=gd(bn,bk.ce,bk.ha[t]);}
self.x=gd(bn,br,self.iw[t]);self.ab=gd(bn,eo,self.iu[t]);self.v=gd(bn,ep,self.iz[t]);self.o=gd(bn,dw,self.hx[t]);self.ai=gd(bn,ai+1,self.hv[t]);self.len=bc.wrapping_add((
bn&1)as usize);u64::from(ai==az)}}fn he(ch:usize,ai:usize,az:u64)->bool{BX>ch&&ai as u64+AJ<az}pub fn du(rows:&[Row],ak:usize,ab:u64,v:u64,o:u64)->u64{let count=lz::<
false>(rows,ak,(ab,v,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bv(rows:&[Row],z:&mut u64)->Option<u64>{lz::<true>(rows,0,(0,0,0),z)}pub fn jh(rows:&[Row],
fh:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,al)in rows.iter().enumerate(){h[i]=al.h;}let az=rows.len()as u64-1;let mut ch:Vec<(Root,u64)> =vec![((!h[0],0,0,0,0),0)];
let mut ai=0;while he(ch.len(),ai,az){let mut next=Vec::new();for&((mut x,ab,y,ba,_),cu)in&ch{while x!=0{let bi=x&x.wrapping_neg();x^=bi;let(ab,y,ba)=super::av(rows[ai].
en,bi,ab,y,ba);let br=!(ab|y|ba|h[ai+1]);let aj=u64::from(bi.trailing_zeros());let cg=(br,ab,y,ba,ai as u64+1);next.push((cg,cu|aj<<ct(ai as u64)));}}ch=next;ai+=1;}let
mut dx=ch.into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn af(dx:&mut impl Iterator<Item=(Root,u64)>,km:&mut X,bk:&mut AY,)->bool{match dx.next(){Some((cg,cu))=>{
km.af(cg);bk.cu=cu;true}None=>false}}let hr=||AY{cu:0,ha:[0;64],ce:0};let(mut a,mut b)=(X::new(),X::new());let(mut ek,mut fi)=(hr(),hr());if!af(&mut dx,&mut a,&mut ek){
return;}if af(&mut dx,&mut b,&mut fi){loop{gx(&mut a,&mut ek,&h,az,fh);gx(&mut b,&mut fi,&h,az,fh);if a.gi()&&!af(&mut dx,&mut a,&mut ek){std::mem::swap(&mut a,&mut b);
std::mem::swap(&mut ek,&mut fi);break;}if b.gi()&&!af(&mut dx,&mut b,&mut fi){break;}}}while!a.gi(){gx(&mut a,&mut ek,&h,az,fh);}}#[inline(always)]fn gx(km:&mut X,bk:&mut
AY,h:&[u64;128],az:u64,fh:&mut Vec<u64>,){const CY:[u64;64]=[1;64];let mc=km.hf::<true,true>(h,&CY,az,Some(bk));if mc==1{fh.push(bk.ce);}}fn lz<const M:bool>(rows:&[Row],
ak:usize,(ab,v,o):(u64,u64,u64),z:&mut u64,)->Option<u64>{if ak>=rows.len(){return Some(1);}let x=!(ab|v|o|rows[ak].h);let az=rows.len()as u64-1;if ak as u64==az{return
Some(u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut es=[0u64;64];for(i,al)in rows.iter().enumerate(){h[i]=al.h;es[i]=u64::from(al.en);}let mut ch:Vec<Root>
=Vec::new();if x!=0{ch.push((x,ab,v,o,ak as u64));}let mut ai=ak;while he(ch.len(),ai,az){let mut next=Vec::new();for&(mut f,c,l,r,_)in&ch{while f!=0{let bi=f&f.
wrapping_neg();f^=bi;let(nc,nl,nr)=super::av(rows[ai].en,bi,c,l,r);let nf=!(nc|nl|nr|h[ai+1]);if nf!=0{next.push((nf,nc,nl,nr,ai as u64+1));}}}ch=next;ai+=1;}if es[..rows
.len()].iter().all(|&en|en==1){kl::<true,M>(ch,&h,&es,az,z)}else{kl::<false,M>(ch,&h,&es,az,z)}}fn kl<const R:bool,const M:bool>(ch:Vec<Root>,h:&[u64;128],es:&[u64;64],az
:u64,z:&mut u64,)->Option<u64>{let mut ft=|ay:u64|!M||super::ft(z,ay);let mut dx=ch.into_iter();let mut a=X::new();let mut b=X::new();let mut ap=0u64;match dx.next(){Some
(cg)=>a.af(cg),None=>return Some(0)}if let Some(cg)=dx.next(){b.af(cg);}if!b.gi(){loop{if!ft(2){return None;}ap+=a.nu::<R>(h,es,az);ap+=b.nu::<R>(h,es,az);if a.gi(){match
dx.next(){Some(cg)=>a.af(cg),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gi(){match dx.next(){Some(cg)=>b.af(cg),None=>break}}}}while!a.gi(){if!ft(1){return None;}
ap+=a.nu::<R>(h,es,az);}Some(ap)}}pub mod filter{use super::li::{jh,ct};use super::{bl,u};use crate::g::{ad,ds,Board};use crate::dh::{AU,AS,BR,AC};pub const BE:&str=
"filter";pub const A:usize=16;const AI:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct Q{n:usize,aq:usize,fo:Vec<u32>,j:Vec<u64>,
fc:usize}fn ix(n:usize,dr:&[AP])->usize{let qk=|rows:usize|{let gc=|s:&AP|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+dr.windows(2).filter(|w|gc(&w[0])!=gc(&w[1])).
count()};(1..n).take_while(|&rows|qk(rows)*8*64<=dr.len()).count()}type AP=u64;fn dn(bt:AP,al:usize)->usize{(bt>>ct(al as u64)&15)as usize}impl Q{fn new(n:usize,dr:&[AP],
aq:Option<usize>)->Q{let aq=aq.unwrap_or_else(||ix(n,dr)).min(n);let hk=n-aq;let kg=n.pow(aq as u32);let mut fo=vec![0u32;kg+1];let fc=(dr.len()+63)/64;let mut j=vec![
0u64;fc*hk*n];for(i,&bt)in dr.iter().enumerate(){let gc=(0..aq).fold(0,|p,r|p*n+dn(bt,r));fo[gc+1]+=1;for r in aq..n{let dk=(r-aq)*n+dn(bt,r);j[dk*fc+i/64]|=1<<(i%64);}}
for p in 0..kg{fo[p+1]+=fo[p];}Q{n,aq,fo,j,fc}}fn count(&self,h:&[u64])->u64{let(n,bc)=(self.n,self.aq);let mut cp=[0usize;A*A];let mut len=0;for(r,&al)in h.iter().
enumerate().skip(bc){let mut j=al;while j!=0{cp[len]=((r-bc)*n+j.trailing_zeros()as usize)*self.fc;len+=1;j&=j-1;}}let mut bg=[0u64;A];for(bg,&al)in bg.iter_mut().zip(&h[
..bc]){*bg=!al&ad(n);}if bc==0{return match self.fo[1]{0=>0,hi=>self.jf(0,hi as usize,&cp[..len])};}self.ie(&bg[..bc],0,&cp[..len])}fn ie(&self,bg:&[u64],gc:usize,cp:&[
usize])->u64{let ag=bg.len();let dj=self.n.pow(ag as u32-1);let mut ap=0;let mut an=bg[0];while an!=0{let p=gc*self.n+an.trailing_zeros()as usize;an&=an-1;let(lo,hi)=(
self.fo[p*dj]as usize,self.fo[(p+1)*dj]as usize,);if lo==hi{continue;}ap+=if ag==1{self.jf(lo,hi,cp)}else{self.ie(&bg[1..],p,cp)};}ap}fn jf(&self,lo:usize,hi:usize,cp:&[
usize])->u64{let mut ap=0;for w in lo/64..=(hi-1)/64{let mut hz=u64::MAX;if w==lo/64{hz&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hz&=u64::MAX>>(63-(hi-1)%64);}let mut ob=cp.
chunks_exact(4);for qi in&mut ob{let j=|k:usize|self.j[qi[k]+w];hz&=!(j(0)|j(1)|j(2)|j(3));if hz==0{break;}}if hz!=0{for&at in ob.remainder(){hz&=!self.j[at+w];}}ap+=u64
::from(hz.count_ones());}ap}}pub struct Filter{cl:Q,cq:Q,ee:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::gf(n,None,None)}fn gf(n:usize,aq:Option<usize>,kb:
Option<bool>)->Filter{let mut cl=Vec::new();let mut cq=Vec::new();for fk in u::ea(n){let ax=cq.len();let fh=if fk.cd==8{&mut cl}else{&mut cq};jh(&bl(&fk.g),fh);let ce=cq.
len()-ax;for i in ax..ax+ce{for u in 1..8{cq.push(di(n,cq[i],u));}}}if kb.unwrap_or(cl.len()/64<n*n){for bt in cl.drain(..){cq.extend((0..8).map(|u|di(n,bt,u)));}}cl.
sort_unstable();cq.sort_unstable();cq.dedup();Filter{cl:Q::new(n,&cl,aq),cq:Q::new(n,&cq,aq),ee:(0..=n*n).map(|h|ny(n,h)).collect()}}fn kd(n:usize)->u64{let cl=AI[n]/8+1;
cl*(n*n)as u64/8+cl*8}pub fn lb(n:usize)->f64{AI[n]as f64*f64::from(AU[n])}pub fn lp(g:&Board)->f64{ny(g.n,g.cr())}pub fn jl(&self,g:&Board)->f64{self.ee[g.cr()]}pub fn
count(&self,g:&Board)->u64{let mut ap=self.cq.count(&g.h);if self.cl.fc>0{for u in 0..8{ap+=self.cl.count(&g.ej(u).h);}}ap}}fn ny(n:usize,h:usize)->f64{let lu=h as f64/(n
*n)as f64;let fc=AI[n]as f64/64.0;let io=((fc/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let io=io.min(n as i32);let mut gm=1.0;let mut y=1.0;for _ in 0..io{gm+=
y*lu*n as f64;y*=1.0-lu;}let hk=lu*(n*(n-io as usize))as f64;let qf=1.0-1.0/n as f64;let mut ke=1.0;for _ in 0..hk as usize{let mut ht=1.0-ke;for _ in 0..6{ht*=ht;}gm+=y*
(1.0-ht);ke*=qf;}fc*gm*oo(n)}fn oo(n:usize)->f64{match Filter::kd(n)>AS{true=>AC,false=>BR}}fn di(n:usize,bt:AP,u:usize)->AP{(0..n).fold(0,|di,r|{let(al,aj)=ds(n,u,(r,dn(
bt,r)));di|(aj as u64)<<ct(al as u64)})}}mod bm{use super::{du,gh,ah,cs,u,Row};use crate::dh::AB;pub trait Tree{type Start:Copy;fn count(&self,af:Self::Start)->u64;}pub
struct Jobs<T:Tree>{hg:Box<T>,bm:Vec<(T::Start,u64)>,pub dp:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BN{CW,BW}pub struct I{mg:&'static str,core:BN,ev:Vec<Vec<Row>>}
#[derive(Clone,Copy)]pub struct Z{ki:usize,ak:usize,ab:u64,v:u64,o:u64}impl I{pub fn cc(mg:&'static str,core:BN,ev:Vec<Vec<Row>>,je:Vec<u64>,)->Jobs<I>{let bm=(je.
into_iter().enumerate()).map(|(ki,cd)|(Z::pg(ki),cd)).collect();Jobs::new(I{mg,core,ev},bm)}}impl Z{fn pg(ki:usize)->Z{Z{ki,ak:0,ab:0,v:0,o:0}}}impl Tree for I{type Start
=Z;fn count(&self,at:Z)->u64{let rows=&self.ev[at.ki];if self.core==BN::BW&&rows.len()-at.ak>AB{du(rows,at.ak,at.ab,at.v,at.o)}else{gh(rows,at.ak,at.ab,at.v,at.o)}}}impl
Tree for ah::D{type Start=ah::Partial;fn count(&self,oi:ah::Partial)->u64{ah::D::count(self,oi)}}impl Tree for cs::Meet{type Start=u32;fn count(&self,kx:u32)->u64{self.md
(kx)}}impl<T:Tree>Jobs<T>{pub fn new(hg:T,bm:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{hg:Box::new(hg),bm,dp:0}}fn ni(&self,i:usize)->u64{let(af,cd)=self.bm[i];cd*self.hg.count(
af)}pub fn el(&self)->u64{self.dp+(0..self.bm.len()).map(|i|self.ni(i)).sum::<u64>()}}impl Jobs<ah::D>{pub fn om(bf:ah::D,ax:ah::L)->Jobs<ah::D>{Jobs{hg:Box::new(bf),bm:
ax.y.into_iter().map(|af|(af,1)).collect(),dp:ax.dp}}}pub fn gq(n:usize)->Jobs<I>{let(ns,je)=u::it(n);I::cc(u::BE,BN::BW,ns,je)}}mod ew{use crate::au::G;pub fn hm<N>(cw:
usize,au:&mut G,mut cg:impl FnMut(&mut G)->(N,f64),mut bn:impl FnMut(&N,&mut G)->Option<(u32,N,f64)>,)->f64{let mut ap=0.0;for _ in 0..cw{let(mut ja,mut nz)=cg(au);while
let Some((nh,pl,pz))=bn(&ja,au){nz*=f64::from(nh);ap+=nz*pz;ja=pl;}}ap/cw as f64}pub fn fb(x:u64,au:&mut G)->u64{let mut lr=x;for _ in 0..au.hk(x.count_ones()as usize){lr
&=lr-1;}lr&lr.wrapping_neg()}}pub mod cs{use super::ik::bu;use super::{dz,av,bl,Row};use crate::g::{ad,Board};use crate::au::G;use crate::dh::{BH,AH,BS,BB,AO};pub const
BE:&str="meet";pub const A:usize=16;const CH:u32=64;struct BP{ax:Vec<u32>,bq:Vec<u32>}pub struct Meet{n:usize,bc:BP,ar:BP}impl Meet{pub fn new(g:&Board)->Meet{let n=g.n;
let rows=bl(g);let mut ci=vec![0;n*n];for(dk,bq)in ci.iter_mut().enumerate(){*bq=jv(n,dk/n,dk%n);}let ov=|from:usize,to:usize|BP::new(&rows,&ci,from,to);Meet{n,bc:ov(0,n/
2),ar:ov(n/2,n)}}pub fn kk(&self)->Vec<(u32,u64)>{(0..CH.min(1<<self.n)).map(|kx|(kx,1)).collect()}pub fn dv(g:&Board)->Option<f64>{if g.n>A{return None;}let(bc,ar)=ow(g)
;if kd(g.n,bc,ar)>BB as f64{return None;}Some(ay(g.n,bc,ar))}}fn kd(n:usize,bc:f64,ar:f64)->f64{let cp=2.0*(f64::from(1u32<<n)+1.0);(bc+ar+cp)*std::mem::size_of::<u32>()
as f64}fn ay(n:usize,bc:f64,ar:f64)->f64{let ev=ko(n);let ga=bc/64.0+bc.min(ev);let oy=ar*(bc/ev/64.0+1.0);BS*(bc+ar)+AH*ga+BH*oy}impl BP{fn new(rows:&[Row],ci:&[u64],
from:usize,to:usize)->BP{let n=rows.len();let mut ax=vec![0u32;(1<<n)+1];eb(rows,ci,to,from,(0,0,0),0,&mut|ab,_|{ax[ab as usize+1]+=1;});for c in 0..1<<n{ax[c+1]+=ax[c];}
let mut bq=vec![0;ax[1<<n]as usize];let mut next=ax.clone();eb(rows,ci,to,from,(0,0,0),0,&mut|ab,hh|{bq[next[ab as usize]as usize]=hh as u32;next[ab as usize]+=1;});BP{ax
,bq}}fn on(&self,ab:usize)->&[u32]{&self.bq[self.ax[ab]as usize..self.ax[ab+1]as usize]}}impl Meet{pub fn md(&self,kx:u32)->u64{let ev=1usize<<self.n;let bm=CH.min(ev as
u32)as usize;let pr=kx as usize*ev/bm..(kx as usize+1)*ev/bm;let qc=ad(self.n)as usize;let mut ap=0;let mut ga:Vec<CA> =Vec::new();for ab in pr{let(bc,ar)=(self.bc.on(ab)
,self.ar.on(qc^ab));if bc.is_empty()||ar.is_empty(){continue;}ga.clear();ga.extend(bc.chunks(64).map(nd));for&hh in ar{let pm=|block:&CA|{let on=|hl:usize|block[hl][(hh>>
(5*hl))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ap+=ga.iter().map(|block|u64::from(pm(block).count_zeros())).sum::<u64>();}ap-=ar.len()as u64*(ga.len()*64-
bc.len())as u64;}ap}}type CA=[[u64;32];6];fn nd(ez:&[u32])->CA{let mut on=[0u64;32];for(hd,&hh)in ez.iter().enumerate(){for fe in dz(hh.into()){on[fe&31]|=1<<hd;}}let mut
block=[[0;32];6];for(hl,kz)in block.iter_mut().enumerate(){for ip in 1..32usize{let ml=ip&(ip-1);let fe=5*hl+(ip^ml).trailing_zeros()as usize;kz[ip]=kz[ml]|on[fe&31];}}
block}fn eb(rows:&[Row],ci:&[u64],mf:usize,al:usize,(ab,y,ba):(u64,u64,u64),bq:u64,nk:&mut impl FnMut(u64,u64),){if al==mf{return nk(ab,bq);}let mut x=!(ab|y|ba|rows[al].
h);while x!=0{let bi=x&x.wrapping_neg();x^=bi;let hh=bq|ci[al*rows.len()+bi.trailing_zeros()as usize];if al+1==mf{nk(ab|bi,hh);}else{let cn=av(rows[al].en,bi,ab,y,ba);eb(
rows,ci,mf,al+1,cn,hh,nk);}}}fn jv(n:usize,al:usize,aj:usize)->u64{let bc=n/2;let bi=|fe:usize|match fe.checked_sub(bc){Some(at)if at<n-1=>1<<at,_=>0};bi(al+aj)|bi(al+n-1
-aj)<<(n-1)}fn ow(g:&Board)->(f64,f64){let rows=bl(g);let bc=g.n/2;(ez(&rows[..bc]),ez(&rows[bc..]))}fn ez(rows:&[Row])->f64{let az=|ak:usize|f64::from(u8::from(ak+1==
rows.len()));bu(AO,rows,&mut G::im(),az)}fn ko(n:usize)->f64{(0..n/2).fold(1.0,|ev,i|ev*(n-i)as f64/(i+1)as f64)}}mod ik{use super::ew::{hm,fb};use super::{av,bl,Row};use
crate::g::Board;use crate::au::G;use crate::dh::AO;fn ir(g:&Board)->Board{gs(g).0}fn gs(g:&Board)->(Board,f64){let lk=fm(g);let mut ir=(lk,0);for u in 1..8{let ec=fm(&g.
ej(u));if ec<ir.0{ir=(ec,u);}}if ir.0*1.5<lk{(g.ej(ir.1),ir.0)}else{(g.clone(),lk)}}fn fm(g:&Board)->f64{let hg=ec(g);if g.gr(){hg/2.0}else{hg}}pub fn ec(g:&Board)->f64{
eu(AO,&bl(g),&mut G::im())}pub fn eu(cw:usize,rows:&[Row],au:&mut G)->f64{bu(cw,rows,au,|_|1.0)}pub fn bu(cw:usize,rows:&[Row],au:&mut G,cd:impl Fn(usize)->f64,)->f64{hm(
cw,au,|_|((0,0u64,0u64,0u64),1.0),|&ja,au|{let(ak,ab,y,ba)=ja;let al=*rows.get(ak)?;let x=!(ab|y|ba|al.h);if x==0{return None;}let(ab,y,ba)=av(al.en,fb(x,au),ab,y,ba);
Some((x.count_ones(),(ak+1,ab,y,ba),cd(ak),))},)}}mod jc{use std::time::Instant;#[derive(Default)]pub struct CI;impl CI{pub fn lx<T>(&self,_:usize,_:f64,_:T)->Option<
Instant>{None}pub fn kt(&self,_:Option<Instant>,ay:f64,_:bool)->f64{ay}pub fn od(&self,ay:f64,_:bool)->f64{ay}}}mod cc{use super::bm::{Jobs,I};use super::{ah,cs};pub enum
H{CT(Jobs<I>),AG(Jobs<ah::D>),Meet(Jobs<cs::Meet>)}impl H{pub fn el(&self)->u64{match self{H::CT(bm)=>bm.el(),H::AG(bm)=>bm.el(),H::Meet(bm)=>bm.el()}}}impl From<Jobs<I>>
for H{fn from(bm:Jobs<I>)->H{H::CT(bm)}}impl From<Jobs<ah::D>>for H{fn from(bm:Jobs<ah::D>)->H{H::AG(bm)}}impl From<cs::Meet>for H{fn from(cs:cs::Meet)->H{let kk=cs.kk();
H::Meet(Jobs::new(cs,kk))}}}mod ms{use super::{av,ft,Row};pub const BE:&str="reference";pub fn gh(rows:&[Row],ak:usize,ab:u64,v:u64,o:u64)->u64{let count=pw::<false>(rows
,ak,(ab,v,o),&mut 0);count.expect("an unbounded count ends")}pub fn bw(rows:&[Row],z:&mut u64)->Option<u64>{pw::<true>(rows,0,(0,0,0),z)}fn pw<const M:bool>(rows:&[Row],
ak:usize,(ab,v,o):(u64,u64,u64),z:&mut u64,)->Option<u64>{if ak>=rows.len(){return Some(1);}let az=rows.len()-1;let mut oc=[(0u64,0u64,0u64,0u64);64];let(mut ab,mut v,mut
o)=(ab,v,o);let mut x=!(ab|v|o|rows[ak].h);if ak==az{return Some(u64::from(x.count_ones()));}let mut ai=ak;let mut ap=0u64;loop{if x==0{if ai==ak{return Some(ap);}ai-=1;
let jr=oc[ai];x=jr.0;ab=jr.1;v=jr.2;o=jr.3;continue;}if M&&!ft(z,2){return None;}let bi=x&x.wrapping_neg();x^=bi;let(eo,ep,dw)=av(rows[ai].en,bi,ab,v,o);let br=!(eo|ep|dw
|rows[ai+1].h);if ai+1==az{ap+=u64::from(br.count_ones());}else if br!=0{oc[ai]=(x,ab,v,o);ai+=1;x=br;ab=eo;v=ep;o=dw;}}}}mod rows{use crate::g::{ad,Board,Cell};#[derive(
Clone,Copy)]pub struct Row{pub h:u64,pub en:u32}pub fn bl(g:&Board)->Vec<Row>{let jb=!ad(g.n);g.h.iter().map(|&h|Row{h:h|jb,en:1}).collect()}pub fn hs(g:&Board,ao:&[Cell]
)->Vec<Row>{let jb=!ad(g.n);let pt=ao.iter().fold(0,|rows,&(r,_)|rows|1<<r);fw(ad(g.n)&!pt,|r|{let nb=ao.iter().fold(0,|de,&fa|de|dy(fa,r));g.h[r]|jb|nb})}pub fn fw(rows:
u64,h:impl Fn(usize)->u64)->Vec<Row>{let mut jz:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kh=0;let mut y=rows;while y!=0{let r=y.trailing_zeros()as
usize;y&=y-1;if let Some(az)=jz.last_mut(){az.en=(r-kh)as u32;}jz.push(Row{h:h(r),en:1});kh=r;}jz}pub fn dy((mr,aj):Cell,r:usize)->u64{let dl=r.abs_diff(mr);let bi=|c:
usize|1u64.checked_shl(c as u32).unwrap_or(0);bi(aj)|bi(aj+dl)|aj.checked_sub(dl).map_or(0,bi)}#[inline(always)]pub fn ft(z:&mut u64,ay:u64)->bool{if*z<=ay{*z=0;return
false;}*z-=ay;true}#[inline(always)]pub fn av(en:u32,bi:u64,ab:u64,v:u64,o:u64)->(u64,u64,u64){(ab|bi,(v|bi)<<en,(o|bi)>>en,)}pub fn dz(mut de:u64)->impl Iterator<Item=
usize>{std::iter::from_fn(move||{(de!=0).then(||{let at=de.trailing_zeros()as usize;de&=de-1;at})})}}mod u{mod hc{use crate::g::{cn,dg,ds,Cell};#[derive(Clone,Copy,
PartialEq,Eq,PartialOrd,Ord)]pub struct BQ{bc:usize,ar:usize,y:usize,ba:usize}impl BQ{pub fn ao(&self,n:usize)->[Cell;4]{[(0,self.bc),(n-1,self.ar),(self.y,0),(self.ba,n-
1)]}fn mo(n:usize,ao:&[Cell;4])->BQ{let m=n-1;let on=|am:&dyn Fn(Cell)->bool,lg:&dyn Fn(Cell)->usize|{ao.iter().copied().find(|&q|am(q)).map_or(usize::MAX,lg)};BQ{bc:on(&
|(r,_)|r==0,&|(_,c)|c),ar:on(&|(r,_)|r==m,&|(_,c)|c),y:on(&|(_,c)|c==0,&|(r,_)|r),ba:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hu(&self,n:usize)->[usize;8]{let m=n-1;let nv=|dl:
usize|m-dl;[self.bc,nv(self.bc),self.ar,nv(self.ar),self.y,nv(self.y),self.ba,nv(self.ba)]}pub fn gv(&self,n:usize)->bool{let jg=self.hu(n);let ky=jg.iter().copied().min(
).unwrap_or(0);ky>0&&jg.iter().filter(|&&d|d==ky).count()>1}}pub fn mb(n:usize)->Vec<(BQ,u64)>{let mut ce=Vec::new();for bc in 0..n{for ar in 0..n{for y in 0..n{for ba in
0..n{let hc=BQ{bc,ar,y,ba};let ao=hc.ao(n);if ao.iter().any(|&a|ao.iter().any(|&b|cn(a,b))){continue;}let di=|u|{let jq=ao.map(|q|ds(n,u,q));BQ::mo(n,&jq)};if let Some(fg
)=dg(0..8,hc,di){ce.push((hc,fg));}}}}}ce}}use super::hs;use super::{dy,Row};use crate::g::{ad,Board,Cell};pub const BE:&str="symmetry";pub fn it(n:usize)->(Vec<Vec<Row>>
,Vec<u64>){ea(n).into_iter().map(|fk|(lf(&fk),fk.cd)).unzip()}fn lf(fk:&Class)->Vec<Row>{hs(&fk.g,&fk.ao)}pub struct Class{pub g:Board,pub ao:Vec<Cell>,pub cd:u64}pub fn
ea(n:usize)->Vec<Class>{if n<5{return vec![Class{g:Board::fr(n),ao:Vec::new(),cd:1}];}let m=n-1;let all=ad(n);let nn=|aj:usize|all&!(1u64<<aj);let mut ea=Vec::new();for k
in 2..m{let mut g=Board::fr(n);g.h[0]=nn(0);g.h[1]=nn(k);for al in&mut g.h[2..=k]{*al|=1<<1;}ea.push(Class{g,ao:Vec::new(),cd:8});}let ps=1u64|1u64<<m;let mut a=1;while a
<m-a{let mut g=Board::fr(n);g.h[0]=nn(a);for(r,al)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*al|=ps;}}let hq=(1u64<<(a+1))-1;g.h[m]|=hq|hq<<(m-a);ea.push(
Class{g,ao:Vec::new(),cd:8});a+=1;}for(hc,cd)in hc::mb(n){if hc.gv(n){let ao=hc.ao(n).to_vec();ea.push(Class{g:ls(n,&ao),ao,cd});}}ea}fn ls(n:usize,ao:&[Cell])->Board{let
all=ad(n);let mut g=Board::fr(n);for(r,al)in g.h.iter_mut().enumerate(){*al=match ao.iter().find(|fa|fa.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ao.iter().fold(0,|de,&q|
de|dy(q,r))&all}};}g}}pub use self::id::Y;pub use self::li::{du,bv};pub use self::ms::{gh,bw};pub use self::rows::*;}mod pv{use crate::g::A;use crate::gk::Dialect;pub
const CV:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BZ{pub bd:Dialect,pub fx:usize,pub db:Vec<usize>}pub fn parse(args:&[
String])->Result<Option<BZ>,String>{let mut ca=BZ{bd:Dialect::default(),fx:0,db:Vec::new()};let mut args=args.iter();while let Some(ku)=args.next(){let(fy,ox)=match ku.
split_once('='){Some((fy,dd))if ku.starts_with("--")=>(fy,Some(dd.to_string())),_=>(ku.as_str(),None)};let mut dd=|qo:&str|{(ox.clone().or_else(||args.next().cloned())).
ok_or_else(||format!("option '{}' needs {}",fy,qo))};match fy{"-h"|"--help"=>return Ok(None),"--list"=>{let bh=dd("a number of solutions")?;ca.fx=bh.parse().map_err(|_|{
format!("option '{}' takes a whole number, found '{}'",fy,bh)})?;}"--dialect"=>{ca.bd=Dialect::pq(&dd("a value: luogu, uva11195 or cses1624")?)?}_ if fy.starts_with('-')
&&fy.len()>1=>{return Err(format!("unknown option '{}'",ku))}_=>match ku.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>ca.db.push(n),_=>{let bo=
"N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bo,A,ku));}}}}Ok(Some(ca))}}mod pd{use crate::g::Board;use crate::count::js::BM;use crate::count::
Y;use crate::fx::fl;use crate::cv::O;use crate::aw::{cm,BO,B,AE};use std::io::Write;pub struct AD{pub js:BM,cv:O}impl AD{pub fn new()->AD{AD{js:BM::new(Y),cv:O::new()}}}
impl<W:Write>BO<W>for AD{fn ld(&mut self,aw:&mut AE<W>,g:Board)->Result<(),B>{aw.gg+=1;let fp=self.cv.get(&g);let cb=&mut aw.cb;let fx=cb.format.fx;fl(&g,fx,&mut|an|cb.bt
(an)).map_err(cm)?;let(count,fd)=match fp{Some(count)=>(count,false),None=>self.js.count(&g).lh()};self.cv.qe(&g,count);(cb.count(aw.gg,count,fd)).map_err(cm)}}}use cb::
Format;use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).
collect();}let ca=match pv::parse(&args){Ok(Some(ca))=>ca,Ok(None)=>{print!("{}",pv::CV);return;}Err(bo)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bo);
std::process::exit(2);}};let format=Format{bd:ca.bd,fx:ca.fx,..Format::default()};let stdout=io::stdout();let ji=io::BufWriter::new(stdout.lock());let mut aw=aw::AE{cb:cb
::BJ{ji,format},gg:0};let mut dq=pd::AD::new();let cz=stdin::mw(&ca.db,ca.bd,|db,gg|{dq.js.lq(db);aw::me(&mut aw,gg,&mut dq).unwrap_or(aw::B::CG)});std::process::exit(cz.
pf());}

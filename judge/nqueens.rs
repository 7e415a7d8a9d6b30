// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fp(n:usize)->Board{assert!((1..=A).contains(&n),
"a board has 1 to {} rows, not {}",A,n);Board::new(n,vec![0;n])}pub fn gk(&self)->bool{self.h.iter().all(|&ak|ak==0)}pub fn du(&self)->usize{self.h.iter().map(|ak|ak.
count_ones()as usize).sum()}pub(crate)fn eh(&self,u:usize)->Board{let an=if CK>>u&1==1{self.an()}else{Vec::new()};Board::new(self.n,self.df(u,&an))}pub(crate)fn io(&self)
->AQ{let an=self.an();let cq=(0..8).filter(|&s|self.df(s,&an)==self.h);AQ(cq.fold(0,|hl,s|hl|1<<s))}pub(crate)fn gs(&self)->bool{self.df(CQ,&[])==self.h}fn an(&self)->Vec
<u64>{let mut ki=[0u64;64];ki[..self.n].copy_from_slice(&self.h);transpose(&mut ki);ki[..self.n].to_vec()}fn df(&self,u:usize,an:&[u64])->Vec<u64>{let n=self.n;let ox=if
CK>>u&1==1{an}else{&self.h};let ot=BI>>u&1==1;let mut rows:Vec<u64> =ox.iter().map(|&ak|if ot{ni(ak,n)}else{ak}).collect();if CB>>u&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AQ(pub u8);impl AQ{pub fn contains(self,u:usize)->bool{self.0>>u&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CK:u8=1<<1|1<<3|1<<6|1<<7;const BI:u8=1<<1|1<<2|1<<4|1<<7;const CB:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(
usize),AA(usize)}impl Line{pub fn dh(self,at:usize)->Cell{match self{Line::Row(r)=>(r,at),Line::AA(c)=>(at,c)}}pub fn contains(self,(ak,ai):Cell)->bool{match self{Line::
Row(r)=>ak==r,Line::AA(c)=>ai==c}}pub(crate)fn eh(self,n:usize,u:usize)->Line{let(r,c)=dp(n,u,self.dh(0));if dp(n,u,self.dh(1)).0==r{Line::Row(r)}else{Line::AA(c)}}}pub
fn cn(a:Cell,b:Cell)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CQ:usize=4;pub fn dp(n:usize,u:usize,(r,c):Cell)->Cell{let m=n-1;match
u{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dd<K:Ord+Copy>(io:impl Iterator<Item=usize>,nq:K,df:impl Fn(usize)->K,)
->Option<u64>{let mut fe=[nq;8];let mut cd=0;for u in io{let jo=df(u);if jo<nq{return None;}fe[cd]=jo;cd+=1;}let fe=&mut fe[..cd];fe.sort_unstable();Some(1+fe.windows(2).
filter(|ou|ou[0]!=ou[1]).count()as u64)}pub fn ni(dy:u64,n:usize)->u64{dy.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut dg=32;let mut os:u64=
0x0000_0000_FFFF_FFFF;while dg!=0{let mut k=0;while k<64{let swap=((rows[k]>>dg)^rows[k+dg])&os;rows[k]^=swap<<dg;rows[k+dg]^=swap;k=(k+dg+1)&!dg;}dg>>=1;os^=os<<dg;}}pub
fn ad(n:usize)->u64{u64::MAX>>(64-n)}}mod gj{use crate::g::{Board,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CJ,BF,AO}impl Dialect{pub fn pj(
fy:&str)->Result<Dialect,String>{match fy{"luogu"=>Ok(Dialect::CJ),"uva11195"=>Ok(Dialect::BF),"cses1624"=>Ok(Dialect::AO),_=>Err(format!(
"unknown dialect '{}': expected luogu, uva11195 or cses1624",fy))}}fn ih(self)->u8{match self{Dialect::CJ=>b'.',Dialect::BF|Dialect::AO=>b'*'}}}pub struct F{pub al:usize,
pub ai:usize,pub bo:String}struct AZ<'a>{bh:&'a[u8],af:usize,al:usize,bj:usize}pub struct AV<'a>{bp:&'a[u8],bb:Dialect,gp:usize,al:usize,bj:usize,gi:bool}impl<'a>AV<'a>{
pub fn new(bp:&'a[u8],bb:Dialect)->AV<'a>{AV{bp,bb,gp:0,al:1,bj:0,gi:false}}pub fn mi(&mut self)->Result<Option<Board>,F>{if self.gi{return Ok(None);}if self.bb==Dialect
::AO{return match self.jh(){Some(_)=>self.hz(8).map(Some),None=>Ok(None)};}let ac=match self.ii(){Some(ac)=>ac,None=>{self.gi=true;return Ok(None);}};let n=self.kx(&ac)?;
if n==0{self.gi=true;return Ok(None);}match self.jh(){Some(b'*')|Some(b'.')=>self.hz(n).map(Some),_=>Ok(Some(Board::fp(n)))}}pub fn kr(&self,cz:&mut[u32]){let mv=self.bp[
self.gp..].split(u8::is_ascii_whitespace).filter(|ac|!ac.is_empty());if self.bb==Dialect::AO{if let Some(oj)=cz.get_mut(8){*oj+=(mv.count()/8)as u32;}return;}for ac in mv
{if ix(ac[0]){continue;}if!ac.iter().all(u8::is_ascii_digit)||ac.len()>2{return;}match ac.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=
cz.get_mut(n){*count+=1;}}}}}fn kx(&self,ac:&AZ)->Result<usize,F>{self.ib(ac)?;if!ac.bh.iter().all(u8::is_ascii_digit){return Err(self.fd(ac,ac.af,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",A,ov(ac.bh)),));}let da=ac.bh.iter().fold(0u64,|qj,&pg|{qj.saturating_mul(10).saturating_add(u64::
from(pg-b'0'))});if da>A as u64{return Err(self.fd(ac,ac.af,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(ac.bh),A),));}Ok(da as usize)}
fn hz(&mut self,n:usize)->Result<Board,F>{let mut h=Vec::with_capacity(n);for ak in 0..n{let ac=match self.ii(){Some(ac)=>ac,None=>return Err(self.jv(ak,n))};match nj(ac.
bh,n,self.bb.ih()){Some(db)=>h.push(db),None=>return Err(self.mp(&ac,ak,n))}}Ok(Board::new(n,h))}fn mp(&self,ac:&AZ,ak:usize,n:usize)->F{if let Err(e)=self.ib(ac){return
e;}if let Some(ai)=(ac.bh.iter()).position(|&dh|!ix(dh)){let at=ac.af+ai;let cd=match fu(self.bp,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ac.bh[ai
])};return self.fd(ac,at,format!("row {} of {}: found {}, expected '*' or '.'",ak+1,n,cd),);}self.fd(ac,ac.af,format!("row {} of {} has {} cells, expected {}",ak+1,n,ac.
bh.len(),n),)}fn ib(&self,ac:&AZ)->Result<(),F>{if ac.bh.is_ascii(){return Ok(());}let mb=ac.af+ac.bh.len();let mut at=ac.af;while at<mb{match fu(self.bp,at){Some((_,len)
)=>at+=len,None=>{return Err(self.fd(ac,at,format!("byte 0x{:02X} is not valid UTF-8",self.bp[at]),))}}}Ok(())}fn fq(&mut self){while let Some(&js)=self.bp.get(self.gp){
if!js.is_ascii_whitespace(){break;}self.gp+=1;if js==b'\n'{self.al+=1;self.bj=self.gp;}}}fn jh(&mut self)->Option<u8>{self.fq();self.bp.get(self.gp).copied()}fn ii(&mut
self)->Option<AZ<'a>>{self.fq();let af=self.gp;let hc=&self.bp[af..];let len=hc.iter().position(u8::is_ascii_whitespace).unwrap_or(hc.len());if len==0{return None;}self.
gp+=len;Some(AZ{bh:&hc[..len],af,al:self.al,bj:self.bj})}fn fd(&self,ac:&AZ,at:usize,bo:String)->F{F{al:ac.al,ai:dk(self.bp,ac.bj,at),bo}}fn jv(&self,mr:usize,n:usize)->F
{F{al:self.al,ai:dk(self.bp,self.bj,self.bp.len()),bo:format!("input ended after {} of {} board rows",mr,n)}}}fn nj(bh:&[u8],n:usize,lg:u8)->Option<u64>{if bh.len()!=n{
return None;}let(mut db,mut ia)=(0u64,true);for(ai,&dh)in bh.iter().enumerate(){db|=u64::from(dh==lg)<<ai;ia&=ix(dh);}ia.then_some(db)}fn ix(js:u8)->bool{js==b'*'||js==
b'.'}fn fu(bp:&[u8],at:usize)->Option<(char,usize)>{let len=match bp[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let nm=bp.get(at..at+
len)?;let bh=std::str::from_utf8(nm).ok()?;bh.chars().next().map(|c|(c,len))}fn dk(bp:&[u8],bj:usize,at:usize)->usize{let mut ai=1;let mut gp=bj;while gp<at{gp+=fu(bp,gp)
.map_or(1,|(_,len)|len);ai+=1;}ai}fn ov(bh:&[u8])->String{const CI:usize=24;let bh=String::from_utf8_lossy(bh);if bh.chars().count()>CI{let pw:String=bh.chars().take(CI).
collect();format!("{:?}...",pw)}else{format!("{:?}",bh)}}}mod fx{use crate::g::ad;use crate::g::Board;use crate::count::{av,bl,Row};pub fn fk<E>(g:&Board,ns:usize,nb:&mut
dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct CS<'a,E>{rows:Vec<Row>,mg:u64,nv:bool,ke:Vec<usize>,y:usize,nb:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>
CS<'_,E>{fn bn(&mut self,cn:(u64,u64,u64))->Result<(),E>{let aj=self.ke.len();if aj==self.rows.len(){self.y-=1;return(self.nb)(&self.ke);}let(z,v,o)=cn;let mut x=!(z|v|o|
self.rows[aj].h);while x!=0&&self.y>0{let bi=x&x.wrapping_neg();x^=bi;let next=av(self.rows[aj].el,bi,z,v,o);if self.nv&&!self.pc(aj+1,next){continue;}self.ke.push(bi.
trailing_zeros()as usize);self.bn(next)?;self.ke.pop();}Ok(())}fn pc(&self,aj:usize,(z,v,o):(u64,u64,u64))->bool{let mut ji=0;for(di,ak)in self.rows[aj..].iter().
enumerate(){let x=!(z|v<<di|o>>di|ak.h);if x==0{return false;}ji|=x;}let ie=self.mg&!z;ji&ie==ie}}if ns==0{return Ok(());}let mut lv=CS{rows:bl(g),mg:ad(g.n),nv:!g.gk(),
ke:Vec::with_capacity(g.n),y:ns,nb};lv.bn((0,0,0))}}mod ml{use std::sync::atomic::{AtomicBool,Ordering};use std::sync::{Arc,Mutex,PoisonError};pub struct Once<T>{gd:
AtomicBool,da:Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{gd:AtomicBool::new(false),da:Mutex::new(None)}}pub fn get(&self)->Option<Arc<T>>{match self
.gd.load(Ordering::Acquire){true=>self.da.lock().ok()?.clone(),false=>None}}pub fn jz(&self,fi:impl FnOnce()->T)->Arc<T>{let gd=self.get().unwrap_or_else(||Arc::new(fi())
);let mut da=self.da.lock().unwrap_or_else(PoisonError::into_inner);self.gd.store(true,Ordering::Release);da.get_or_insert(gd).clone()}}}mod cb{use crate::gj::Dialect;use
std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bb:Dialect,pub fx:usize,pub qk:usize,pub qw:bool,pub eb:bool}pub struct BJ<W:Write>{pub jg:W,pub
format:Format}impl<W:Write>BJ<W>{pub fn bt(&mut self,an:&[usize])->io::Result<()>{let an:Vec<String> =an.iter().map(|c|(c+1).to_string()).collect();writeln!(self.jg,"{}",
an.join(" "))}pub fn count(&mut self,la:usize,count:u64,fb:bool)->io::Result<()>{if self.format.bb==Dialect::BF{write!(self.jg,"Case {}: ",la)?;}writeln!(self.jg,"{}",
count)?;if fb{self.jg.flush()?;}Ok(())}}pub fn eg(av:&str,bo:&str){eprintln!("nqueens: error: {}: {}",av,bo);}}mod cu{use crate::g::{Board,A};use std::sync::atomic::{
AtomicU64,Ordering};#[derive(Default)]pub struct OnceCount(AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn
kh(&self,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct O([OnceCount;A+1]);impl O{pub fn new()->O{O(std::array::from_fn(|_|OnceCount::
default()))}pub fn get(&self,g:&Board)->Option<u64>{match g.gk(){true=>self.0[g.n].get(),false=>None}}pub fn px(&self,g:&Board,count:u64){if g.gk(){self.0[g.n].kh(count);
}}}}mod au{pub struct G(pub u64);impl G{pub fn ik()->G{G(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0
}pub fn below(&mut self,pd:usize)->usize{(self.next()%pd as u64)as usize}}}mod stdin{use crate::g::{Board,A};use crate::gj::{Dialect,AV};use crate::aw::{CA,B};use std::io
::{self,Read};pub fn ms(cz:&[usize],bb:Dialect,pq:impl FnOnce(&[u32],&mut CA)->B,)->B{let mut dq=[0;A+1];if!cz.is_empty(){return pq(&dq,&mut cz.iter().map(|&n|Ok(Board::
fp(n))));}let mut gj=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut gj){eprintln!("nqueens: error: cannot read standard input: {}",e);return B::BT;}let mut
mm=AV::new(&gj,bb);mm.kr(&mut dq);pq(&dq,&mut std::iter::from_fn(||mm.mi().transpose()),)}}mod de{pub const AS:u64=9;pub const AF:u64=20;pub const AM:usize=256;pub const
AL:usize=64;pub const BC:f64=32.0;pub const AW:usize=16;pub const U:f64=4.0;pub const AT:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BQ:f64=
0.15;pub const AC:f64=0.3;pub const AR:u64=4<<20;pub const BA:f64=0.125;pub const AP:f64=0.25;pub const BR:f64=4.0;pub const AG:f64=80.0;pub const BH:f64=1.5;pub const BB
:u64=96<<20;pub const AB:usize=8;pub const J:usize=8;pub const P:usize=32;pub const V:u32=4;pub const AU:usize=10;pub const BV:usize=64;pub const AI:u64=2;pub const CF:
usize=4096;}mod aw{use crate::g::Board;use crate::gj::F;use crate::cb::{self,BJ};use std::io::{self,Write};pub enum B{CE,BT,BK,BD(io::Error)}impl B{pub fn oy(self)->i32{
match self{B::CE|B::BK=>0,B::BT=>1,B::BD(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CA<'a> =dyn Iterator<Item=Result<Board,F>>+'a;
pub trait BN<W:Write>{fn la(&mut self,aw:&mut AE<W>,g:Board)->Result<(),B>;fn drain(&mut self,_writer:&mut AE<W>)->Result<(),B>{Ok(())}fn gh(&mut self,aw:&mut AE<W>)->B{
aw.ol()}fn lj(&self)->bool{false}}pub fn ma<W:Write,C:BN<W>>(aw:&mut AE<W>,gf:&mut CA,dm:&mut C,)->Option<B>{loop{if dm.lj(){return None;}let cy=match gf.next(){Some(Ok(g
))=>match dm.la(aw,g){Ok(())=>continue,Err(cy)=>cy},Some(Err(eg))=>match dm.drain(aw){Ok(())=>aw.lw(&eg),Err(cy)=>cy},None=>match dm.drain(aw){Ok(())=>dm.gh(aw),Err(cy)=>
cy}};return Some(cy);}}pub struct AE<W:Write>{pub cb:BJ<W>,pub gf:usize}impl<W:Write>AE<W>{pub fn lw(&mut self,eg:&F)->B{let av=format!("line {}, column {}",eg.al,eg.ai);
self.pt(&av,&eg.bo)}pub fn pt(&mut self,av:&str,bo:&str)->B{if let Err(e)=self.cb.jg.flush(){return cm(e);}cb::eg(av,bo);B::BT}pub fn ol(&mut self)->B{match self.cb.jg.
flush(){Ok(())=>B::CE,Err(e)=>cm(e)}}}pub fn cm(eg:io::Error)->B{if eg.kind()==io::ErrorKind::BrokenPipe{B::BK}else{B::BD(eg)}}}mod count{pub mod jq{use super::ic::Y;use
super::filter::{self,Filter};use super::cf::H;use super::{bw,am,bl};use crate::g::Board;use crate::ml::Once;use crate::de::{BA,AP,AW,U};use std::sync::atomic::{AtomicBool
,AtomicU32,AtomicU64,Ordering};use std::sync::Arc;pub enum S{CH{count:u64,by:By},H{cf:H,bg:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CP,AX,BU,Filter,CY}
pub struct BL{iu:[Once<Filter>;filter::A+1],jr:[AtomicBool;filter::A+1],dq:[AtomicU32;filter::A+1],fg:[AtomicU32;filter::A+1],cw:[AtomicU64;filter::A+1],hn:Y}impl BL{pub
fn new(hn:Y)->BL{BL{iu:std::array::from_fn(|_|Once::new()),jr:std::array::from_fn(|_|AtomicBool::new(false)),dq:std::array::from_fn(|_|AtomicU32::new(0)),fg:std::array::
from_fn(|_|AtomicU32::new(0)),cw:std::array::from_fn(|_|AtomicU64::new(0)),hn}}pub fn ll(&self,cz:&[u32]){for(dq,&count)in self.dq.iter().zip(cz){dq.store(count,Ordering
::Relaxed);}}pub fn count(&self,g:&Board)->S{let n=g.n;if g.gk(){return fb(self.hn.fp(n));}if let Some(fg)=self.fg.get(n){fg.fetch_add(1,Ordering::Relaxed);}let fr=lr(n);
if let Some(filter)=self.filter(n){return self.qc(&filter,g,fr);}let mut y=fr as u64;let cj=match gq(g,&mut y){Ok((count,by))=>{self.mt(g,fr-y as f64,0.0);return gl(count
,by);}Err(cj)=>cj};if self.jb(g,fr,0.0){if let Some(filter)=self.fi(n){return gl(filter.count(g),By::Filter);}}let fv=|bg:f64|self.jb(g,fr,bg);let(cf,bg)=self.hn.cf(g,cj,
&fv);if let Some(filter)=self.mt(g,fr,bg){return gl(filter.count(g),By::Filter);}fb((cf,bg))}fn qc(&self,filter:&Filter,g:&Board,fr:f64)->S{let gm=filter.jj(g);let mut y=
(gm*AP).min(fr)as u64;if let Ok((count,by))=gq(g,&mut y){return gl(count,by);}gl(filter.count(g),By::Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{self.iu.get(n)?
.get()}fn mt(&self,g:&Board,ft:f64,ee:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::A||!self.jb(g,ft,ee){if let Some(cw)=self.cw.get(n){cw.fetch_add((ft+ee)as u64,
Ordering::Relaxed);}return None;}let filter=self.fi(n)?;(ee>0.0).then_some(filter)}fn fi(&self,n:usize)->Option<Arc<Filter>>{if self.jr[n].swap(true,Ordering::Relaxed){
return None;}Some(self.iu[n].jz(||Filter::new(n)))}fn jb(&self,g:&Board,ft:f64,ee:f64)->bool{let n=g.n;if n>filter::A{return false;}let cw=self.cw[n].load(Ordering::
Relaxed)as f64+ft+ee;let fi=Filter::ky(n);if cw<fi*BA{return false;}let fg=self.fg[n].load(Ordering::Relaxed).max(1);let ho=match self.dq[n].load(Ordering::Relaxed){0=>fg
,dq=>dq.saturating_sub(fg)};let(fg,ho)=(f64::from(fg),f64::from(ho));let eo=ee+cw/fg*ho;let mu=if ee>0.0{1.0}else{0.0};let md=Filter::lk(g)*(1.0+AP);eo>fi&&eo>fi+md*(ho+
mu)}}pub fn gl(count:u64,by:By)->S{S::CH{count,by}}fn fb((cf,bg):(H,f64))->S{S::H{cf,bg:Some(bg)}}impl S{#[allow(dead_code)]pub fn ld(self)->(u64,bool){match self{S::CH{
count,..}=>(count,false),S::H{cf,..}=>(cf.ej(),true)}}}pub fn lr(n:usize)->f64{use crate::de::{AM,BC};U*(AM*n)as f64*BC}fn gq(g:&Board,ab:&mut u64,)->Result<(u64,By),
Option<am::L>>{let rows=bl(g);let lu=(AW*g.n)as u64;if*ab<=lu*(1+U as u64){let count=bw(&rows,ab).ok_or(None)?;return Ok((count,By::CP));}let mut y=lu;if let Some(count)=
bw(&rows,&mut y){*ab-=lu-y;return Ok((count,By::CP));}*ab-=lu;if am::jb(g){let be=am::D::new(g);let count=be.jt(ab).map_err(Some)?;Ok((count,By::AX))}else{let count=super
::bv(&rows,ab).ok_or(None)?;Ok((count,By::BU))}}}mod ic{use super::bm::{gr,BM,Jobs,I};use super::cr::Meet;use super::cf::H;use super::{am,lf,ij,bl};use crate::g::Board;
use crate::de::{AS,AL};#[derive(Default)]pub struct Y;impl Y{pub fn fp(&self,n:usize)->(H,f64){(gr(n).into(),0.0)}pub fn cf(&self,g:&Board,bc:Option<am::L>,fv:&dyn Fn(f64
)->bool,)->(H,f64){let(cf,eo):(H,f64)=if am::jb(g){let be=am::D::new(g);let bg=be.dt(AL,AS as f64);match bc{Some(bc)=>{let hc=bc.oc(bg);(Jobs::od(be,bc).into(),hc)}None=>
{let af=be.af();(Jobs::new(be,vec![(af,1)]).into(),bg)}}}else{let rows=vec![bl(g)];let cf=I::cf(lf::BE,BM::BU,rows,vec![1]);(cf.into(),ij::eb(g))};match Meet::dt(g).
filter(|&cr|cr<eo){Some(cr)if!fv(cr)=>(Meet::new(g).into(),cr),Some(cr)=>(cf,cr),None=>(cf,eo)}}}}mod am{use super::ij::es;use super::eu::{hm,ez};use super::Row;use super
::{dy,fw};use crate::g::{ad,Board,Cell,Line};use crate::au::G;use crate::de::{J,V,AU,P};pub const BE:&str="dynamic";pub struct D{pub(super)n:usize,bf:[u64;64],dr:[u64;64]
,bs:ew::AJ}#[derive(Clone,Copy)]pub struct Partial{pub(super)ag:u64,pub(super)bd:u64,go:u128,co:u128,ec:u128}impl Partial{pub fn ag(&self)->usize{self.ag.count_ones()as
usize}}pub enum Choice{CM,BS,BG(Line,u64)}pub fn jb(g:&Board)->bool{let n=g.n;let jl=match n<=ew::A{true=>P,false=>J};g.du()*jl>n*n}impl D{pub fn new(g:&Board)->D{let n=g
.n;let all=ad(n);let mut bf=[0u64;64];let mut dr=[0u64;64];for(r,&ak)in g.h.iter().enumerate(){bf[r]=!ak&all;for(c,rows)in dr.iter_mut().enumerate().take(n){*rows|=(bf[r]
>>c&1)<<r;}}D{n,bf,dr,bs:ew::AJ::new(n)}}pub fn af(&self)->Partial{Partial{ag:ad(self.n),bd:ad(self.n),go:0,co:0,ec:0}}pub(super)fn ev(&self,p:&Partial,al:Line)->u64{let
m=self.n-1;match al{Line::Row(r)=>{let go=(p.go>>r)as u64;let ec=(p.ec>>(m-r))as u64;self.bf[r&63]&p.bd&!go&!ec}Line::AA(c)=>{let go=(p.go>>c)as u64;let co=(p.co>>(m-c))
as u64;self.dr[c&63]&p.ag&!go&!co}}}pub fn oi(&self,p:&Partial,mq:bool)->Choice{let an=if mq{0}else{p.bd};ce(p.ag,an,|al|self.ev(p,al))}pub(super)fn pb(&self,y:&mut Vec<
Partial>,ao:&[Cell],hx:impl Iterator<Item=Cell>,){for p in y.iter_mut(){*p=ao.iter().fold(*p,|p,&ey|self.av(&p,ey));}let af=self.af();y.extend(hx.map(|dh|self.av(&af,dh))
);}pub fn av(&self,p:&Partial,(r,c):Cell)->Partial{Partial{ag:p.ag&!(1u64<<r),bd:p.bd&!(1u64<<c),go:p.go|1u128<<(r+c),co:p.co|1u128<<(r+self.n-1-c),ec:p.ec|1u128<<(c+self
.n-1-r)}}pub(super)fn ef(&self,p:&Partial)->Vec<Row>{fw(p.ag,|r|!self.ev(p,Line::Row(r)))}pub fn dt(&self,cv:usize,mj:f64)->f64{if self.n<=ew::A{return self.kq(cv);}let
cg=|_:&mut G|(Some(self.af()),1.0);hm(cv,&mut G::ik(),cg,|iz,au|{let p=iz.as_ref()?;match self.oi(p,false){Choice::BG(_,x)if me(x,p.ag)=>{let li=es(1,&self.ef(p),au);Some
((1,None,li))}Choice::BG(al,x)=>{let at=ez(x,au).trailing_zeros()as usize;Some((x.count_ones(),Some(self.av(p,al.dh(at))),mj,))}Choice::CM|Choice::BS=>None}})}pub fn
count(&self,p:Partial)->u64{if self.n<=ew::A{return self.ko(&p);}self.it(p)}pub fn jt(&self,ab:&mut u64)->Result<u64,L>{match self.n<=ew::A{true=>self.kt(D::gv,ab),false
=>self.kt(D::ga,ab)}}fn kt(&self,core:BW,ab:&mut u64)->Result<u64,L>{let ft=*ab;let mut y=Vec::new();let dl=core(self,ab,&mut y);match*ab{0=>Err(L{dl,y,ft}),_=>Ok(dl)}}}
type BW=fn(&D,&mut u64,&mut Vec<Partial>)->u64;pub struct L{pub dl:u64,pub y:Vec<Partial>,pub ft:u64}impl L{pub fn oc(&self,bg:f64)->f64{(bg-self.ft as f64).max(0.0)}}mod
ew{use super::{Partial,D};use crate::g::Cell;use crate::count::{dy,fs};use crate::de::AF;pub const A:usize=16;const LANES:usize=2*A;static CL:[[u16;LANES];A*A]=cn();const
fn cn()->[[u16;LANES];A*A]{let mut ci=[[0u16;LANES];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut al=0;while al<A{ci[r*A+c][al]=gx(r,c,al);ci[r*A+c][A+al]=gx(c
,r,al);al+=1;}c+=1;}r+=1;}ci}const fn gx(r:usize,c:usize,al:usize)->u16{if al==r{return!(1<<c);}let jm=al.abs_diff(r);let mut j=1u16<<c;if c+jm<A{j|=1<<(c+jm);}if c>=jm{j
|=1<<(c-jm);}j}static CO:[[u16;LANES];LANES]=jk();const fn jk()->[[u16;LANES];LANES]{let mut ci=[[0u16;LANES];LANES];let mut ae=0;while ae<LANES{ci[ae][ae]=u16::MAX;ae+=1
;}ci}#[derive(Clone,Copy)]pub struct AK{j:[u16;LANES],ck:[u16;LANES]}pub struct AJ{hv:[i16;LANES],ae:[u8;LANES]}impl AJ{pub fn new(n:usize)->AJ{let mut ew:Vec<usize> =(0
..LANES).collect();let kp=|ae:usize|(2*(ae%A)).abs_diff(n.saturating_sub(1));ew.sort_by_key(|&ae|(kp(ae),ae%A,ae/A));let mut bs=AJ{hv:[0;LANES],ae:[0;LANES]};for(hv,&ae)
in ew.iter().enumerate(){bs.hv[ae]=hv as i16;bs.ae[hv]=ae as u8;}bs}}const CN:i16=1<<14;impl AK{pub fn of(be:&D,p:&Partial)->AK{let mut ed=AK{j:[u16::MAX;LANES],ck:[u16::
MAX;LANES]};for r in dy(p.ag){ed.j[r]=be.ev(p,crate::g::Line::Row(r))as u16;ed.ck[r]=0;}for c in dy(p.bd){ed.j[A+c]=be.ev(p,crate::g::Line::AA(c))as u16;ed.ck[A+c]=0;}ed}
#[inline(always)]fn ce(&self,bs:&AJ)->(usize,u16){let mut fo=i16::MAX;for ae in 0..LANES{let ck=(self.ck[ae]&CN as u16)as i16;let nq=((self.j[ae].count_ones()as i16)<<6|
bs.hv[ae])+ck;fo=fo.min(nq);}let ae=usize::from(bs.ae[(fo&31)as usize])&(LANES-1);(ae,self.j[ae])}#[inline(always)]fn jx(&self,bs:&AJ)->Option<usize>{let mut fo=i16::MAX;
for ae in 0..LANES{let j=self.j[ae];let pz=i16::from(j&j.wrapping_sub(1)!=0);fo=fo.min(bs.hv[ae]|pz<<6);}(fo<64).then(||usize::from(bs.ae[fo as usize&(LANES-1)]))}#[
inline(always)]#[allow(clippy::needless_range_loop)]fn av(&self,ae:usize,at:usize)->Option<AK>{let(r,c)=ey(ae,at);let cn=&CL[(r*A+c)&(A*A-1)];let(ak,ai)=(&CO[r&(A-1)],&CO
[A+(c&(A-1))]);let mut next=AK{j:[0;LANES],ck:[0;LANES]};let mut ie=0u16;for ae in 0..LANES{let ck=self.ck[ae]|ak[ae]|ai[ae];let j=self.j[ae]&!cn[ae]|ck;next.j[ae]=j;next
.ck[ae]=ck;ie|=u16::from(j==0);}(ie==0).then_some(next)}#[inline(always)]fn ha(&mut self,bs:&AJ,rows:&mut u32)->bool{while*rows>=2{let ae=match self.jx(bs){Some(ae)=>ae,
None=>break};let at=self.j[ae].trailing_zeros()as usize;*self=match self.av(ae,at){Some(next)=>next,None=>return false};*rows-=1;}true}}fn ey(ae:usize,at:usize)->Cell{
match ae<A{true=>(ae,at),false=>(at,ae-A)}}pub fn count<const M:bool>(be:&D,ed:&AK,y:u32,ab:&mut u64,cj:&mut Vec<Partial>,)->u64{if M&&!fs(ab,AF){cj.push(be.af());return
0;}let(ae,mut j)=ed.ce(&be.bs);if y==1{return u64::from(j.count_ones());}let mut ap=0;while j!=0{let at=j.trailing_zeros()as usize;j&=j-1;let mut next=match ed.av(ae,at){
Some(next)=>next,None=>continue};let mut rows=y-1;let ng=next.ha(&be.bs,&mut rows);if!ng{continue;}if rows==1{ap+=1;continue;}ap+=count::<M>(be,&next,rows,ab,cj);if M&&*
ab==0{let hx=dy(u64::from(j)).map(|at|ey(ae,at));be.pb(cj,&[ey(ae,at)],hx);return ap;}}ap}impl D{pub(super)fn gv(&self,ab:&mut u64,y:&mut Vec<Partial>)->u64{let ed=AK::of
(self,&self.af());count::<true>(self,&ed,self.n as u32,ab,y)}pub(super)fn ko(&self,p:&Partial)->u64{match p.ag(){0=>1,y=>count::<false>(self,&AK::of(self,p),y as u32,&mut
0,&mut Vec::new(),)}}pub(super)fn kq(&self,cv:usize)->f64{use crate::count::eu::hm;use crate::au::G;let af=AK::of(self,&self.af());let cg=|_:&mut G|((af,self.n as u32),
1.0);hm(cv,&mut G::ik(),cg,|&(ed,y),au|{if y<=2{return None;}let(ae,j)=ed.ce(&self.bs);let kz:Vec<(AK,u32)> =dy(u64::from(j)).filter_map(|at|{let mut next=ed.av(ae,at)?;
let mut rows=y-1;let ng=next.ha(&self.bs,&mut rows);(ng&&rows>1).then_some((next,rows))}).collect();let pr=*kz.get(au.below(kz.len().max(1)))?;Some((kz.len()as u32,pr,AF
as f64))},)+AF as f64}}}pub(super)fn nz(j:u64)->bool{j&(j-1)==0}fn jw(dc:u64,bz:u64,x:impl Fn(Line)->u64,)->Option<Choice>{let al=if dc!=0{Line::Row(dc.trailing_zeros()as
usize)}else if bz!=0{Line::AA(bz.trailing_zeros()as usize)}else{return None;};Some(Choice::BG(al,x(al)))}fn dj(j:u64)->u32{let pa=j&(j-1);let ls=pa&pa.wrapping_sub(1);let
pu=ls&ls.wrapping_sub(1);1+u32::from(pa!=0)+u32::from(ls!=0)+u32::from(pu!=0)}#[inline(always)]pub(super)fn ig(ag:u64,bd:u64,x:impl Fn(Line)->u64,pi:bool,)->Choice{let jn
=||{dy(ag).map(Line::Row).chain(dy(bd).map(Line::AA))};let mut ek=(u32::MAX,Line::Row(0),0);for al in jn(){let j=x(al);let iq=dj(j);if iq<ek.0{ek=(iq,al,j);if iq==2{break
;}}}if ek.0>=V&&pi{ek.0=u32::MAX;for al in jn(){let j=x(al);if j.count_ones()<ek.0{ek=(j.count_ones(),al,j);}}}Choice::BG(ek.1,ek.2)}pub(super)fn ce(ag:u64,bd:u64,x:impl
Fn(Line)->u64,)->Choice{if ag==0{return Choice::BS;}let(mut dc,mut bz)=(0u64,0u64);for(jn,jx,al)in[(ag,&mut dc,Line::Row as fn(usize)->Line),(bd,&mut bz,Line::AA)]{for at
in dy(jn){let j=x(al(at));if j==0{return Choice::CM;}*jx|=u64::from(nz(j))<<at;}}match jw(dc,bz,&x){Some(ic)=>ic,None=>ig(ag,bd,x,true)}}pub(super)fn me(x:u64,ag:u64)->
bool{dj(x)>=V&&ag.count_ones()as usize<=AU}}mod og{use super::am::{Partial,D};use super::{ds,bv};impl D{pub(super)fn it(&self,p:Partial)->u64{ds(&self.ef(&p),0,0,0,0)}pub
(super)fn ga(&self,ab:&mut u64,y:&mut Vec<Partial>)->u64{let af=self.af();bv(&self.ef(&af),ab).unwrap_or_else(||{y.push(af);0})}}}mod lf{use super::Row;use crate::de::{BV
,AI};pub const BE:&str="fast";struct X{x:u64,z:u64,v:u64,o:u64,ah:u64,len:usize,iv:[u64;64],is:[u64;64],iy:[u64;64],hw:[u64;64],hu:[u64;64]}type Root=(u64,u64,u64,u64,u64
);struct AY{ct:u64,hb:[u64;64],cd:u64}pub fn cs(ak:u64)->u64{60-4*ak}#[inline(always)]fn gc(db:u64,qq:u64,no:u64)->u64{qq&db|no&!db}impl X{fn new()->X{X{x:0,z:0,v:0,o:0,
ah:0,len:usize::MAX,iv:[0;64],is:[0;64],iy:[0;64],hw:[0;64],hu:[0;64]}}fn af(&mut self,cg:Root){(self.x,self.z,self.v,self.o,self.ah,)=cg;self.len=0;}fn gh(&self)->bool{
self.len==usize::MAX}#[inline(always)]fn nn<const R:bool>(&mut self,h:&[u64;128],ep:&[u64;64],ax:u64,)->u64{self.hg::<R,false>(h,ep,ax,None)}#[inline(always)]fn hg<const
R:bool,const CX:bool>(&mut self,h:&[u64;128],ep:&[u64;64],ax:u64,bk:Option<&mut AY>,)->u64{let(x,z,ah)=(self.x,self.z,self.ah);let(y,ay)=(self.v,self.o);let bi=x&x.
wrapping_neg();let hc=x^bi;let el=if R{1}else{ep[(ah&63)as usize]};let(em,en,dv)=super::av(el as u32,bi,z,y,ay);let br=!(em|en|dv|h[((ah+1)&127)as usize]);let bn=((br|br.
wrapping_neg())as i64>>63)as u64;let qf=usize::from(hc!=0);let he=self.len&63;self.iv[he]=hc;self.is[he]=z;self.iy[he]=y;self.hw[he]=ay;self.hu[he]=ah;let ba=(self.len+qf
).wrapping_sub(1);let t=ba&63;if let(true,Some(bk))=(CX,bk){let ct=bk.ct;bk.cd=ct|u64::from(bi.trailing_zeros())<<cs(ah&15);bk.hb[he]=ct;bk.ct=gc(bn,bk.cd,bk.hb[t]);}self
.x=gc(bn,br,self.iv[t]);self.z=gc(bn,em,self.is[t]);self.v=gc(bn,en,self.iy[t]);self.o=gc(bn,dv,self.hw[t]);self.ah=gc(bn,ah+1,self.hu[t]);self.len=ba.wrapping_add((bn&1)
as usize);u64::from(ah==ax)}}fn hf(ch:usize,ah:usize,ax:u64)->bool{BV>ch&&ah as u64+AI<ax}pub fn ds(rows:&[Row],aj:usize,z:u64,v:u64,o:u64)->u64{let count=lv::<false>(
rows,aj,(z,v,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bv(rows:&[Row],ab:&mut u64)->Option<u64>{lv::<true>(rows,0,(0,0,0),ab)}pub fn jf(rows:&[Row],ff:&mut
Vec<u64>){let mut h=[u64::MAX;128];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;}let ax=rows.len()as u64-1;let mut ch:Vec<(Root,u64)> =vec![((!h[0],0,0,0,0),0)];let mut
ah=0;while hf(ch.len(),ah,ax){let mut next=Vec::new();for&((mut x,z,y,ay,_),ct)in&ch{while x!=0{let bi=x&x.wrapping_neg();x^=bi;let(z,y,ay)=super::av(rows[ah].el,bi,z,y,
ay);let br=!(z|y|ay|h[ah+1]);let ai=u64::from(bi.trailing_zeros());let cg=(br,z,y,ay,ah as u64+1);next.push((cg,ct|ai<<cs(ah as u64)));}}ch=next;ah+=1;}let mut dw=ch.
into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn af(dw:&mut impl Iterator<Item=(Root,u64)>,kl:&mut X,bk:&mut AY,)->bool{match dw.next(){Some((cg,ct))=>{kl.af(cg);
bk.ct=ct;true}None=>false}}let hq=||AY{ct:0,hb:[0;64],cd:0};let(mut a,mut b)=(X::new(),X::new());let(mut ei,mut fh)=(hq(),hq());if!af(&mut dw,&mut a,&mut ei){return;}if
af(&mut dw,&mut b,&mut fh){loop{gy(&mut a,&mut ei,&h,ax,ff);gy(&mut b,&mut fh,&h,ax,ff);if a.gh()&&!af(&mut dw,&mut a,&mut ei){std::mem::swap(&mut a,&mut b);std::mem::
swap(&mut ei,&mut fh);break;}if b.gh()&&!af(&mut dw,&mut b,&mut fh){break;}}}while!a.gh(){gy(&mut a,&mut ei,&h,ax,ff);}}#[inline(always)]fn gy(kl:&mut X,bk:&mut AY,h:&[
u64;128],ax:u64,ff:&mut Vec<u64>,){const CW:[u64;64]=[1;64];let ly=kl.hg::<true,true>(h,&CW,ax,Some(bk));if ly==1{ff.push(bk.cd);}}fn lv<const M:bool>(rows:&[Row],aj:
usize,(z,v,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let x=!(z|v|o|rows[aj].h);let ax=rows.len()as u64-1;if aj as u64==ax{return Some(
u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut ep=[0u64;64];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;ep[i]=u64::from(ak.el);}let mut ch:Vec<Root> =Vec
::new();if x!=0{ch.push((x,z,v,o,aj as u64));}let mut ah=aj;while hf(ch.len(),ah,ax){let mut next=Vec::new();for&(mut f,c,l,r,_)in&ch{while f!=0{let bi=f&f.wrapping_neg()
;f^=bi;let(nc,nl,nr)=super::av(rows[ah].el,bi,c,l,r);let nf=!(nc|nl|nr|h[ah+1]);if nf!=0{next.push((nf,nc,nl,nr,ah as u64+1));}}}ch=next;ah+=1;}if ep[..rows.len()].iter()
.all(|&el|el==1){kk::<true,M>(ch,&h,&ep,ax,ab)}else{kk::<false,M>(ch,&h,&ep,ax,ab)}}fn kk<const R:bool,const M:bool>(ch:Vec<Root>,h:&[u64;128],ep:&[u64;64],ax:u64,ab:&mut
u64,)->Option<u64>{let mut fs=|bg:u64|!M||super::fs(ab,bg);let mut dw=ch.into_iter();let mut a=X::new();let mut b=X::new();let mut ap=0u64;match dw.next(){Some(cg)=>a.af(
cg),None=>return Some(0)}if let Some(cg)=dw.next(){b.af(cg);}if!b.gh(){loop{if!fs(2){return None;}ap+=a.nn::<R>(h,ep,ax);ap+=b.nn::<R>(h,ep,ax);if a.gh(){match dw.next(){
Some(cg)=>a.af(cg),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gh(){match dw.next(){Some(cg)=>b.af(cg),None=>break}}}}while!a.gh(){if!fs(1){return None;}ap+=a.nn::
<R>(h,ep,ax);}Some(ap)}}pub mod filter{use super::lf::{jf,cs};use super::{bl,u};use crate::g::{ad,dp,Board};use crate::de::{AT,AR,BQ,AC};pub const BE:&str="filter";pub
const A:usize=16;const AH:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct Q{n:usize,aq:usize,fm:Vec<u32>,j:Vec<u64>,fa:usize}fn
iw(n:usize,dn:&[AN])->usize{let qd=|rows:usize|{let gb=|s:&AN|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+dn.windows(2).filter(|w|gb(&w[0])!=gb(&w[1])).count()};(1..n)
.take_while(|&rows|qd(rows)*8*64<=dn.len()).count()}type AN=u64;fn dk(bt:AN,ak:usize)->usize{(bt>>cs(ak as u64)&15)as usize}impl Q{fn new(n:usize,dn:&[AN],aq:Option<usize
>)->Q{let aq=aq.unwrap_or_else(||iw(n,dn)).min(n);let below=n-aq;let kf=n.pow(aq as u32);let mut fm=vec![0u32;kf+1];let fa=(dn.len()+63)/64;let mut j=vec![0u64;fa*below*n
];for(i,&bt)in dn.iter().enumerate(){let gb=(0..aq).fold(0,|p,r|p*n+dk(bt,r));fm[gb+1]+=1;for r in aq..n{let dh=(r-aq)*n+dk(bt,r);j[dh*fa+i/64]|=1<<(i%64);}}for p in 0..
kf{fm[p+1]+=fm[p];}Q{n,aq,fm,j,fa}}fn count(&self,h:&[u64])->u64{let(n,ba)=(self.n,self.aq);let mut cp=[0usize;A*A];let mut len=0;for(r,&ak)in h.iter().enumerate().skip(
ba){let mut j=ak;while j!=0{cp[len]=((r-ba)*n+j.trailing_zeros()as usize)*self.fa;len+=1;j&=j-1;}}let mut bf=[0u64;A];for(bf,&ak)in bf.iter_mut().zip(&h[..ba]){*bf=!ak&ad
(n);}if ba==0{return match self.fm[1]{0=>0,hi=>self.jd(0,hi as usize,&cp[..len])};}self.id(&bf[..ba],0,&cp[..len])}fn id(&self,bf:&[u64],gb:usize,cp:&[usize])->u64{let ag
=bf.len();let dg=self.n.pow(ag as u32-1);let mut ap=0;let mut an=bf[0];while an!=0{let p=gb*self.n+an.trailing_zeros()as usize;an&=an-1;let(lo,hi)=(self.fm[p*dg]as usize,
self.fm[(p+1)*dg]as usize,);if lo==hi{continue;}ap+=if ag==1{self.jd(lo,hi,cp)}else{self.id(&bf[1..],p,cp)};}ap}fn jd(&self,lo:usize,hi:usize,cp:&[usize])->u64{let mut ap
=0;for w in lo/64..=(hi-1)/64{let mut hy=u64::MAX;if w==lo/64{hy&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hy&=u64::MAX>>(63-(hi-1)%64);}let mut nw=cp.chunks_exact(4);for qb in
&mut nw{let j=|k:usize|self.j[qb[k]+w];hy&=!(j(0)|j(1)|j(2)|j(3));if hy==0{break;}}if hy!=0{for&at in nw.remainder(){hy&=!self.j[at+w];}}ap+=u64::from(hy.count_ones());}
ap}}pub struct Filter{cl:Q,cq:Q,gm:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::gd(n,None,None)}fn gd(n:usize,aq:Option<usize>,ka:Option<bool>)->Filter{let
mut cl=Vec::new();let mut cq=Vec::new();for fj in u::dz(n){let bc=cq.len();let ff=if fj.cc==8{&mut cl}else{&mut cq};jf(&bl(&fj.g),ff);let cd=cq.len()-bc;for i in bc..bc+
cd{for u in 1..8{cq.push(df(n,cq[i],u));}}}if ka.unwrap_or(cl.len()/64<n*n){for bt in cl.drain(..){cq.extend((0..8).map(|u|df(n,bt,u)));}}cl.sort_unstable();cq.
sort_unstable();cq.dedup();Filter{cl:Q::new(n,&cl,aq),cq:Q::new(n,&cq,aq),gm:(0..=n*n).map(|h|nt(n,h)).collect()}}pub fn kc(n:usize)->u64{let cl=AH[n]/8+1;cl*(n*n)as u64/
8+cl*8}pub fn ky(n:usize)->f64{AH[n]as f64*f64::from(AT[n])}pub fn lk(g:&Board)->f64{nt(g.n,g.du())}pub fn jj(&self,g:&Board)->f64{self.gm[g.du()]}pub fn count(&self,g:&
Board)->u64{let mut ap=self.cq.count(&g.h);if self.cl.fa>0{for u in 0..8{ap+=self.cl.count(&g.eh(u).h);}}ap}}fn nt(n:usize,h:usize)->f64{let lq=h as f64/(n*n)as f64;let
fa=AH[n]as f64/64.0;let il=((fa/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let il=il.min(n as i32);let mut gn=1.0;let mut y=1.0;for _ in 0..il{gn+=y*lq*n as f64;
y*=1.0-lq;}let below=lq*(n*(n-il as usize))as f64;let py=1.0-1.0/n as f64;let mut kd=1.0;for _ in 0..below as usize{let mut hs=1.0-kd;for _ in 0..6{hs*=hs;}gn+=y*(1.0-hs)
;kd*=py;}fa*gn*oe(n)}fn oe(n:usize)->f64{match Filter::kc(n)>AR{true=>AC,false=>BQ}}fn df(n:usize,bt:AN,u:usize)->AN{(0..n).fold(0,|df,r|{let(ak,ai)=dp(n,u,(r,dk(bt,r)));
df|(ai as u64)<<cs(ak as u64)})}}mod bm{use super::{ds,gg,am,cr,u,Row};use crate::de::AB;pub trait Tree{type Start:Copy;fn count(&self,af:Self::Start)->u64;}pub struct
Jobs<T:Tree>{pub(super)hh:Box<T>,pub bm:Vec<(T::Start,u64)>,pub(super)dl:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BM{CU,BU}pub struct I{pub mc:&'static str,pub core
:BM,pub et:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct Z{pub(super)kh:usize,pub(super)aj:usize,pub(super)z:u64,pub(super)v:u64,pub(super)o:u64}impl I{pub fn cf(mc:&
'static str,core:BM,et:Vec<Vec<Row>>,jc:Vec<u64>,)->Jobs<I>{let bm=(jc.into_iter().enumerate()).map(|(kh,cc)|(Z::oz(kh),cc)).collect();Jobs::new(I{mc,core,et},bm)}}impl Z
{pub(super)fn oz(kh:usize)->Z{Z{kh,aj:0,z:0,v:0,o:0}}}impl Tree for I{type Start=Z;fn count(&self,at:Z)->u64{let rows=&self.et[at.kh];if self.core==BM::BU&&rows.len()-at.
aj>AB{ds(rows,at.aj,at.z,at.v,at.o)}else{gg(rows,at.aj,at.z,at.v,at.o)}}}impl Tree for am::D{type Start=am::Partial;fn count(&self,ob:am::Partial)->u64{am::D::count(self,
ob)}}impl Tree for cr::Meet{type Start=u32;fn count(&self,ku:u32)->u64{self.lz(ku)}}impl<T:Tree>Jobs<T>{pub fn new(hh:T,bm:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{hh:Box::new(
hh),bm,dl:0}}pub(super)fn na(&self,i:usize)->u64{let(af,cc)=self.bm[i];cc*self.hh.count(af)}pub fn ej(&self)->u64{self.dl+(0..self.bm.len()).map(|i|self.na(i)).sum::<u64>
()}}impl Jobs<am::D>{pub fn od(be:am::D,bc:am::L)->Jobs<am::D>{Jobs{hh:Box::new(be),bm:bc.y.into_iter().map(|af|(af,1)).collect(),dl:bc.dl}}}pub fn gr(n:usize)->Jobs<I>{
let(nk,jc)=u::ir(n);I::cf(u::BE,BM::BU,nk,jc)}}mod eu{use crate::au::G;pub fn hm<N>(cv:usize,au:&mut G,mut cg:impl FnMut(&mut G)->(N,f64),mut bn:impl FnMut(&N,&mut G)->
Option<(u32,N,f64)>,)->f64{let mut ap=0.0;for _ in 0..cv{let(mut iz,mut nu)=cg(au);while let Some((mz,pe,ps))=bn(&iz,au){nu*=f64::from(mz);ap+=nu*ps;iz=pe;}}ap/cv as f64}
pub fn ez(x:u64,au:&mut G)->u64{let mut lm=x;for _ in 0..au.below(x.count_ones()as usize){lm&=lm-1;}lm&lm.wrapping_neg()}}pub mod cr{use super::ij::bu;use super::{dy,av,
bl,Row};use crate::g::{ad,Board};use crate::au::G;use crate::de::{BH,AG,BR,BB,AM};pub const BE:&str="meet";pub const A:usize=16;const CF:u32=64;struct BO{bc:Vec<u32>,bq:
Vec<u32>}pub struct Meet{n:usize,ba:BO,ar:BO}impl Meet{pub fn new(g:&Board)->Meet{let n=g.n;let rows=bl(g);let mut ci=vec![0;n*n];for(dh,bq)in ci.iter_mut().enumerate(){*
bq=ju(n,dh/n,dh%n);}let om=|from:usize,to:usize|BO::new(&rows,&ci,from,to);Meet{n,ba:om(0,n/2),ar:om(n/2,n)}}pub fn kj(&self)->Vec<(u32,u64)>{(0..CF.min(1<<self.n)).map(|
ku|(ku,1)).collect()}pub fn dt(g:&Board)->Option<f64>{if g.n>A{return None;}let(ba,ar)=oo(g);if kc(g.n,ba,ar)>BB as f64{return None;}Some(bg(g.n,ba,ar))}}fn kc(n:usize,ba
:f64,ar:f64)->f64{let cp=2.0*(f64::from(1u32<<n)+1.0);(ba+ar+cp)*std::mem::size_of::<u32>()as f64}fn bg(n:usize,ba:f64,ar:f64)->f64{let et=kn(n);let fz=ba/64.0+ba.min(et)
;let oq=ar*(ba/et/64.0+1.0);BR*(ba+ar)+AG*fz+BH*oq}impl BO{fn new(rows:&[Row],ci:&[u64],from:usize,to:usize)->BO{let n=rows.len();let mut bc=vec![0u32;(1<<n)+1];ea(rows,
ci,to,from,(0,0,0),0,&mut|z,_|{bc[z as usize+1]+=1;});for c in 0..1<<n{bc[c+1]+=bc[c];}let mut bq=vec![0;bc[1<<n]as usize];let mut next=bc.clone();ea(rows,ci,to,from,(0,0
,0),0,&mut|z,hj|{bq[next[z as usize]as usize]=hj as u32;next[z as usize]+=1;});BO{bc,bq}}fn on(&self,z:usize)->&[u32]{&self.bq[self.bc[z]as usize..self.bc[z+1]as usize]}}
impl Meet{pub fn lz(&self,ku:u32)->u64{let et=1usize<<self.n;let bm=CF.min(et as u32)as usize;let pk=ku as usize*et/bm..(ku as usize+1)*et/bm;let pv=ad(self.n)as usize;
let mut ap=0;let mut fz:Vec<BZ> =Vec::new();for z in pk{let(ba,ar)=(self.ba.on(z),self.ar.on(pv^z));if ba.is_empty()||ar.is_empty(){continue;}fz.clear();fz.extend(ba.
chunks(64).map(my));for&hj in ar{let pf=|block:&BZ|{let on=|hl:usize|block[hl][(hj>>(5*hl))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ap+=fz.iter().map(|
block|u64::from(pf(block).count_zeros())).sum::<u64>();}ap-=ar.len()as u64*(fz.len()*64-ba.len())as u64;}ap}}type BZ=[[u64;32];6];fn my(ex:&[u32])->BZ{let mut on=[0u64;32
];for(he,&hj)in ex.iter().enumerate(){for fc in dy(hj.into()){on[fc&31]|=1<<he;}}let mut block=[[0;32];6];for(hl,kw)in block.iter_mut().enumerate(){for im in 1..32usize{
let mh=im&(im-1);let fc=5*hl+(im^mh).trailing_zeros()as usize;kw[im]=kw[mh]|on[fc&31];}}block}fn ea(rows:&[Row],ci:&[u64],mb:usize,ak:usize,(z,y,ay):(u64,u64,u64),bq:u64,
nd:&mut impl FnMut(u64,u64),){if ak==mb{return nd(z,bq);}let mut x=!(z|y|ay|rows[ak].h);while x!=0{let bi=x&x.wrapping_neg();x^=bi;let hj=bq|ci[ak*rows.len()+bi.
trailing_zeros()as usize];if ak+1==mb{nd(z|bi,hj);}else{let cn=av(rows[ak].el,bi,z,y,ay);ea(rows,ci,mb,ak+1,cn,hj,nd);}}}fn ju(n:usize,ak:usize,ai:usize)->u64{let ba=n/2;
let bi=|fc:usize|match fc.checked_sub(ba){Some(at)if at<n-1=>1<<at,_=>0};bi(ak+ai)|bi(ak+n-1-ai)<<(n-1)}fn oo(g:&Board)->(f64,f64){let rows=bl(g);let ba=g.n/2;(ex(&rows[
..ba]),ex(&rows[ba..]))}fn ex(rows:&[Row])->f64{let ax=|aj:usize|f64::from(u8::from(aj+1==rows.len()));bu(AM,rows,&mut G::ik(),ax)}fn kn(n:usize)->f64{(0..n/2).fold(1.0,|
et,i|et*(n-i)as f64/(i+1)as f64)}}mod ij{use super::eu::{hm,ez};use super::{av,bl,Row};use crate::g::Board;use crate::au::G;use crate::de::AM;pub fn ip(g:&Board)->Board{
gu(g).0}pub fn gu(g:&Board)->(Board,f64){let lh=fl(g);let mut ip=(lh,0);for u in 1..8{let eb=fl(&g.eh(u));if eb<ip.0{ip=(eb,u);}}if ip.0*1.5<lh{(g.eh(ip.1),ip.0)}else{(g.
clone(),lh)}}fn fl(g:&Board)->f64{let hh=eb(g);if g.gs(){hh/2.0}else{hh}}pub fn eb(g:&Board)->f64{es(AM,&bl(g),&mut G::ik())}pub fn es(cv:usize,rows:&[Row],au:&mut G)->
f64{bu(cv,rows,au,|_|1.0)}pub fn bu(cv:usize,rows:&[Row],au:&mut G,cc:impl Fn(usize)->f64,)->f64{hm(cv,au,|_|((0,0u64,0u64,0u64),1.0),|&iz,au|{let(aj,z,y,ay)=iz;let ak=*
rows.get(aj)?;let x=!(z|y|ay|ak.h);if x==0{return None;}let(z,y,ay)=av(ak.el,ez(x,au),z,y,ay);Some((x.count_ones(),(aj+1,z,y,ay),cc(aj),))},)}}mod cf{use super::bm::{Jobs
,I};use super::{am,cr};pub enum H{CR(Jobs<I>),AX(Jobs<am::D>),Meet(Jobs<cr::Meet>)}impl H{pub fn ej(&self)->u64{match self{H::CR(bm)=>bm.ej(),H::AX(bm)=>bm.ej(),H::Meet(
bm)=>bm.ej()}}}impl From<Jobs<I>>for H{fn from(bm:Jobs<I>)->H{H::CR(bm)}}impl From<Jobs<am::D>>for H{fn from(bm:Jobs<am::D>)->H{H::AX(bm)}}impl From<cr::Meet>for H{fn
from(cr:cr::Meet)->H{let kj=cr.kj();H::Meet(Jobs::new(cr,kj))}}}mod mo{use super::{av,fs,Row};pub const BE:&str="reference";pub fn gg(rows:&[Row],aj:usize,z:u64,v:u64,o:
u64)->u64{let count=pp::<false>(rows,aj,(z,v,o),&mut 0);count.expect("an unbounded count ends")}pub fn bw(rows:&[Row],ab:&mut u64)->Option<u64>{pp::<true>(rows,0,(0,0,0),
ab)}fn pp<const M:bool>(rows:&[Row],aj:usize,(z,v,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let ax=rows.len()-1;let mut nx=[(0u64,0u64
,0u64,0u64);64];let(mut z,mut v,mut o)=(z,v,o);let mut x=!(z|v|o|rows[aj].h);if aj==ax{return Some(u64::from(x.count_ones()));}let mut ah=aj;let mut ap=0u64;loop{if x==0{
if ah==aj{return Some(ap);}ah-=1;let jp=nx[ah];x=jp.0;z=jp.1;v=jp.2;o=jp.3;continue;}if M&&!fs(ab,2){return None;}let bi=x&x.wrapping_neg();x^=bi;let(em,en,dv)=av(rows[ah
].el,bi,z,v,o);let br=!(em|en|dv|rows[ah+1].h);if ah+1==ax{ap+=u64::from(br.count_ones());}else if br!=0{nx[ah]=(x,z,v,o);ah+=1;x=br;z=em;v=en;o=dv;}}}}mod rows{use crate
::g::{ad,Board,Cell};#[derive(Clone,Copy)]pub struct Row{pub h:u64,pub el:u32}pub fn bl(g:&Board)->Vec<Row>{let ja=!ad(g.n);g.h.iter().map(|&h|Row{h:h|ja,el:1}).collect()
}pub fn hr(g:&Board,ao:&[Cell])->Vec<Row>{let ja=!ad(g.n);let pm=ao.iter().fold(0,|rows,&(r,_)|rows|1<<r);fw(ad(g.n)&!pm,|r|{let mx=ao.iter().fold(0,|db,&ey|db|dx(ey,r));
g.h[r]|ja|mx})}pub fn fw(rows:u64,h:impl Fn(usize)->u64)->Vec<Row>{let mut jy:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kg=0;let mut y=rows;while y
!=0{let r=y.trailing_zeros()as usize;y&=y-1;if let Some(ax)=jy.last_mut(){ax.el=(r-kg)as u32;}jy.push(Row{h:h(r),el:1});kg=r;}jy}pub fn dx((mn,ai):Cell,r:usize)->u64{let
di=r.abs_diff(mn);let bi=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bi(ai)|bi(ai+di)|ai.checked_sub(di).map_or(0,bi)}#[inline(always)]pub fn fs(ab:&mut u64,bg:u64)
->bool{if*ab<=bg{*ab=0;return false;}*ab-=bg;true}#[inline(always)]pub fn av(el:u32,bi:u64,z:u64,v:u64,o:u64)->(u64,u64,u64){(z|bi,(v|bi)<<el,(o|bi)>>el,)}pub fn dy(mut
db:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(db!=0).then(||{let at=db.trailing_zeros()as usize;db&=db-1;at})})}}mod u{mod hd{use crate::g::{cn,dd,dp,Cell
};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct BP{ba:usize,ar:usize,y:usize,ay:usize}impl BP{pub fn ao(&self,n:usize)->[Cell;4]{[(0,self.ba),(n-1,self.ar),
(self.y,0),(self.ay,n-1)]}fn mk(n:usize,ao:&[Cell;4])->BP{let m=n-1;let on=|al:&dyn Fn(Cell)->bool,lc:&dyn Fn(Cell)->usize|{ao.iter().copied().find(|&q|al(q)).map_or(
usize::MAX,lc)};BP{ba:on(&|(r,_)|r==0,&|(_,c)|c),ar:on(&|(r,_)|r==m,&|(_,c)|c),y:on(&|(_,c)|c==0,&|(r,_)|r),ay:on(&|(_,c)|c==m,&|(r,_)|r)}}fn ht(&self,n:usize)->[usize;8]
{let m=n-1;let np=|di:usize|m-di;[self.ba,np(self.ba),self.ar,np(self.ar),self.y,np(self.y),self.ay,np(self.ay)]}pub fn gw(&self,n:usize)->bool{let je=self.ht(n);let kv=
je.iter().copied().min().unwrap_or(0);kv>0&&je.iter().filter(|&&d|d==kv).count()>1}}pub fn lx(n:usize)->Vec<(BP,u64)>{let mut cd=Vec::new();for ba in 0..n{for ar in 0..n{
for y in 0..n{for ay in 0..n{let hd=BP{ba,ar,y,ay};let ao=hd.ao(n);if ao.iter().any(|&a|ao.iter().any(|&b|cn(a,b))){continue;}let df=|u|{let jo=ao.map(|q|dp(n,u,q));BP::
mk(n,&jo)};if let Some(fe)=dd(0..8,hd,df){cd.push((hd,fe));}}}}}cd}}use super::hr;use super::{dx,Row};use crate::g::{ad,Board,Cell};pub const BE:&str="symmetry";pub fn ir
(n:usize)->(Vec<Vec<Row>>,Vec<u64>){dz(n).into_iter().map(|fj|(lb(&fj),fj.cc)).unzip()}fn lb(fj:&Class)->Vec<Row>{hr(&fj.g,&fj.ao)}pub struct Class{pub g:Board,pub ao:Vec
<Cell>,pub cc:u64}pub fn dz(n:usize)->Vec<Class>{if n<5{return vec![Class{g:Board::fp(n),ao:Vec::new(),cc:1}];}let m=n-1;let all=ad(n);let nh=|ai:usize|all&!(1u64<<ai);
let mut dz=Vec::new();for k in 2..m{let mut g=Board::fp(n);g.h[0]=nh(0);g.h[1]=nh(k);for ak in&mut g.h[2..=k]{*ak|=1<<1;}dz.push(Class{g,ao:Vec::new(),cc:8});}let pl=1u64
|1u64<<m;let mut a=1;while a<m-a{let mut g=Board::fp(n);g.h[0]=nh(a);for(r,ak)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*ak|=pl;}}let hp=(1u64<<(a+1))-1;g.h[m
]|=hp|hp<<(m-a);dz.push(Class{g,ao:Vec::new(),cc:8});a+=1;}for(hd,cc)in hd::lx(n){if hd.gw(n){let ao=hd.ao(n).to_vec();dz.push(Class{g:lp(n,&ao),ao,cc});}}dz}fn lp(n:
usize,ao:&[Cell])->Board{let all=ad(n);let mut g=Board::fp(n);for(r,ak)in g.h.iter_mut().enumerate(){*ak=match ao.iter().find(|ey|ey.0==r){Some(&(_,c))=>all&!(1u64<<c),
None=>{ao.iter().fold(0,|db,&q|db|dx(q,r))&all}};}g}}pub use self::ic::Y;pub use self::lf::{ds,bv};pub use self::mo::{gg,bw};pub use self::rows::*;}mod po{use crate::g::A
;use crate::gj::Dialect;pub const CT:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BY{pub bb:Dialect,pub fx:usize,pub cz:Vec<
usize>}pub fn parse(args:&[String])->Result<Option<BY>,String>{let mut ca=BY{bb:Dialect::default(),fx:0,cz:Vec::new()};let mut args=args.iter();while let Some(ks)=args.
next(){let(fy,op)=match ks.split_once('='){Some((fy,da))if ks.starts_with("--")=>(fy,Some(da.to_string())),_=>(ks.as_str(),None)};let mut da=|qh:&str|{(op.clone().or_else
(||args.next().cloned())).ok_or_else(||format!("option '{}' needs {}",fy,qh))};match fy{"-h"|"--help"=>return Ok(None),"--list"=>{let bh=da("a number of solutions")?;ca.
fx=bh.parse().map_err(|_|{format!("option '{}' takes a whole number, found '{}'",fy,bh)})?;}"--dialect"=>{ca.bb=Dialect::pj(&da("a value: luogu, uva11195 or cses1624")?)?
}_ if fy.starts_with('-')&&fy.len()>1=>{return Err(format!("unknown option '{}'",ks))}_=>match ks.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>ca.cz.push(n),_=>{let bo=
"N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bo,A,ks));}}}}Ok(Some(ca))}}mod ow{use crate::g::Board;use crate::count::jq::BL;use crate::count::
Y;use crate::fx::fk;use crate::cu::O;use crate::aw::{cm,BN,B,AE};use std::io::Write;pub struct AD{pub jq:BL,cu:O}impl AD{pub fn new()->AD{AD{jq:BL::new(Y),cu:O::new()}}}
impl<W:Write>BN<W>for AD{fn la(&mut self,aw:&mut AE<W>,g:Board)->Result<(),B>{aw.gf+=1;let gl=self.cu.get(&g);let cb=&mut aw.cb;let fx=cb.format.fx;fk(&g,fx,&mut|an|cb.bt
(an)).map_err(cm)?;let(count,fb)=match gl{Some(count)=>(count,false),None=>self.jq.count(&g).ld()};self.cu.px(&g,count);(cb.count(aw.gf,count,fb)).map_err(cm)}}}use cb::
Format;use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).
collect();}let ca=match po::parse(&args){Ok(Some(ca))=>ca,Ok(None)=>{print!("{}",po::CT);return;}Err(bo)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bo);
std::process::exit(2);}};let format=Format{bb:ca.bb,fx:ca.fx,..Format::default()};let stdout=io::stdout();let jg=io::BufWriter::new(stdout.lock());let mut aw=aw::AE{cb:cb
::BJ{jg,format},gf:0};let mut dm=ow::AD::new();let cy=stdin::ms(&ca.cz,ca.bb,|cz,gf|{dm.jq.ll(cz);aw::ma(&mut aw,gf,&mut dm).unwrap_or(aw::B::CE)});std::process::exit(cy.
oy());}

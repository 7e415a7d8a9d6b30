// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fk(n:usize)->Board{assert!((1..=A).contains(&n),
"a board has 1 to {} rows, not {}",A,n);Board::new(n,vec![0;n])}pub fn gd(&self)->bool{self.h.iter().all(|&ak|ak==0)}pub fn dn(&self)->usize{self.h.iter().map(|ak|ak.
count_ones()as usize).sum()}pub(crate)fn ec(&self,v:usize)->Board{let an=if CE>>v&1==1{self.an()}else{Vec::new()};Board::new(self.n,self.dd(v,&an))}pub(crate)fn il(&self)
->AN{let an=self.an();let cp=(0..8).filter(|&s|self.dd(s,&an)==self.h);AN(cp.fold(0,|hh,s|hh|1<<s))}pub(crate)fn gn(&self)->bool{self.dd(CM,&[])==self.h}fn an(&self)->Vec
<u64>{let mut kh=[0u64;64];kh[..self.n].copy_from_slice(&self.h);transpose(&mut kh);kh[..self.n].to_vec()}fn dd(&self,v:usize,an:&[u64])->Vec<u64>{let n=self.n;let oq=if
CE>>v&1==1{an}else{&self.h};let oi=BE>>v&1==1;let mut rows:Vec<u64> =oq.iter().map(|&ak|if oi{mw(ak,n)}else{ak}).collect();if BV>>v&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AN(pub u8);impl AN{pub fn contains(self,v:usize)->bool{self.0>>v&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CE:u8=1<<1|1<<3|1<<6|1<<7;const BE:u8=1<<1|1<<2|1<<4|1<<7;const BV:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum G{Row(
usize),AA(usize)}impl G{pub fn df(self,at:usize)->Cell{match self{G::Row(r)=>(r,at),G::AA(c)=>(at,c)}}pub fn contains(self,(ak,ai):Cell)->bool{match self{G::Row(r)=>ak==r
,G::AA(c)=>ai==c}}pub(crate)fn ec(self,n:usize,v:usize)->G{let(r,c)=dk(n,v,self.df(0));if dk(n,v,self.df(1)).0==r{G::Row(r)}else{G::AA(c)}}}pub fn cl(a:Cell,b:Cell)->bool
{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CM:usize=4;pub fn dk(n:usize,v:usize,(r,c):Cell)->Cell{let m=n-1;match v{0=>(r,c),1=>(c,m-r),2=>
(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn db<K:Ord+Copy>(il:impl Iterator<Item=usize>,nd:K,dd:impl Fn(usize)->K,)->Option<u64>{let mut ez=[
nd;8];let mut cc=0;for v in il{let jm=dd(v);if jm<nd{return None;}ez[cc]=jm;cc+=1;}let ez=&mut ez[..cc];ez.sort_unstable();Some(1+ez.windows(2).filter(|ol|ol[0]!=ol[1]).
count()as u64)}pub fn mw(ds:u64,n:usize)->u64{ds.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut de=32;let mut oh:u64=0x0000_0000_FFFF_FFFF;while de!=0
{let mut k=0;while k<64{let swap=((rows[k]>>de)^rows[k+de])&oh;rows[k]^=swap<<de;rows[k+de]^=swap;k=(k+de+1)&!de;}de>>=1;oh^=oh<<de;}}pub fn ad(n:usize)->u64{u64::MAX>>(
64-n)}}mod gc{use crate::g::{Board,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CD,BB,AL}impl Dialect{pub fn pd(ft:&str)->Result<Dialect,String
>{match ft{"luogu"=>Ok(Dialect::CD),"uva11195"=>Ok(Dialect::BB),"cses1624"=>Ok(Dialect::AL),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",ft
))}}fn ie(self)->u8{match self{Dialect::CD=>b'.',Dialect::BB|Dialect::AL=>b'*'}}}pub struct D{pub al:usize,pub ai:usize,pub bn:String}struct AW<'a>{be:&'a[u8],af:usize,al
:usize,bh:usize}pub struct AS<'a>{bp:&'a[u8],bi:Dialect,gk:usize,al:usize,bh:usize,gb:bool}impl<'a>AS<'a>{pub fn new(bp:&'a[u8],bi:Dialect)->AS<'a>{AS{bp,bi,gk:0,al:1,bh:
0,gb:false}}pub fn ma(&mut self)->Result<Option<Board>,D>{if self.gb{return Ok(None);}if self.bi==Dialect::AL{return match self.jf(){Some(_)=>self.hv(8).map(Some),None=>
Ok(None)};}let ac=match self.ig(){Some(ac)=>ac,None=>{self.gb=true;return Ok(None);}};let n=self.kw(&ac)?;if n==0{self.gb=true;return Ok(None);}match self.jf(){Some(b'*')
|Some(b'.')=>self.hv(n).map(Some),_=>Ok(Some(Board::fk(n)))}}pub fn kq(&self,cq:&mut[u32]){let ml=self.bp[self.gk..].split(u8::is_ascii_whitespace).filter(|ac|!ac.
is_empty());if self.bi==Dialect::AL{if let Some(nz)=cq.get_mut(8){*nz+=(ml.count()/8)as u32;}return;}for ac in ml{if iv(ac[0]){continue;}if!ac.iter().all(u8::
is_ascii_digit)||ac.len()>2{return;}match ac.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=cq.get_mut(n){*count+=1;}}}}}fn kw(&self,ac:&
AW)->Result<usize,D>{self.hz(ac)?;if!ac.be.iter().all(u8::is_ascii_digit){return Err(self.ey(ac,ac.af,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",A,om(ac.be)),));}let cy=ac.be.iter().fold(0u64,|qc,&pa|{qc.saturating_mul(10).saturating_add(u64::
from(pa-b'0'))});if cy>A as u64{return Err(self.ey(ac,ac.af,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(ac.be),A),));}Ok(cy as usize)}
fn hv(&mut self,n:usize)->Result<Board,D>{let mut h=Vec::with_capacity(n);for ak in 0..n{let ac=match self.ig(){Some(ac)=>ac,None=>return Err(self.jt(ak,n))};match mx(ac.
be,n,self.bi.ie()){Some(cz)=>h.push(cz),None=>return Err(self.mg(&ac,ak,n))}}Ok(Board::new(n,h))}fn mg(&self,ac:&AW,ak:usize,n:usize)->D{if let Err(e)=self.hz(ac){return
e;}if let Some(ai)=(ac.be.iter()).position(|&df|!iv(df)){let at=ac.af+ai;let cc=match fp(self.bp,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ac.be[ai
])};return self.ey(ac,at,format!("row {} of {}: found {}, expected '*' or '.'",ak+1,n,cc),);}self.ey(ac,ac.af,format!("row {} of {} has {} cells, expected {}",ak+1,n,ac.
be.len(),n),)}fn hz(&self,ac:&AW)->Result<(),D>{if ac.be.is_ascii(){return Ok(());}let lu=ac.af+ac.be.len();let mut at=ac.af;while at<lu{match fp(self.bp,at){Some((_,len)
)=>at+=len,None=>{return Err(self.ey(ac,at,format!("byte 0x{:02X} is not valid UTF-8",self.bp[at]),))}}}Ok(())}fn fl(&mut self){while let Some(&jq)=self.bp.get(self.gk){
if!jq.is_ascii_whitespace(){break;}self.gk+=1;if jq==b'\n'{self.al+=1;self.bh=self.gk;}}}fn jf(&mut self)->Option<u8>{self.fl();self.bp.get(self.gk).copied()}fn ig(&mut
self)->Option<AW<'a>>{self.fl();let af=self.gk;let gx=&self.bp[af..];let len=gx.iter().position(u8::is_ascii_whitespace).unwrap_or(gx.len());if len==0{return None;}self.
gk+=len;Some(AW{be:&gx[..len],af,al:self.al,bh:self.bh})}fn ey(&self,ac:&AW,at:usize,bn:String)->D{D{al:ac.al,ai:di(self.bp,ac.bh,at),bn}}fn jt(&self,mi:usize,n:usize)->D
{D{al:self.al,ai:di(self.bp,self.bh,self.bp.len()),bn:format!("input ended after {} of {} board rows",mi,n)}}}fn mx(be:&[u8],n:usize,lb:u8)->Option<u64>{if be.len()!=n{
return None;}let(mut cz,mut hy)=(0u64,true);for(ai,&df)in be.iter().enumerate(){cz|=u64::from(df==lb)<<ai;hy&=iv(df);}hy.then_some(cz)}fn iv(jq:u8)->bool{jq==b'*'||jq==
b'.'}fn fp(bp:&[u8],at:usize)->Option<(char,usize)>{let len=match bp[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let mz=bp.get(at..at+
len)?;let be=std::str::from_utf8(mz).ok()?;be.chars().next().map(|c|(c,len))}fn di(bp:&[u8],bh:usize,at:usize)->usize{let mut ai=1;let mut gk=bh;while gk<at{gk+=fp(bp,gk)
.map_or(1,|(_,len)|len);ai+=1;}ai}fn om(be:&[u8])->String{const CC:usize=24;let be=String::from_utf8_lossy(be);if be.chars().count()>CC{let pp:String=be.chars().take(CC).
collect();format!("{:?}...",pp)}else{format!("{:?}",be)}}}mod fs{use crate::g::ad;use crate::g::Board;use crate::count::{av,bk,Row};pub fn fg<E>(g:&Board,ng:usize,ms:&mut
dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct CO<'a,E>{rows:Vec<Row>,ly:u64,nj:bool,kc:Vec<usize>,y:usize,ms:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>
CO<'_,E>{fn bm(&mut self,cl:(u64,u64,u64))->Result<(),E>{let aj=self.kc.len();if aj==self.rows.len(){self.y-=1;return(self.ms)(&self.kc);}let(z,u,o)=cl;let mut x=!(z|u|o|
self.rows[aj].h);while x!=0&&self.y>0{let bf=x&x.wrapping_neg();x^=bf;let next=av(self.rows[aj].eg,bf,z,u,o);if self.nj&&!self.ow(aj+1,next){continue;}self.kc.push(bf.
trailing_zeros()as usize);self.bm(next)?;self.kc.pop();}Ok(())}fn ow(&self,aj:usize,(z,u,o):(u64,u64,u64))->bool{let mut jg=0;for(dg,ak)in self.rows[aj..].iter().
enumerate(){let x=!(z|u<<dg|o>>dg|ak.h);if x==0{return false;}jg|=x;}let ic=self.ly&!z;jg&ic==ic}}if ng==0{return Ok(());}let mut lm=CO{rows:bk(g),ly:ad(g.n),nj:!g.gd(),
kc:Vec::with_capacity(g.n),y:ng,ms};lm.bm((0,0,0))}}mod oj{use crate::g::{Board,A};use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};use std::sync::{Arc,Mutex,
PoisonError};#[derive(Default)]pub struct OnceCount(AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn kg(&self
,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct M([OnceCount;A+1]);impl M{pub fn new()->M{M(std::array::from_fn(|_|OnceCount::default()))}
pub fn get(&self,g:&Board)->Option<u64>{match g.gd(){true=>self.0[g.n].get(),false=>None}}pub fn pq(&self,g:&Board,count:u64){if g.gd(){self.0[g.n].kg(count);}}}pub
struct Once<T>{fz:AtomicBool,cy:Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{fz:AtomicBool::new(false),cy:Mutex::new(None)}}pub fn get(&self)->Option<
Arc<T>>{match self.fz.load(Ordering::Acquire){true=>self.cy.lock().ok()?.clone(),false=>None}}pub fn jx(&self,hw:impl FnOnce()->T)->Arc<T>{let fz=self.get().
unwrap_or_else(||Arc::new(hw()));let mut cy=self.cy.lock().unwrap_or_else(PoisonError::into_inner);self.fz.store(true,Ordering::Release);cy.get_or_insert(fz).clone()}}}
mod ca{use crate::gc::Dialect;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bi:Dialect,pub fs:usize,pub qd:usize,pub qp:bool,pub dv:bool}
pub struct AR<W:Write>{pub je:W,pub format:Format}impl<W:Write>AR<W>{pub fn bt(&mut self,an:&[usize])->io::Result<()>{let an:Vec<String> =an.iter().map(|c|(c+1).to_string
()).collect();writeln!(self.je,"{}",an.join(" "))}pub fn count(&mut self,mp:usize,count:u64,ew:bool)->io::Result<()>{if self.format.bi==Dialect::BB{write!(self.je,
"Case {}: ",mp)?;}writeln!(self.je,"{}",count)?;if ew{self.je.flush()?;}Ok(())}}pub fn ea(av:&str,bn:&str){eprintln!("nqueens: error: {}: {}",av,bn);}}mod au{pub struct
Random(pub u64);impl Random{pub fn ii()->Random{Random(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}
pub fn hf(&mut self,ox:usize)->usize{(self.next()%ox as u64)as usize}}}mod dc{pub const AD:u64=20;pub const AJ:usize=256;pub const AZ:f64=32.0;pub const AT:usize=16;pub
const S:f64=4.0;pub const AP:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BM:f64=0.15;pub const AC:f64=0.3;pub const AO:u64=4<<20;pub const AX:
f64=0.125;pub const AM:f64=0.25;pub const BN:f64=4.0;pub const AE:f64=80.0;pub const BD:f64=1.5;#[allow(dead_code)]pub const U:f64=2.0;pub const AY:u64=96<<20;pub const
AB:usize=8;pub const I:usize=8;pub const O:usize=32;pub const V:u32=4;pub const AQ:usize=10;pub const BR:usize=64;pub const AG:u64=2;pub const BY:usize=4096;}mod ek{use
crate::g::Board;use crate::gc::D;use crate::ca::{self,AR};use std::io::{self,Write};pub enum F{CI,BW,BF,BA(io::Error)}impl F{pub fn os(self)->i32{match self{F::CI|F::BF=>
0,F::BW=>1,F::BA(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CA<'a> =dyn Iterator<Item=Result<Board,D>>+'a;pub struct BH<W:Write>{
pub ca:AR<W>,pub hx:usize}impl<W:Write>BH<W>{pub fn lp(&mut self,ea:&D)->F{let av=format!("line {}, column {}",ea.al,ea.ai);self.pm(&av,&ea.bn)}pub fn pm(&mut self,av:&
str,bn:&str)->F{if let Err(e)=self.ca.je.flush(){return ck(e);}ca::ea(av,bn);F::BW}pub fn ob(&mut self)->F{match self.ca.je.flush(){Ok(())=>F::CI,Err(e)=>ck(e)}}}pub fn
ck(ea:io::Error)->F{if ea.kind()==io::ErrorKind::BrokenPipe{F::BF}else{F::BA(ea)}}}mod count{pub mod jo{use super::ia::Y;use super::filter::{self,Filter};use super::cu::
Plan;use super::{bw,am,bk};use crate::g::Board;use crate::oj::Once;use crate::dc::{AX,AM,AT,S};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};use std::
sync::Arc;pub enum R{CB{count:u64,by:By},Plan{cu:Plan,aw:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CL,AU,BQ,Filter,CP}pub struct BI{is:[Once<Filter>;
filter::A+1],jp:[AtomicBool;filter::A+1],fy:[AtomicU32;filter::A+1],fc:[AtomicU32;filter::A+1],cw:[AtomicU64;filter::A+1],planner:Y}impl BI{pub fn new(planner:Y)->BI{BI{
is:std::array::from_fn(|_|Once::new()),jp:std::array::from_fn(|_|AtomicBool::new(false)),fy:std::array::from_fn(|_|AtomicU32::new(0)),fc:std::array::from_fn(|_|AtomicU32
::new(0)),cw:std::array::from_fn(|_|AtomicU64::new(0)),planner}}pub fn gg(&self,cq:&[u32]){for(fy,&count)in self.fy.iter().zip(cq){fy.store(count,Ordering::Relaxed);}}pub
fn count(&self,g:&Board)->R{let n=g.n;if g.gd(){return ew(self.planner.fk(n));}if let Some(fc)=self.fc.get(n){fc.fetch_add(1,Ordering::Relaxed);}let gi=lj(n);if let Some(
filter)=self.filter(n){return self.pv(&filter,g,gi);}let mut y=gi as u64;let ch=match gl(g,&mut y){Ok((count,by))=>{self.mj(g,gi-y as f64,0.0);return hj(count,by);}Err(ch
)=>ch};let fq=|aw:f64|self.kd(g,gi,aw);let(cu,aw)=self.planner.cu(g,ch,&fq);if let Some(filter)=self.mj(g,gi,aw){return hj(filter.count(g),By::Filter);}ew((cu,aw))}fn pv(
&self,filter:&Filter,g:&Board,gi:f64)->R{let gf=filter.jh(g);let mut y=(gf*AM).min(gi)as u64;if let Ok((count,by))=gl(g,&mut y){return hj(count,by);}hj(filter.count(g),By
::Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{self.is.get(n)?.get()}fn mj(&self,g:&Board,fo:f64,dy:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::A||!self.kd(
g,fo,dy){if let Some(cw)=self.cw.get(n){cw.fetch_add((fo+dy)as u64,Ordering::Relaxed);}return None;}if self.jp[n].swap(true,Ordering::Relaxed){return None;}let filter=
self.is[n].jx(||Filter::new(n));(dy>0.0).then_some(filter)}fn kd(&self,g:&Board,fo:f64,dy:f64)->bool{let n=g.n;if n>filter::A{return false;}let cw=self.cw[n].load(
Ordering::Relaxed)as f64+fo+dy;let hw=Filter::kx(n);if cw<hw*AX{return false;}let fc=self.fc[n].load(Ordering::Relaxed).max(1);let to_come=match self.fy[n].load(Ordering
::Relaxed){0=>fc,fy=>fy.saturating_sub(fc)};let(fc,to_come)=(f64::from(fc),f64::from(to_come));let ej=dy+cw/fc*to_come;let mk=if dy>0.0{1.0}else{0.0};let lv=Filter::lf(g)
*(1.0+AM);ej>hw&&ej>hw+lv*(to_come+mk)}}pub fn hj(count:u64,by:By)->R{R::CB{count,by}}fn ew((cu,aw):(Plan,f64))->R{R::Plan{cu,aw:Some(aw)}}pub fn lj(n:usize)->f64{use
crate::dc::{AJ,AZ};S*(AJ*n)as f64*AZ}fn gl(g:&Board,ab:&mut u64,)->Result<(u64,By),Option<am::J>>{let rows=bk(g);let ll=(AT*g.n)as u64;if*ab<=ll*(1+S as u64){let count=bw
(&rows,ab).ok_or(None)?;return Ok((count,By::CL));}let mut y=ll;if let Some(count)=bw(&rows,&mut y){*ab-=ll-y;return Ok((count,By::CL));}*ab-=ll;if am::kd(g){let bg=am::B
::new(g);let count=bg.jr(ab).map_err(Some)?;Ok((count,By::AU))}else{let count=super::bv(&rows,ab).ok_or(None)?;Ok((count,By::BQ))}}}mod ia{use super::bl::{gm,BJ,Jobs,H};
use super::cr::Meet;use super::cu::Plan;use super::{am,ih,bk};use crate::g::Board;use crate::dc::U;#[derive(Default)]pub struct Y;impl Y{pub fn fk(&self,n:usize)->(Plan,
f64){(gm(n).into(),0.0)}pub fn cu(&self,g:&Board,bb:Option<am::J>,fq:&dyn Fn(f64)->bool,)->(Plan,f64){let aw=ih::dv(g);let(cu,ej):(Plan,f64)=if am::kd(g){let bg=am::B::
new(g);let aw=aw/U;match bb{Some(bb)=>{let gx=bb.nt(aw);(Jobs::nu(bg,bb).into(),gx)}None=>{let af=bg.af();(Jobs::new(bg,vec![(af,1)]).into(),aw)}}}else{let rows=vec![bk(g
)];(H::cu(BJ::BQ,rows,vec![1]).into(),aw)};match Meet::ff(g).filter(|&cr|cr<ej){Some(cr)if!fq(cr)=>(Meet::new(g).into(),cr),Some(cr)=>(cu,cr),None=>(cu,ej)}}}}mod am{use
super::eb::{eb,eu};use super::ih::en;use super::Row;use super::{ds,fr};use crate::g::{ad,Board,Cell,G};use crate::au::Random;use crate::dc::{I,V,AQ,O};pub struct B{pub(
super)n:usize,bd:[u64;64],dl:[u64;64],bs:er::AH}#[derive(Clone,Copy)]pub struct Partial{pub(super)ag:u64,pub(super)bc:u64,gj:u128,cn:u128,dw:u128}impl Partial{pub fn ag(&
self)->usize{self.ag.count_ones()as usize}}pub enum L{CH,BP,BC(G,u64)}pub fn kd(g:&Board)->bool{let n=g.n;let jj=match n<=er::A{true=>O,false=>I};g.dn()*jj>n*n}impl B{pub
fn new(g:&Board)->B{let n=g.n;let all=ad(n);let mut bd=[0u64;64];let mut dl=[0u64;64];for(r,&ak)in g.h.iter().enumerate(){bd[r]=!ak&all;for(c,rows)in dl.iter_mut().
enumerate().take(n){*rows|=(bd[r]>>c&1)<<r;}}B{n,bd,dl,bs:er::AH::new(n)}}pub fn af(&self)->Partial{Partial{ag:ad(self.n),bc:ad(self.n),gj:0,cn:0,dw:0}}pub(super)fn ep(&
self,p:&Partial,al:G)->u64{let m=self.n-1;match al{G::Row(r)=>{let gj=(p.gj>>r)as u64;let dw=(p.dw>>(m-r))as u64;self.bd[r&63]&p.bc&!gj&!dw}G::AA(c)=>{let gj=(p.gj>>c)as
u64;let cn=(p.cn>>(m-c))as u64;self.dl[c&63]&p.ag&!gj&!cn}}}pub fn ny(&self,p:&Partial,mh:bool)->L{let an=if mh{0}else{p.bc};cd(p.ag,an,|al|self.ep(p,al))}pub(super)fn ov
(&self,y:&mut Vec<Partial>,ao:&[Cell],ht:impl Iterator<Item=Cell>,){for p in y.iter_mut(){*p=ao.iter().fold(*p,|p,&et|self.av(&p,et));}let af=self.af();y.extend(ht.map(|
df|self.av(&af,df)));}pub fn av(&self,p:&Partial,(r,c):Cell)->Partial{Partial{ag:p.ag&!(1u64<<r),bc:p.bc&!(1u64<<c),gj:p.gj|1u128<<(r+c),cn:p.cn|1u128<<(r+self.n-1-c),dw:
p.dw|1u128<<(c+self.n-1-r)}}pub(super)fn dz(&self,p:&Partial)->Vec<Row>{fr(p.ag,|r|!self.ep(p,G::Row(r)))}pub fn ff(&self,cv:usize,mb:f64)->f64{if self.n<=er::A{return
self.kp(cv);}let ce=|_:&mut Random|(Some(self.af()),1.0);eb(cv,&mut Random::ii(),ce,|ix,au|{let p=ix.as_ref()?;match self.ny(p,false){L::BC(_,x)if lw(x,p.ag)=>{let ld=en(
1,&self.dz(p),au);Some((1,None,ld))}L::BC(al,x)=>{let at=eu(x,au).trailing_zeros()as usize;Some((x.count_ones(),Some(self.av(p,al.df(at))),mb,))}L::CH|L::BP=>None}})}pub
fn count(&self,p:Partial)->u64{if self.n<=er::A{return self.kn(&p);}self.ir(p)}pub fn jr(&self,ab:&mut u64)->Result<u64,J>{match self.n<=er::A{true=>self.ks(B::gp,ab),
false=>self.ks(B::fv,ab)}}fn ks(&self,core:BS,ab:&mut u64)->Result<u64,J>{let fo=*ab;let mut y=Vec::new();let cm=core(self,ab,&mut y);match*ab{0=>Err(J{cm,y,fo}),_=>Ok(cm
)}}}type BS=fn(&B,&mut u64,&mut Vec<Partial>)->u64;pub struct J{pub cm:u64,pub y:Vec<Partial>,pub fo:u64}impl J{pub fn nt(&self,aw:f64)->f64{(aw-self.fo as f64).max(0.0)}
}mod er{use super::{Partial,B};use crate::g::Cell;use crate::count::{ds,fm};use crate::dc::AD;pub const A:usize=16;const C:usize=2*A;static CF:[[u16;C];A*A]=cl();const fn
cl()->[[u16;C];A*A]{let mut cg=[[0u16;C];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut al=0;while al<A{cg[r*A+c][al]=gr(r,c,al);cg[r*A+c][A+al]=gr(c,r,al);al+=
1;}c+=1;}r+=1;}cg}const fn gr(r:usize,c:usize,al:usize)->u16{if al==r{return!(1<<c);}let jk=al.abs_diff(r);let mut j=1u16<<c;if c+jk<A{j|=1<<(c+jk);}if c>=jk{j|=1<<(c-jk)
;}j}static CK:[[u16;C];C]=ji();const fn ji()->[[u16;C];C]{let mut cg=[[0u16;C];C];let mut ae=0;while ae<C{cg[ae][ae]=u16::MAX;ae+=1;}cg}#[derive(Clone,Copy)]pub struct AI
{j:[u16;C],ci:[u16;C]}pub struct AH{hr:[i16;C],ae:[u8;C]}impl AH{pub fn new(n:usize)->AH{let mut er:Vec<usize> =(0..C).collect();let ko=|ae:usize|(2*(ae%A)).abs_diff(n.
saturating_sub(1));er.sort_by_key(|&ae|(ko(ae),ae%A,ae/A));let mut bs=AH{hr:[0;C],ae:[0;C]};for(hr,&ae)in er.iter().enumerate(){bs.hr[ae]=hr as i16;bs.ae[hr]=ae as u8;}bs
}}const CJ:i16=1<<14;impl AI{pub fn of(bg:&B,p:&Partial)->AI{let mut dx=AI{j:[u16::MAX;C],ci:[u16::MAX;C]};for r in ds(p.ag){dx.j[r]=bg.ep(p,crate::g::G::Row(r))as u16;dx
.ci[r]=0;}for c in ds(p.bc){dx.j[A+c]=bg.ep(p,crate::g::G::AA(c))as u16;dx.ci[A+c]=0;}dx}#[inline(always)]fn cd(&self,bs:&AH)->(usize,u16){let mut fj=i16::MAX;for ae in 0
..C{let ci=(self.ci[ae]&CJ as u16)as i16;let nd=((self.j[ae].count_ones()as i16)<<6|bs.hr[ae])+ci;fj=fj.min(nd);}let ae=usize::from(bs.ae[(fj&31)as usize])&(C-1);(ae,self
.j[ae])}#[inline(always)]fn jv(&self,bs:&AH)->Option<usize>{let mut fj=i16::MAX;for ae in 0..C{let j=self.j[ae];let ps=i16::from(j&j.wrapping_sub(1)!=0);fj=fj.min(bs.hr[
ae]|ps<<6);}(fj<64).then(||usize::from(bs.ae[fj as usize&(C-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn av(&self,ae:usize,at:usize)->Option<AI>{let(r,c
)=et(ae,at);let cl=&CF[(r*A+c)&(A*A-1)];let(ak,ai)=(&CK[r&(A-1)],&CK[A+(c&(A-1))]);let mut next=AI{j:[0;C],ci:[0;C]};let mut ic=0u16;for ae in 0..C{let ci=self.ci[ae]|ak[
ae]|ai[ae];let j=self.j[ae]&!cl[ae]|ci;next.j[ae]=j;next.ci[ae]=ci;ic|=u16::from(j==0);}(ic==0).then_some(next)}#[inline(always)]fn gv(&mut self,bs:&AH,rows:&mut u32)->
bool{while*rows>=2{let ae=match self.jv(bs){Some(ae)=>ae,None=>break};let at=self.j[ae].trailing_zeros()as usize;*self=match self.av(ae,at){Some(next)=>next,None=>return
false};*rows-=1;}true}}fn et(ae:usize,at:usize)->Cell{match ae<A{true=>(ae,at),false=>(at,ae-A)}}pub fn count<const BOUNDED:bool>(bg:&B,dx:&AI,y:u32,ab:&mut u64,ch:&mut
Vec<Partial>,)->u64{if BOUNDED&&!fm(ab,AD){ch.push(bg.af());return 0;}let(ae,mut j)=dx.cd(&bg.bs);if y==1{return u64::from(j.count_ones());}let mut ap=0;while j!=0{let at
=j.trailing_zeros()as usize;j&=j-1;let mut next=match dx.av(ae,at){Some(next)=>next,None=>continue};let mut rows=y-1;let mu=next.gv(&bg.bs,&mut rows);if!mu{continue;}if
rows==1{ap+=1;continue;}ap+=count::<BOUNDED>(bg,&next,rows,ab,ch);if BOUNDED&&*ab==0{let ht=ds(u64::from(j)).map(|at|et(ae,at));bg.ov(ch,&[et(ae,at)],ht);return ap;}}ap}
impl B{pub(super)fn gp(&self,ab:&mut u64,y:&mut Vec<Partial>)->u64{let dx=AI::of(self,&self.af());count::<true>(self,&dx,self.n as u32,ab,y)}pub(super)fn kn(&self,p:&
Partial)->u64{match p.ag(){0=>1,y=>count::<false>(self,&AI::of(self,p),y as u32,&mut 0,&mut Vec::new(),)}}pub(super)fn kp(&self,cv:usize)->f64{use crate::count::eb::eb;
use crate::au::Random;let af=AI::of(self,&self.af());let ce=|_:&mut Random|((af,self.n as u32),1.0);eb(cv,&mut Random::ii(),ce,|&(dx,y),au|{if y<=2{return None;}let(ae,j)
=dx.cd(&self.bs);let ky:Vec<(AI,u32)> =ds(u64::from(j)).filter_map(|at|{let mut next=dx.av(ae,at)?;let mut rows=y-1;let mu=next.gv(&self.bs,&mut rows);(mu&&rows>1).
then_some((next,rows))}).collect();let pk=*ky.get(au.hf(ky.len().max(1)))?;Some((ky.len()as u32,pk,AD as f64))},)+AD as f64}}}pub(super)fn np(j:u64)->bool{j&(j-1)==0}fn
ju(da:u64,bz:u64,x:impl Fn(G)->u64,)->Option<L>{let al=if da!=0{G::Row(da.trailing_zeros()as usize)}else if bz!=0{G::AA(bz.trailing_zeros()as usize)}else{return None;};
Some(L::BC(al,x(al)))}fn dh(j:u64)->u32{let ou=j&(j-1);let lk=ou&ou.wrapping_sub(1);let pn=lk&lk.wrapping_sub(1);1+u32::from(ou!=0)+u32::from(lk!=0)+u32::from(pn!=0)}#[
inline(always)]pub(super)fn id(ag:u64,bc:u64,x:impl Fn(G)->u64,pc:bool,)->L{let jl=||{ds(ag).map(G::Row).chain(ds(bc).map(G::AA))};let mut ef=(u32::MAX,G::Row(0),0);for
al in jl(){let j=x(al);let io=dh(j);if io<ef.0{ef=(io,al,j);if io==2{break;}}}if ef.0>=V&&pc{ef.0=u32::MAX;for al in jl(){let j=x(al);if j.count_ones()<ef.0{ef=(j.
count_ones(),al,j);}}}L::BC(ef.1,ef.2)}pub(super)fn cd(ag:u64,bc:u64,x:impl Fn(G)->u64,)->L{if ag==0{return L::BP;}let(mut da,mut bz)=(0u64,0u64);for(jl,jv,al)in[(ag,&mut
da,G::Row as fn(usize)->G),(bc,&mut bz,G::AA)]{for at in ds(jl){let j=x(al(at));if j==0{return L::CH;}*jv|=u64::from(np(j))<<at;}}match ju(da,bz,&x){Some(ia)=>ia,None=>id
(ag,bc,x,true)}}pub(super)fn lw(x:u64,ag:u64)->bool{dh(x)>=V&&ag.count_ones()as usize<=AQ}}mod nw{use super::am::{Partial,B};use super::{dm,bv};impl B{pub(super)fn ir(&
self,p:Partial)->u64{dm(&self.dz(&p),0,0,0,0)}pub(super)fn fv(&self,ab:&mut u64,y:&mut Vec<Partial>)->u64{let af=self.af();bv(&self.dz(&af),ab).unwrap_or_else(||{y.push(
af);0})}}}mod oa{use super::Row;use crate::dc::{BR,AG};struct X{x:u64,z:u64,u:u64,o:u64,ah:u64,len:usize,it:[u64;64],iq:[u64;64],iw:[u64;64],hs:[u64;64],hp:[u64;64]}type
Root=(u64,u64,u64,u64,u64);struct AV{ct:u64,gw:[u64;64],cc:u64}pub fn cs(ak:u64)->u64{60-4*ak}#[inline(always)]fn fx(cz:u64,qj:u64,no:u64)->u64{qj&cz|no&!cz}impl X{fn new
()->X{X{x:0,z:0,u:0,o:0,ah:0,len:usize::MAX,it:[0;64],iq:[0;64],iw:[0;64],hs:[0;64],hp:[0;64]}}fn af(&mut self,ce:Root){(self.x,self.z,self.u,self.o,self.ah,)=ce;self.len
=0;}fn hq(&self)->bool{self.len==usize::MAX}#[inline(always)]fn na<const Q:bool>(&mut self,h:&[u64;128],el:&[u64;64],ax:u64,)->u64{self.hb::<Q,false>(h,el,ax,None)}#[
inline(always)]fn hb<const Q:bool,const CU:bool>(&mut self,h:&[u64;128],el:&[u64;64],ax:u64,bj:Option<&mut AV>,)->u64{let(x,z,ah)=(self.x,self.z,self.ah);let(y,ay)=(self.
u,self.o);let bf=x&x.wrapping_neg();let gx=x^bf;let eg=if Q{1}else{el[(ah&63)as usize]};let(eh,ei,dp)=super::av(eg as u32,bf,z,y,ay);let br=!(eh|ei|dp|h[((ah+1)&127)as
usize]);let bm=((br|br.wrapping_neg())as i64>>63)as u64;let py=usize::from(gx!=0);let gz=self.len&63;self.it[gz]=gx;self.iq[gz]=z;self.iw[gz]=y;self.hs[gz]=ay;self.hp[gz]
=ah;let ba=(self.len+py).wrapping_sub(1);let t=ba&63;if let(true,Some(bj))=(CU,bj){let ct=bj.ct;bj.cc=ct|u64::from(bf.trailing_zeros())<<cs(ah&15);bj.gw[gz]=ct;bj.ct=fx(
bm,bj.cc,bj.gw[t]);}self.x=fx(bm,br,self.it[t]);self.z=fx(bm,eh,self.iq[t]);self.u=fx(bm,ei,self.iw[t]);self.o=fx(bm,dp,self.hs[t]);self.ah=fx(bm,ah+1,self.hp[t]);self.
len=ba.wrapping_add((bm&1)as usize);u64::from(ah==ax)}}fn ha(cf:usize,ah:usize,ax:u64)->bool{BR>cf&&ah as u64+AG<ax}pub fn dm(rows:&[Row],aj:usize,z:u64,u:u64,o:u64)->u64
{let count=lm::<false>(rows,aj,(z,u,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bv(rows:&[Row],ab:&mut u64)->Option<u64>{lm::<true>(rows,0,(0,0,0),ab)}pub fn
jd(rows:&[Row],fa:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;}let ax=rows.len()as u64-1;let mut cf:Vec<(Root,u64)> =vec![((!h[0
],0,0,0,0),0)];let mut ah=0;while ha(cf.len(),ah,ax){let mut next=Vec::new();for&((mut x,z,y,ay,_),ct)in&cf{while x!=0{let bf=x&x.wrapping_neg();x^=bf;let(z,y,ay)=super::
av(rows[ah].eg,bf,z,y,ay);let br=!(z|y|ay|h[ah+1]);let ai=u64::from(bf.trailing_zeros());let ce=(br,z,y,ay,ah as u64+1);next.push((ce,ct|ai<<cs(ah as u64)));}}cf=next;ah
+=1;}let mut dq=cf.into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn af(dq:&mut impl Iterator<Item=(Root,u64)>,kk:&mut X,bj:&mut AV,)->bool{match dq.next(){Some((
ce,ct))=>{kk.af(ce);bj.ct=ct;true}None=>false}}let hl=||AV{ct:0,gw:[0;64],cc:0};let(mut a,mut b)=(X::new(),X::new());let(mut ed,mut fd)=(hl(),hl());if!af(&mut dq,&mut a,&
mut ed){return;}if af(&mut dq,&mut b,&mut fd){loop{gs(&mut a,&mut ed,&h,ax,fa);gs(&mut b,&mut fd,&h,ax,fa);if a.hq()&&!af(&mut dq,&mut a,&mut ed){std::mem::swap(&mut a,&
mut b);std::mem::swap(&mut ed,&mut fd);break;}if b.hq()&&!af(&mut dq,&mut b,&mut fd){break;}}}while!a.hq(){gs(&mut a,&mut ed,&h,ax,fa);}}#[inline(always)]fn gs(kk:&mut X,
bj:&mut AV,h:&[u64;128],ax:u64,fa:&mut Vec<u64>,){const CT:[u64;64]=[1;64];let lr=kk.hb::<true,true>(h,&CT,ax,Some(bj));if lr==1{fa.push(bj.cc);}}fn lm<const BOUNDED:bool
>(rows:&[Row],aj:usize,(z,u,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let x=!(z|u|o|rows[aj].h);let ax=rows.len()as u64-1;if aj as u64
==ax{return Some(u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut el=[0u64;64];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;el[i]=u64::from(ak.eg);}let mut
cf:Vec<Root> =Vec::new();if x!=0{cf.push((x,z,u,o,aj as u64));}let mut ah=aj;while ha(cf.len(),ah,ax){let mut next=Vec::new();for&(mut f,c,l,r,_)in&cf{while f!=0{let bf=f
&f.wrapping_neg();f^=bf;let(nc,nl,nr)=super::av(rows[ah].eg,bf,c,l,r);let nf=!(nc|nl|nr|h[ah+1]);if nf!=0{next.push((nf,nc,nl,nr,ah as u64+1));}}}cf=next;ah+=1;}if el[..
rows.len()].iter().all(|&eg|eg==1){kj::<true,BOUNDED>(cf,&h,&el,ax,ab)}else{kj::<false,BOUNDED>(cf,&h,&el,ax,ab)}}fn kj<const Q:bool,const BOUNDED:bool>(cf:Vec<Root>,h:&[
u64;128],el:&[u64;64],ax:u64,ab:&mut u64,)->Option<u64>{let mut fm=|aw:u64|!BOUNDED||super::fm(ab,aw);let mut dq=cf.into_iter();let mut a=X::new();let mut b=X::new();let
mut ap=0u64;match dq.next(){Some(ce)=>a.af(ce),None=>return Some(0)}if let Some(ce)=dq.next(){b.af(ce);}if!b.hq(){loop{if!fm(2){return None;}ap+=a.na::<Q>(h,el,ax);ap+=b.
na::<Q>(h,el,ax);if a.hq(){match dq.next(){Some(ce)=>a.af(ce),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.hq(){match dq.next(){Some(ce)=>b.af(ce),None=>break}}}}
while!a.hq(){if!fm(1){return None;}ap+=a.na::<Q>(h,el,ax);}Some(ap)}}pub mod filter{use super::oa::{jd,cs};use super::{bk,v};use crate::g::{ad,dk,Board};use crate::dc::{
AP,AO,BM,AC};pub const A:usize=16;const AF:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct P{n:usize,aq:usize,fi:Vec<u32>,j:Vec<
u64>,ev:usize}fn iu(n:usize,dj:&[AK])->usize{let pw=|rows:usize|{let fw=|s:&AK|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+dj.windows(2).filter(|w|fw(&w[0])!=fw(&w[1])
).count()};(1..n).take_while(|&rows|pw(rows)*8*64<=dj.len()).count()}type AK=u64;fn di(bt:AK,ak:usize)->usize{(bt>>cs(ak as u64)&15)as usize}impl P{fn new(n:usize,dj:&[AK
],aq:Option<usize>)->P{let aq=aq.unwrap_or_else(||iu(n,dj)).min(n);let hf=n-aq;let ke=n.pow(aq as u32);let mut fi=vec![0u32;ke+1];let ev=(dj.len()+63)/64;let mut j=vec![
0u64;ev*hf*n];for(i,&bt)in dj.iter().enumerate(){let fw=(0..aq).fold(0,|p,r|p*n+di(bt,r));fi[fw+1]+=1;for r in aq..n{let df=(r-aq)*n+di(bt,r);j[df*ev+i/64]|=1<<(i%64);}}
for p in 0..ke{fi[p+1]+=fi[p];}P{n,aq,fi,j,ev}}fn count(&self,h:&[u64])->u64{let(n,ba)=(self.n,self.aq);let mut co=[0usize;A*A];let mut len=0;for(r,&ak)in h.iter().
enumerate().skip(ba){let mut j=ak;while j!=0{co[len]=((r-ba)*n+j.trailing_zeros()as usize)*self.ev;len+=1;j&=j-1;}}let mut bd=[0u64;A];for(bd,&ak)in bd.iter_mut().zip(&h[
..ba]){*bd=!ak&ad(n);}if ba==0{return match self.fi[1]{0=>0,hi=>self.jb(0,hi as usize,&co[..len])};}self.ib(&bd[..ba],0,&co[..len])}fn ib(&self,bd:&[u64],fw:usize,co:&[
usize])->u64{let ag=bd.len();let de=self.n.pow(ag as u32-1);let mut ap=0;let mut an=bd[0];while an!=0{let p=fw*self.n+an.trailing_zeros()as usize;an&=an-1;let(lo,hi)=(
self.fi[p*de]as usize,self.fi[(p+1)*de]as usize,);if lo==hi{continue;}ap+=if ag==1{self.jb(lo,hi,co)}else{self.ib(&bd[1..],p,co)};}ap}fn jb(&self,lo:usize,hi:usize,co:&[
usize])->u64{let mut ap=0;for w in lo/64..=(hi-1)/64{let mut hu=u64::MAX;if w==lo/64{hu&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hu&=u64::MAX>>(63-(hi-1)%64);}let mut nk=co.
chunks_exact(4);for pu in&mut nk{let j=|k:usize|self.j[pu[k]+w];hu&=!(j(0)|j(1)|j(2)|j(3));if hu==0{break;}}if hu!=0{for&at in nk.remainder(){hu&=!self.j[at+w];}}ap+=u64
::from(hu.count_ones());}ap}}pub struct Filter{cj:P,cp:P,gf:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::fz(n,None,None)}fn fz(n:usize,aq:Option<usize>,jy:
Option<bool>)->Filter{let mut cj=Vec::new();let mut cp=Vec::new();for fe in v::dt(n){let bb=cp.len();let fa=if fe.cb==8{&mut cj}else{&mut cp};jd(&bk(&fe.g),fa);let cc=cp.
len()-bb;for i in bb..bb+cc{for v in 1..8{cp.push(dd(n,cp[i],v));}}}if jy.unwrap_or(cj.len()/64<n*n){for bt in cj.drain(..){cp.extend((0..8).map(|v|dd(n,bt,v)));}}cj.
sort_unstable();cp.sort_unstable();cp.dedup();Filter{cj:P::new(n,&cj,aq),cp:P::new(n,&cp,aq),gf:(0..=n*n).map(|h|nh(n,h)).collect()}}pub fn ka(n:usize)->u64{let cj=AF[n]/
8+1;cj*(n*n)as u64/8+cj*8}pub fn kx(n:usize)->f64{AF[n]as f64*f64::from(AP[n])}pub fn lf(g:&Board)->f64{nh(g.n,g.dn())}pub fn jh(&self,g:&Board)->f64{self.gf[g.dn()]}pub
fn count(&self,g:&Board)->u64{let mut ap=self.cp.count(&g.h);if self.cj.ev>0{for v in 0..8{ap+=self.cj.count(&g.ec(v).h);}}ap}}fn nh(n:usize,h:usize)->f64{let li=h as f64
/(n*n)as f64;let ev=AF[n]as f64/64.0;let ij=((ev/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ij=ij.min(n as i32);let mut gh=1.0;let mut y=1.0;for _ in 0..ij{
gh+=y*li*n as f64;y*=1.0-li;}let hf=li*(n*(n-ij as usize))as f64;let pr=1.0-1.0/n as f64;let mut kb=1.0;for _ in 0..hf as usize{let mut hn=1.0-kb;for _ in 0..6{hn*=hn;}gh
+=y*(1.0-hn);kb*=pr;}ev*gh*nv(n)}fn nv(n:usize)->f64{match Filter::ka(n)>AO{true=>AC,false=>BM}}fn dd(n:usize,bt:AK,v:usize)->AK{(0..n).fold(0,|dd,r|{let(ak,ai)=dk(n,v,(r
,di(bt,r)));dd|(ai as u64)<<cs(ak as u64)})}}mod bl{use super::{dm,ga,am,cr,v,Row};use crate::dc::AB;pub trait Tree{type Start:Copy;fn count(&self,af:Self::Start)->u64;}
pub struct Jobs<T:Tree>{pub(super)hc:Box<T>,pub bl:Vec<(T::Start,u64)>,pub(super)cm:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BJ{CR,BQ}pub struct H{pub core:BJ,pub
eo:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct Z{pub(super)kg:usize,pub(super)aj:usize,pub(super)z:u64,pub(super)u:u64,pub(super)o:u64}impl H{pub fn cu(core:BJ,eo:Vec<
Vec<Row>>,ja:Vec<u64>)->Jobs<H>{let bl=(ja.into_iter().enumerate()).map(|(kg,cb)|(Z::ot(kg),cb)).collect();Jobs::new(H{core,eo},bl)}}impl Z{pub(super)fn ot(kg:usize)->Z{Z
{kg,aj:0,z:0,u:0,o:0}}}impl Tree for H{type Start=Z;fn count(&self,at:Z)->u64{let rows=&self.eo[at.kg];if self.core==BJ::BQ&&rows.len()-at.aj>AB{dm(rows,at.aj,at.z,at.u,
at.o)}else{ga(rows,at.aj,at.z,at.u,at.o)}}}impl Tree for am::B{type Start=am::Partial;fn count(&self,ns:am::Partial)->u64{am::B::count(self,ns)}}impl Tree for cr::Meet{
type Start=u32;fn count(&self,kt:u32)->u64{self.ls(kt)}}impl<T:Tree>Jobs<T>{pub fn new(hc:T,bl:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{hc:Box::new(hc),bl,cm:0}}pub(super)fn mr
(&self,i:usize)->u64{let(af,cb)=self.bl[i];cb*self.hc.count(af)}pub fn ee(&self)->u64{self.cm+(0..self.bl.len()).map(|i|self.mr(i)).sum::<u64>()}}impl Jobs<am::B>{pub fn
nu(bg:am::B,bb:am::J)->Jobs<am::B>{Jobs{hc:Box::new(bg),bl:bb.y.into_iter().map(|af|(af,1)).collect(),cm:bb.cm}}}pub fn gm(n:usize)->Jobs<H>{let(my,ja)=v::ip(n);H::cu(BJ
::BQ,my,ja)}}mod eb{use crate::au::Random;pub fn eb<N>(cv:usize,au:&mut Random,mut ce:impl FnMut(&mut Random)->(N,f64),mut bm:impl FnMut(&N,&mut Random)->Option<(u32,N,
f64)>,)->f64{let mut ap=0.0;for _ in 0..cv{let(mut ix,mut ni)=ce(au);while let Some((mq,oy,pl))=bm(&ix,au){ni*=f64::from(mq);ap+=ni*pl;ix=oy;}}ap/cv as f64}pub fn eu(x:
u64,au:&mut Random)->u64{let mut lg=x;for _ in 0..au.hf(x.count_ones()as usize){lg&=lg-1;}lg&lg.wrapping_neg()}}pub mod cr{use super::ih::bu;use super::{ds,av,bk,Row};use
crate::g::{ad,Board};use crate::au::Random;use crate::dc::{BD,AE,BN,AY,AJ};pub const A:usize=16;const BY:u32=64;struct BK{bb:Vec<u32>,bq:Vec<u32>}pub struct Meet{n:usize,
ba:BK,ar:BK}impl Meet{pub fn new(g:&Board)->Meet{let n=g.n;let rows=bk(g);let mut cg=vec![0;n*n];for(df,bq)in cg.iter_mut().enumerate(){*bq=js(n,df/n,df%n);}let oc=|from:
usize,to:usize|BK::new(&rows,&cg,from,to);Meet{n,ba:oc(0,n/2),ar:oc(n/2,n)}}pub fn ki(&self)->Vec<(u32,u64)>{(0..BY.min(1<<self.n)).map(|kt|(kt,1)).collect()}pub fn ff(g:
&Board)->Option<f64>{if g.n>A{return None;}let(ba,ar)=od(g);if ka(g.n,ba,ar)>AY as f64{return None;}Some(aw(g.n,ba,ar))}}fn ka(n:usize,ba:f64,ar:f64)->f64{let co=2.0*(f64
::from(1u32<<n)+1.0);(ba+ar+co)*std::mem::size_of::<u32>()as f64}fn aw(n:usize,ba:f64,ar:f64)->f64{let eo=km(n);let fu=ba/64.0+ba.min(eo);let og=ar*(ba/eo/64.0+1.0);BN*(
ba+ar)+AE*fu+BD*og}impl BK{fn new(rows:&[Row],cg:&[u64],from:usize,to:usize)->BK{let n=rows.len();let mut bb=vec![0u32;(1<<n)+1];du(rows,cg,to,from,(0,0,0),0,&mut|z,_|{bb
[z as usize+1]+=1;});for c in 0..1<<n{bb[c+1]+=bb[c];}let mut bq=vec![0;bb[1<<n]as usize];let mut next=bb.clone();du(rows,cg,to,from,(0,0,0),0,&mut|z,hd|{bq[next[z as
usize]as usize]=hd as u32;next[z as usize]+=1;});BK{bb,bq}}fn on(&self,z:usize)->&[u32]{&self.bq[self.bb[z]as usize..self.bb[z+1]as usize]}}impl Meet{pub fn ls(&self,kt:
u32)->u64{let eo=1usize<<self.n;let bl=BY.min(eo as u32)as usize;let pe=kt as usize*eo/bl..(kt as usize+1)*eo/bl;let po=ad(self.n)as usize;let mut ap=0;let mut fu:Vec<BU>
=Vec::new();for z in pe{let(ba,ar)=(self.ba.on(z),self.ar.on(po^z));if ba.is_empty()||ar.is_empty(){continue;}fu.clear();fu.extend(ba.chunks(64).map(mo));for&hd in ar{let
oz=|hg:&BU|{let on=|hh:usize|hg[hh][(hd>>(5*hh))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ap+=fu.iter().map(|hg|u64::from(oz(hg).count_zeros())).sum::<u64>(
);}ap-=ar.len()as u64*(fu.len()*64-ba.len())as u64;}ap}}type BU=[[u64;32];6];fn mo(es:&[u32])->BU{let mut on=[0u64;32];for(gz,&hd)in es.iter().enumerate(){for ex in ds(hd
.into()){on[ex&31]|=1<<gz;}}let mut hg=[[0;32];6];for(hh,kv)in hg.iter_mut().enumerate(){for ik in 1..32usize{let lz=ik&(ik-1);let ex=5*hh+(ik^lz).trailing_zeros()as
usize;kv[ik]=kv[lz]|on[ex&31];}}hg}fn du(rows:&[Row],cg:&[u64],lu:usize,ak:usize,(z,y,ay):(u64,u64,u64),bq:u64,mt:&mut impl FnMut(u64,u64),){if ak==lu{return mt(z,bq);}
let mut x=!(z|y|ay|rows[ak].h);while x!=0{let bf=x&x.wrapping_neg();x^=bf;let hd=bq|cg[ak*rows.len()+bf.trailing_zeros()as usize];if ak+1==lu{mt(z|bf,hd);}else{let cl=av(
rows[ak].eg,bf,z,y,ay);du(rows,cg,lu,ak+1,cl,hd,mt);}}}fn js(n:usize,ak:usize,ai:usize)->u64{let ba=n/2;let bf=|ex:usize|match ex.checked_sub(ba){Some(at)if at<n-1=>1<<at
,_=>0};bf(ak+ai)|bf(ak+n-1-ai)<<(n-1)}fn od(g:&Board)->(f64,f64){let rows=bk(g);let ba=g.n/2;(es(&rows[..ba]),es(&rows[ba..]))}fn es(rows:&[Row])->f64{let ax=|aj:usize|
f64::from(u8::from(aj+1==rows.len()));bu(AJ,rows,&mut Random::ii(),ax)}fn km(n:usize)->f64{(0..n/2).fold(1.0,|eo,i|eo*(n-i)as f64/(i+1)as f64)}}mod ih{use super::eb::{eb,
eu};use super::{av,bk,Row};use crate::g::Board;use crate::au::Random;use crate::dc::AJ;pub fn im(g:&Board)->Board{go(g).0}pub fn go(g:&Board)->(Board,f64){let lc=fh(g);
let mut im=(lc,0);for v in 1..8{let dv=fh(&g.ec(v));if dv<im.0{im=(dv,v);}}if im.0*1.5<lc{(g.ec(im.1),im.0)}else{(g.clone(),lc)}}fn fh(g:&Board)->f64{let hc=dv(g);if g.gn
(){hc/2.0}else{hc}}pub fn dv(g:&Board)->f64{en(AJ,&bk(g),&mut Random::ii())}pub fn en(cv:usize,rows:&[Row],au:&mut Random)->f64{bu(cv,rows,au,|_|1.0)}pub fn bu(cv:usize,
rows:&[Row],au:&mut Random,cb:impl Fn(usize)->f64,)->f64{eb(cv,au,|_|((0,0u64,0u64,0u64),1.0),|&ix,au|{let(aj,z,y,ay)=ix;let ak=*rows.get(aj)?;let x=!(z|y|ay|ak.h);if x==
0{return None;}let(z,y,ay)=av(ak.eg,eu(x,au),z,y,ay);Some((x.count_ones(),(aj+1,z,y,ay),cb(aj),))},)}}mod cu{use super::bl::{Jobs,H};use super::{am,cr};pub enum Plan{CN(
Jobs<H>),AU(Jobs<am::B>),Meet(Jobs<cr::Meet>)}impl Plan{pub fn ee(&self)->u64{match self{Plan::CN(bl)=>bl.ee(),Plan::AU(bl)=>bl.ee(),Plan::Meet(bl)=>bl.ee()}}}impl From<
Jobs<H>>for Plan{fn from(bl:Jobs<H>)->Plan{Plan::CN(bl)}}impl From<Jobs<am::B>>for Plan{fn from(bl:Jobs<am::B>)->Plan{Plan::AU(bl)}}impl From<cr::Meet>for Plan{fn from(cr
:cr::Meet)->Plan{let ki=cr.ki();Plan::Meet(Jobs::new(cr,ki))}}}mod mf{use super::{av,fm,Row};pub fn ga(rows:&[Row],aj:usize,z:u64,u:u64,o:u64)->u64{let count=pj::<false>(
rows,aj,(z,u,o),&mut 0);count.expect("an unbounded count ends")}pub fn bw(rows:&[Row],ab:&mut u64)->Option<u64>{pj::<true>(rows,0,(0,0,0),ab)}fn pj<const BOUNDED:bool>(
rows:&[Row],aj:usize,(z,u,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let ax=rows.len()-1;let mut nm=[(0u64,0u64,0u64,0u64);64];let(mut
z,mut u,mut o)=(z,u,o);let mut x=!(z|u|o|rows[aj].h);if aj==ax{return Some(u64::from(x.count_ones()));}let mut ah=aj;let mut ap=0u64;loop{if x==0{if ah==aj{return Some(ap
);}ah-=1;let jn=nm[ah];x=jn.0;z=jn.1;u=jn.2;o=jn.3;continue;}if BOUNDED&&!fm(ab,2){return None;}let bf=x&x.wrapping_neg();x^=bf;let(eh,ei,dp)=av(rows[ah].eg,bf,z,u,o);let
br=!(eh|ei|dp|rows[ah+1].h);if ah+1==ax{ap+=u64::from(br.count_ones());}else if br!=0{nm[ah]=(x,z,u,o);ah+=1;x=br;z=eh;u=ei;o=dp;}}}}mod rows{use crate::g::{ad,Board,Cell
};#[derive(Clone,Copy)]pub struct Row{pub h:u64,pub eg:u32}pub fn bk(g:&Board)->Vec<Row>{let iz=!ad(g.n);g.h.iter().map(|&h|Row{h:h|iz,eg:1}).collect()}pub fn hm(g:&Board
,ao:&[Cell])->Vec<Row>{let iz=!ad(g.n);let pg=ao.iter().fold(0,|rows,&(r,_)|rows|1<<r);fr(ad(g.n)&!pg,|r|{let mn=ao.iter().fold(0,|cz,&et|cz|dr(et,r));g.h[r]|iz|mn})}pub
fn fr(rows:u64,h:impl Fn(usize)->u64)->Vec<Row>{let mut jw:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kf=0;let mut y=rows;while y!=0{let r=y.
trailing_zeros()as usize;y&=y-1;if let Some(ax)=jw.last_mut(){ax.eg=(r-kf)as u32;}jw.push(Row{h:h(r),eg:1});kf=r;}jw}pub fn dr((me,ai):Cell,r:usize)->u64{let dg=r.
abs_diff(me);let bf=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bf(ai)|bf(ai+dg)|ai.checked_sub(dg).map_or(0,bf)}#[inline(always)]pub fn fm(ab:&mut u64,aw:u64)->bool
{if*ab<=aw{*ab=0;return false;}*ab-=aw;true}#[inline(always)]pub fn av(eg:u32,bf:u64,z:u64,u:u64,o:u64)->(u64,u64,u64){(z|bf,(u|bf)<<eg,(o|bf)>>eg,)}pub fn ds(mut cz:u64)
->impl Iterator<Item=usize>{std::iter::from_fn(move||{(cz!=0).then(||{let at=cz.trailing_zeros()as usize;cz&=cz-1;at})})}}mod v{mod gy{use crate::g::{cl,db,dk,Cell};#[
derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct BL{ba:usize,ar:usize,y:usize,ay:usize}impl BL{pub fn ao(&self,n:usize)->[Cell;4]{[(0,self.ba),(n-1,self.ar),(
self.y,0),(self.ay,n-1)]}fn mc(n:usize,ao:&[Cell;4])->BL{let m=n-1;let on=|al:&dyn Fn(Cell)->bool,la:&dyn Fn(Cell)->usize|{ao.iter().copied().find(|&q|al(q)).map_or(usize
::MAX,la)};BL{ba:on(&|(r,_)|r==0,&|(_,c)|c),ar:on(&|(r,_)|r==m,&|(_,c)|c),y:on(&|(_,c)|c==0,&|(r,_)|r),ay:on(&|(_,c)|c==m,&|(r,_)|r)}}fn ho(&self,n:usize)->[usize;8]{let
m=n-1;let nb=|dg:usize|m-dg;[self.ba,nb(self.ba),self.ar,nb(self.ar),self.y,nb(self.y),self.ay,nb(self.ay)]}pub fn gq(&self,n:usize)->bool{let jc=self.ho(n);let ku=jc.
iter().copied().min().unwrap_or(0);ku>0&&jc.iter().filter(|&&d|d==ku).count()>1}}pub fn lq(n:usize)->Vec<(BL,u64)>{let mut cc=Vec::new();for ba in 0..n{for ar in 0..n{for
y in 0..n{for ay in 0..n{let gy=BL{ba,ar,y,ay};let ao=gy.ao(n);if ao.iter().any(|&a|ao.iter().any(|&b|cl(a,b))){continue;}let dd=|v|{let jm=ao.map(|q|dk(n,v,q));BL::mc(n,
&jm)};if let Some(ez)=db(0..8,gy,dd){cc.push((gy,ez));}}}}}cc}}use super::hm;use super::{dr,Row};use crate::g::{ad,Board,Cell};pub fn ip(n:usize)->(Vec<Vec<Row>>,Vec<u64>
){dt(n).into_iter().map(|fe|(kz(&fe),fe.cb)).unzip()}fn kz(fe:&Class)->Vec<Row>{hm(&fe.g,&fe.ao)}pub struct Class{pub g:Board,pub ao:Vec<Cell>,pub cb:u64}pub fn dt(n:
usize)->Vec<Class>{if n<5{return vec![Class{g:Board::fk(n),ao:Vec::new(),cb:1}];}let m=n-1;let all=ad(n);let mv=|ai:usize|all&!(1u64<<ai);let mut dt=Vec::new();for k in 2
..m{let mut g=Board::fk(n);g.h[0]=mv(0);g.h[1]=mv(k);for ak in&mut g.h[2..=k]{*ak|=1<<1;}dt.push(Class{g,ao:Vec::new(),cb:8});}let pf=1u64|1u64<<m;let mut a=1;while a<m-a
{let mut g=Board::fk(n);g.h[0]=mv(a);for(r,ak)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*ak|=pf;}}let hk=(1u64<<(a+1))-1;g.h[m]|=hk|hk<<(m-a);dt.push(Class{g,
ao:Vec::new(),cb:8});a+=1;}for(gy,cb)in gy::lq(n){if gy.gq(n){let ao=gy.ao(n).to_vec();dt.push(Class{g:lh(n,&ao),ao,cb});}}dt}fn lh(n:usize,ao:&[Cell])->Board{let all=ad(
n);let mut g=Board::fk(n);for(r,ak)in g.h.iter_mut().enumerate(){*ak=match ao.iter().find(|et|et.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ao.iter().fold(0,|cz,&q|cz|dr(q
,r))&all}};}g}}pub use self::ia::Y;pub use self::oa::{dm,bv};pub use self::mf::{ga,bw};pub use self::rows::*;}mod pi{use crate::g::A;use crate::gc::Dialect;pub const CQ:&
str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BT{pub bi:Dialect,pub fs:usize,pub cq:Vec<usize>}pub fn parse(args:&[String])->
Result<Option<BT>,String>{let mut bo=BT{bi:Dialect::default(),fs:0,cq:Vec::new()};let mut args=args.iter();while let Some(kr)=args.next(){let(ft,oe)=match kr.split_once(
'='){Some((ft,cy))if kr.starts_with("--")=>(ft,Some(cy.to_string())),_=>(kr.as_str(),None)};let mut cy=|qa:&str|{(oe.clone().or_else(||args.next().cloned())).ok_or_else(
||format!("option '{}' needs {}",ft,qa))};match ft{"-h"|"--help"=>return Ok(None),"--list"=>{let be=cy("a number of solutions")?;bo.fs=be.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",ft,be)})?;}"--dialect"=>{bo.bi=Dialect::pd(&cy("a value: luogu, uva11195 or cses1624")?)?}_ if ft.starts_with('-')&&ft.len(
)>1=>{return Err(format!("unknown option '{}'",kr))}_=>match kr.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>bo.cq.push(n),_=>{let bn="N must be an integer from 1 to";
return Err(format!("{} {}, found '{}'",bn,A,kr));}}}}Ok(Some(bo))}}mod op{use crate::g::Board;use crate::count::jo::{hj,BI,By,R};use crate::count::Y;use crate::fs::fg;use
crate::oj::M;use crate::ca::{Format,AR};use crate::ek::{ck,CA,F,BH};use std::io::Write;pub struct BG<W:Write>{jo:BI,fb:M,ek:BH<W>}impl<W:Write>BG<W>{pub fn new(format:
Format,je:W)->BG<W>{BG{jo:BI::new(Y),fb:M::new(),ek:BH{ca:AR{je,format},hx:0}}}pub fn gg(&self,cq:&[u32]){self.jo.gg(cq);}pub fn all(&mut self,hx:&mut CA)->F{loop{match
hx.next(){None=>return self.ek.ob(),Some(Err(ea))=>return self.ek.lp(&ea),Some(Ok(g))=>{if let Err(iy)=self.mp(&g){return iy;}}}}}fn mp(&mut self,g:&Board)->Result<(),F>{
self.ek.hx+=1;let cm=match self.fb.get(g){Some(count)=>hj(count,By::CP),None=>self.jo.count(g)};let ca=&mut self.ek.ca;let fs=ca.format.fs;fg(g,fs,&mut|an|ca.bt(an)).
map_err(ck)?;let(count,ew)=match cm{R::CB{count,..}=>(count,false),R::Plan{cu,..}=>(cu.ee(),true)};self.fb.pq(g,count);(ca.count(self.ek.hx,count,ew)).map_err(ck)}}}use g
::{Board,A};use gc::AS;use ca::Format;use std::io::{self,Read};fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS
.split_whitespace().map(String::from).collect();}let bo=match pi::parse(&args){Ok(Some(bo))=>bo,Ok(None)=>{print!("{}",pi::CQ);return;}Err(bn)=>{eprintln!(
"nqueens: {}\n(run 'nqueens --help' for usage)",bn);std::process::exit(2);}};let format=Format{bi:bo.bi,fs:bo.fs,..Format::default()};let stdout=io::stdout();let mut oo=
op::BG::new(format,io::BufWriter::new(stdout.lock()));let iy=if bo.cq.is_empty(){let mut gc=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut gc){eprintln!(
"nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}let mut md=AS::new(&gc,bo.bi);let mut cq=[0;A+1];md.kq(&mut cq);oo.gg(&cq);oo.all(&mut std::
iter::from_fn(||md.ma().transpose()))}else{oo.all(&mut bo.cq.iter().map(|&n|Ok(Board::fk(n))))};std::process::exit(iy.os());}

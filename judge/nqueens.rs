// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type H=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fj(n:usize)->Board{assert!((1..=A).contains(&n),
"a board has 1 to {} rows, not {}",A,n);Board::new(n,vec![0;n])}pub fn gf(&self)->bool{self.h.iter().all(|&ak|ak==0)}pub fn dm(&self)->usize{self.h.iter().map(|ak|ak.
count_ones()as usize).sum()}pub(crate)fn ec(&self,v:usize)->Board{let an=if CE>>v&1==1{self.an()}else{Vec::new()};Board::new(self.n,self.dc(v,&an))}pub(crate)fn ik(&self)
->AO{let an=self.an();let cq=(0..8).filter(|&s|self.dc(s,&an)==self.h);AO(cq.fold(0,|hj,s|hj|1<<s))}pub(crate)fn go(&self)->bool{self.dc(CM,&[])==self.h}fn an(&self)->Vec
<u64>{let mut kg=[0u64;64];kg[..self.n].copy_from_slice(&self.h);transpose(&mut kg);kg[..self.n].to_vec()}fn dc(&self,v:usize,an:&[u64])->Vec<u64>{let n=self.n;let oo=if
CE>>v&1==1{an}else{&self.h};let og=BE>>v&1==1;let mut rows:Vec<u64> =oo.iter().map(|&ak|if og{mv(ak,n)}else{ak}).collect();if BV>>v&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AO(pub u8);impl AO{pub fn contains(self,v:usize)->bool{self.0>>v&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CE:u8=1<<1|1<<3|1<<6|1<<7;const BE:u8=1<<1|1<<2|1<<4|1<<7;const BV:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum G{Row(
usize),AB(usize)}impl G{pub fn ds(self,at:usize)->H{match self{G::Row(r)=>(r,at),G::AB(c)=>(at,c)}}pub fn contains(self,(ak,ai):H)->bool{match self{G::Row(r)=>ak==r,G::AB
(c)=>ai==c}}pub(crate)fn ec(self,n:usize,v:usize)->G{let(r,c)=dj(n,v,self.ds(0));if dj(n,v,self.ds(1)).0==r{G::Row(r)}else{G::AB(c)}}}pub fn cm(a:H,b:H)->bool{a!=b&&(a.0
==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CM:usize=4;pub fn dj(n:usize,v:usize,(r,c):H)->H{let m=n-1;match v{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c
,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn da<K:Ord+Copy>(ik:impl Iterator<Item=usize>,nb:K,dc:impl Fn(usize)->K,)->Option<u64>{let mut ey=[nb;8];let mut ce=
0;for v in ik{let jm=dc(v);if jm<nb{return None;}ey[ce]=jm;ce+=1;}let ey=&mut ey[..ce];ey.sort_unstable();Some(1+ey.windows(2).filter(|oi|oi[0]!=oi[1]).count()as u64)}pub
fn mv(dr:u64,n:usize)->u64{dr.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut dd=32;let mut oe:u64=0x0000_0000_FFFF_FFFF;while dd!=0{let mut k=0;while
k<64{let swap=((rows[k]>>dd)^rows[k+dd])&oe;rows[k]^=swap<<dd;rows[k+dd]^=swap;k=(k+dd+1)&!dd;}dd>>=1;oe^=oe<<dd;}}pub fn ae(n:usize)->u64{u64::MAX>>(64-n)}}mod gd{use
crate::g::{Board,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CD,BB,AM}impl Dialect{pub fn pa(ft:&str)->Result<Dialect,String>{match ft{"luogu"
=>Ok(Dialect::CD),"uva11195"=>Ok(Dialect::BB),"cses1624"=>Ok(Dialect::AM),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",ft))}}fn id(self)->
u8{match self{Dialect::CD=>b'.',Dialect::BB|Dialect::AM=>b'*'}}}pub struct D{pub al:usize,pub ai:usize,pub bo:String}struct AX<'a>{bg:&'a[u8],af:usize,al:usize,bi:usize}
pub struct AT<'a>{bq:&'a[u8],bj:Dialect,gl:usize,al:usize,bi:usize,gc:bool}impl<'a>AT<'a>{pub fn new(bq:&'a[u8],bj:Dialect)->AT<'a>{AT{bq,bj,gl:0,al:1,bi:0,gc:false}}pub
fn lz(&mut self)->Result<Option<Board>,D>{if self.gc{return Ok(None);}if self.bj==Dialect::AM{return match self.je(){Some(_)=>self.hv(8).map(Some),None=>Ok(None)};}let ad
=match self.ie(){Some(ad)=>ad,None=>{self.gc=true;return Ok(None);}};let n=self.kv(&ad)?;if n==0{self.gc=true;return Ok(None);}match self.je(){Some(b'*')|Some(b'.')=>self
.hv(n).map(Some),_=>Ok(Some(Board::fj(n)))}}pub fn kp(&self,cr:&mut[u32]){let mk=self.bq[self.gl..].split(u8::is_ascii_whitespace).filter(|ad|!ad.is_empty());if self.bj==
Dialect::AM{if let Some(nx)=cr.get_mut(8){*nx+=(mk.count()/8)as u32;}return;}for ad in mk{if iu(ad[0]){continue;}if!ad.iter().all(u8::is_ascii_digit)||ad.len()>2{return;}
match ad.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=cr.get_mut(n){*count+=1;}}}}}fn kv(&self,ad:&AX)->Result<usize,D>{self.hy(ad)?;if!
ad.bg.iter().all(u8::is_ascii_digit){return Err(self.ex(ad,ad.af,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,oj(ad.bg)),));}let cx=ad.
bg.iter().fold(0u64,|pz,&ox|{pz.saturating_mul(10).saturating_add(u64::from(ox-b'0'))});if cx>A as u64{return Err(self.ex(ad,ad.af,format!(
"board size {} is too large: {} is the maximum",String::from_utf8_lossy(ad.bg),A),));}Ok(cx as usize)}fn hv(&mut self,n:usize)->Result<Board,D>{let mut h=Vec::
with_capacity(n);for ak in 0..n{let ad=match self.ie(){Some(ad)=>ad,None=>return Err(self.jt(ak,n))};match mw(ad.bg,n,self.bj.id()){Some(cy)=>h.push(cy),None=>return Err(
self.mf(&ad,ak,n))}}Ok(Board::new(n,h))}fn mf(&self,ad:&AX,ak:usize,n:usize)->D{if let Err(e)=self.hy(ad){return e;}if let Some(ai)=(ad.bg.iter()).position(|&ds|!iu(ds)){
let at=ad.af+ai;let ce=match fp(self.bq,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ad.bg[ai])};return self.ex(ad,at,format!(
"row {} of {}: found {}, expected '*' or '.'",ak+1,n,ce),);}self.ex(ad,ad.af,format!("row {} of {} has {} cells, expected {}",ak+1,n,ad.bg.len(),n),)}fn hy(&self,ad:&AX)
->Result<(),D>{if ad.bg.is_ascii(){return Ok(());}let ls=ad.af+ad.bg.len();let mut at=ad.af;while at<ls{match fp(self.bq,at){Some((_,len))=>at+=len,None=>{return Err(self
.ex(ad,at,format!("byte 0x{:02X} is not valid UTF-8",self.bq[at]),))}}}Ok(())}fn fl(&mut self){while let Some(&jq)=self.bq.get(self.gl){if!jq.is_ascii_whitespace(){break;
}self.gl+=1;if jq==b'\n'{self.al+=1;self.bi=self.gl;}}}fn je(&mut self)->Option<u8>{self.fl();self.bq.get(self.gl).copied()}fn ie(&mut self)->Option<AX<'a>>{self.fl();let
af=self.gl;let gy=&self.bq[af..];let len=gy.iter().position(u8::is_ascii_whitespace).unwrap_or(gy.len());if len==0{return None;}self.gl+=len;Some(AX{bg:&gy[..len],af,al:
self.al,bi:self.bi})}fn ex(&self,ad:&AX,at:usize,bo:String)->D{D{al:ad.al,ai:dh(self.bq,ad.bi,at),bo}}fn jt(&self,mh:usize,n:usize)->D{D{al:self.al,ai:dh(self.bq,self.bi,
self.bq.len()),bo:format!("input ended after {} of {} board rows",mh,n)}}}fn mw(bg:&[u8],n:usize,la:u8)->Option<u64>{if bg.len()!=n{return None;}let(mut cy,mut hx)=(0u64,
true);for(ai,&ds)in bg.iter().enumerate(){cy|=u64::from(ds==la)<<ai;hx&=iu(ds);}hx.then_some(cy)}fn iu(jq:u8)->bool{jq==b'*'||jq==b'.'}fn fp(bq:&[u8],at:usize)->Option<(
char,usize)>{let len=match bq[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let my=bq.get(at..at+len)?;let bg=std::str::from_utf8(my).ok
()?;bg.chars().next().map(|c|(c,len))}fn dh(bq:&[u8],bi:usize,at:usize)->usize{let mut ai=1;let mut gl=bi;while gl<at{gl+=fp(bq,gl).map_or(1,|(_,len)|len);ai+=1;}ai}fn oj
(bg:&[u8])->String{const CC:usize=24;let bg=String::from_utf8_lossy(bg);if bg.chars().count()>CC{let pm:String=bg.chars().take(CC).collect();format!("{:?}...",pm)}else{
format!("{:?}",bg)}}}mod fs{use crate::g::ae;use crate::g::Board;use crate::count::{ar,bl,Row};pub fn ff<E>(g:&Board,nd:usize,mr:&mut dyn FnMut(&[usize])->Result<(),E>,)
->Result<(),E>{struct CO<'a,E>{rows:Vec<Row>,lx:u64,ni:bool,kb:Vec<usize>,z:usize,mr:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>CO<'_,E>{fn bn(&mut self,cm:(u64,u64
,u64))->Result<(),E>{let aj=self.kb.len();if aj==self.rows.len(){self.z-=1;return(self.mr)(&self.kb);}let(y,u,o)=cm;let mut x=!(y|u|o|self.rows[aj].h);while x!=0&&self.z>
0{let bh=x&x.wrapping_neg();x^=bh;let next=ar(self.rows[aj].eg,bh,y,u,o);if self.ni&&!self.ot(aj+1,next){continue;}self.kb.push(bh.trailing_zeros()as usize);self.bn(next)
?;self.kb.pop();}Ok(())}fn ot(&self,aj:usize,(y,u,o):(u64,u64,u64))->bool{let mut jf=0;for(de,ak)in self.rows[aj..].iter().enumerate(){let x=!(y|u<<de|o>>de|ak.h);if x==0
{return false;}jf|=x;}let ib=self.lx&!y;jf&ib==ib}}if nd==0{return Ok(());}let mut ll=CO{rows:bl(g),lx:ae(g.n),ni:!g.gf(),kb:Vec::with_capacity(g.n),z:nd,mr};ll.bn((0,0,0
))}}mod oh{use crate::g::{Board,A};use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};use std::sync::{Arc,Mutex,PoisonError};#[derive(Default)]pub struct OnceCount(
AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn kf(&self,count:u64){self.0.store(count.wrapping_add(1),
Ordering::Relaxed);}}pub struct M([OnceCount;A+1]);impl M{pub fn new()->M{M(std::array::from_fn(|_|OnceCount::default()))}pub fn get(&self,g:&Board)->Option<u64>{match g.
gf(){true=>self.0[g.n].get(),false=>None}}pub fn pn(&self,g:&Board,count:u64){if g.gf(){self.0[g.n].kf(count);}}}pub struct Once<T>{ga:AtomicBool,cx:Mutex<Option<Arc<T>>
>}impl<T>Once<T>{pub fn new()->Once<T>{Once{ga:AtomicBool::new(false),cx:Mutex::new(None)}}pub fn get(&self)->Option<Arc<T>>{match self.ga.load(Ordering::Acquire){true=>
self.cx.lock().ok()?.clone(),false=>None}}pub fn jw(&self,jk:impl FnOnce()->T)->Arc<T>{let ga=self.get().unwrap_or_else(||Arc::new(jk()));let mut cx=self.cx.lock().
unwrap_or_else(PoisonError::into_inner);self.ga.store(true,Ordering::Release);cx.get_or_insert(ga).clone()}}}mod cc{use crate::gd::Dialect;use std::io::{self,Write};#[
derive(Clone,Copy,Default)]pub struct Format{pub bj:Dialect,pub fs:usize,pub qa:usize,pub qm:bool,pub dv:bool}pub struct AS<W:Write>{pub jd:W,pub format:Format}impl<W:
Write>AS<W>{pub fn bw(&mut self,an:&[usize])->io::Result<()>{let an:Vec<String> =an.iter().map(|c|(c+1).to_string()).collect();writeln!(self.jd,"{}",an.join(" "))}pub fn
count(&mut self,mo:usize,count:u64,ev:bool)->io::Result<()>{if self.format.bj==Dialect::BB{write!(self.jd,"Case {}: ",mo)?;}writeln!(self.jd,"{}",count)?;if ev{self.jd.
flush()?;}Ok(())}}pub fn ea(ar:&str,bo:&str){eprintln!("nqueens: error: {}: {}",ar,bo);}}mod av{pub struct Random(pub u64);impl Random{pub fn ih()->Random{Random(
0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hg(&mut self,ou:usize)->usize{(self.next()%ou as
u64)as usize}}}mod db{pub const AE:u64=20;pub const AK:usize=256;pub const AZ:f64=32.0;pub const AU:usize=16;pub const U:f64=4.0;pub const AQ:[u8;17]=[50,50,50,50,50,50,
50,50,50,50,50,50,50,46,32,30,30];pub const BM:f64=0.15;pub const AD:f64=0.3;pub const AP:u64=16<<20;pub const AN:f64=0.25;pub const BN:f64=4.0;pub const AF:f64=80.0;pub
const BD:f64=1.5;#[allow(dead_code)]pub const V:f64=2.0;pub const AY:u64=96<<20;pub const AC:usize=8;pub const L:usize=8;pub const O:usize=32;pub const X:u32=4;pub const
AR:usize=10;pub const BR:usize=64;pub const AH:u64=2;pub const BY:usize=4096;}mod ek{use crate::g::Board;use crate::gd::D;use crate::cc::{self,AS};use std::io::{self,
Write};pub enum F{CI,BW,BF,BA(io::Error)}impl F{pub fn op(self)->i32{match self{F::CI|F::BF=>0,F::BW=>1,F::BA(e)=>{eprintln!(
"nqueens: error: cannot write standard output: {}",e);1}}}}pub type CA<'a> =dyn Iterator<Item=Result<Board,D>>+'a;pub struct BH<W:Write>{pub cc:AS<W>,pub hw:usize}impl<W:
Write>BH<W>{pub fn lm(&mut self,ea:&D)->F{let ar=format!("line {}, column {}",ea.al,ea.ai);self.pj(&ar,&ea.bo)}pub fn pj(&mut self,ar:&str,bo:&str)->F{if let Err(e)=self.
cc.jd.flush(){return cl(e);}cc::ea(ar,bo);F::BW}pub fn nz(&mut self)->F{match self.cc.jd.flush(){Ok(())=>F::CI,Err(e)=>cl(e)}}}pub fn cl(ea:io::Error)->F{if ea.kind()==io
::ErrorKind::BrokenPipe{F::BF}else{F::BA(ea)}}}mod count{pub mod jo{use super::hz::Z;use super::filter::{self,Filter};use super::cv::Plan;use super::{ca,am,bl};use crate
::g::Board;use crate::oh::Once;use crate::db::{AN,AU,U};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};use std::sync::Arc;pub enum R{CB{count:u64,by:By}
,Plan{cv:Plan,bd:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CL,AV,BQ,Filter,CP}pub struct BI{ir:[Once<Filter>;filter::A+1],jp:[AtomicBool;filter::A+1],fz:
[AtomicU32;filter::A+1],fb:[AtomicU32;filter::A+1],df:[AtomicU64;filter::A+1],planner:Z}impl BI{pub fn new(planner:Z)->BI{BI{ir:std::array::from_fn(|_|Once::new()),jp:std
::array::from_fn(|_|AtomicBool::new(false)),fz:std::array::from_fn(|_|AtomicU32::new(0)),fb:std::array::from_fn(|_|AtomicU32::new(0)),df:std::array::from_fn(|_|AtomicU64
::new(0)),planner}}pub fn gh(&self,cr:&[u32]){for(fz,&count)in self.fz.iter().zip(cr){fz.store(count,Ordering::Relaxed);}}pub fn count(&self,g:&Board)->R{let n=g.n;if g.
gf(){return ev(self.planner.fj(n));}if let Some(fb)=self.fb.get(n){fb.fetch_add(1,Ordering::Relaxed);}let gj=li(n);if let Some(filter)=self.filter(n){return self.ps(&
filter,g,gj);}let mut z=gj as u64;let bu=match gm(g,&mut z){Ok((count,by))=>{self.mi(g,gj-z as f64,0.0);return known(count,by);}Err(bu)=>bu};let fq=|bd:f64|self.kc(g,gj,
bd);let(cv,bd)=self.planner.cv(g,bu,&fq);if let Some(filter)=self.mi(g,gj,bd){return known(filter.count(g),By::Filter);}ev((cv,bd))}fn ps(&self,filter:&Filter,g:&Board,gj
:f64)->R{let gg=filter.jg(g);let mut z=(gg*AN).min(gj)as u64;if let Ok((count,by))=gm(g,&mut z){return known(count,by);}known(filter.count(g),By::Filter)}fn filter(&self,
n:usize)->Option<Arc<Filter>>{self.ir.get(n)?.get()}fn mi(&self,g:&Board,fo:f64,dy:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::A||!self.kc(g,fo,dy){if let Some(df)=
self.df.get(n){df.fetch_add((fo+dy)as u64,Ordering::Relaxed);}return None;}if self.jp[n].swap(true,Ordering::Relaxed){return None;}let filter=self.ir[n].jw(||Filter::new(
n));(dy>0.0).then_some(filter)}fn kc(&self,g:&Board,fo:f64,dy:f64)->bool{let n=g.n;if n>filter::A{return false;}let df=self.df[n].load(Ordering::Relaxed)as f64+fo+dy;let
fb=self.fb[n].load(Ordering::Relaxed).max(1);let hk=match self.fz[n].load(Ordering::Relaxed){0=>fb,fz=>fz.saturating_sub(fb)};let(fb,hk)=(f64::from(fb),f64::from(hk));let
ej=dy+df/fb*hk;let jk=Filter::kw(n);let mj=if dy>0.0{1.0}else{0.0};let lu=Filter::ld(g)*(1.0+AN);ej>jk&&ej>jk+lu*(hk+mj)}}pub fn known(count:u64,by:By)->R{R::CB{count,by}
}fn ev((cv,bd):(Plan,f64))->R{R::Plan{cv,bd:Some(bd)}}pub fn li(n:usize)->f64{use crate::db::{AK,AZ};U*(AK*n)as f64*AZ}fn gm(g:&Board,ab:&mut u64,)->Result<(u64,By),
Option<am::S>>{let rows=bl(g);let lk=(AU*g.n)as u64;if*ab<=lk*(1+U as u64){let count=ca(&rows,ab).ok_or(None)?;return Ok((count,By::CL));}let mut z=lk;if let Some(count)=
ca(&rows,&mut z){*ab-=lk-z;return Ok((count,By::CL));}*ab-=lk;if am::kc(g){let ax=am::B::new(g);let count=ax.jr(ab).map_err(Some)?;Ok((count,By::AV))}else{let count=super
::bz(&rows,ab).ok_or(None)?;Ok((count,By::BQ))}}}mod hz{use super::bm::{gn,BJ,Jobs,I};use super::ct::Meet;use super::cv::Plan;use super::{am,ig,bl};use crate::g::Board;
use crate::db::V;#[derive(Default)]pub struct Z;impl Z{pub fn fj(&self,n:usize)->(Plan,f64){(gn(n).into(),0.0)}pub fn cv(&self,g:&Board,bc:Option<am::S>,fq:&dyn Fn(f64)->
bool,)->(Plan,f64){let bd=ig::dv(g);let(cv,ej):(Plan,f64)=if am::kc(g){let ax=am::B::new(g);let bd=bd/V;match bc{Some(bc)=>{let gy=(bd-bc.fo as f64).max(0.0);(Jobs::ns(ax
,bc).into(),gy)}None=>{let af=ax.af();(Jobs::new(ax,vec![(af,1)]).into(),bd)}}}else{let rows=vec![bl(g)];(I::cv(BJ::BQ,rows,vec![1]).into(),bd)};match Meet::fe(g).filter(
|&ct|ct<ej){Some(ct)if!fq(ct)=>(Meet::new(g).into(),ct),Some(ct)=>(cv,ct),None=>(cv,ej)}}}}mod am{use super::eb::{eb,et};use super::ig::en;use super::Row;use super::{dr,
fr};use crate::g::{ae,Board,H,G};use crate::av::Random;use crate::db::{L,X,AR,O};pub struct B{pub(super)n:usize,bf:[u64;64],dk:[u64;64],bt:er::AI}#[derive(Clone,Copy)]pub
struct Partial{pub(super)ag:u64,pub(super)be:u64,gk:u128,co:u128,dw:u128}impl Partial{pub fn ag(&self)->usize{self.ag.count_ones()as usize}}pub enum Choice{CH,BP,BC(G,u64
)}pub fn kc(g:&Board)->bool{let n=g.n;let ji=match n<=er::A{true=>O,false=>L};g.dm()*ji>n*n}impl B{pub fn new(g:&Board)->B{let n=g.n;let all=ae(n);let mut bf=[0u64;64];
let mut dk=[0u64;64];for(r,&ak)in g.h.iter().enumerate(){bf[r]=!ak&all;for(c,rows)in dk.iter_mut().enumerate().take(n){*rows|=(bf[r]>>c&1)<<r;}}B{n,bf,dk,bt:er::AI::new(n
)}}pub fn af(&self)->Partial{Partial{ag:ae(self.n),be:ae(self.n),gk:0,co:0,dw:0}}pub(super)fn ep(&self,p:&Partial,al:G)->u64{let m=self.n-1;match al{G::Row(r)=>{let gk=(p
.gk>>r)as u64;let dw=(p.dw>>(m-r))as u64;self.bf[r&63]&p.be&!gk&!dw}G::AB(c)=>{let gk=(p.gk>>c)as u64;let co=(p.co>>(m-c))as u64;self.dk[c&63]&p.ag&!gk&!co}}}pub fn nw(&
self,p:&Partial,mg:bool)->Choice{let an=if mg{0}else{p.be};cf(p.ag,an,|al|self.ep(p,al))}pub fn ar(&self,p:&Partial,(r,c):H)->Partial{Partial{ag:p.ag&!(1u64<<r),be:p.be&!
(1u64<<c),gk:p.gk|1u128<<(r+c),co:p.co|1u128<<(r+self.n-1-c),dw:p.dw|1u128<<(c+self.n-1-r)}}pub(super)fn dz(&self,p:&Partial)->Vec<Row>{fr(p.ag,|r|!self.ep(p,G::Row(r)))}
pub fn fe(&self,cw:usize,ma:f64)->f64{if self.n<=er::A{return self.ko(cw);}let cg=|_:&mut Random|(Some(self.af()),1.0);eb(cw,&mut Random::ih(),cg,|iw,av|{let p=iw.as_ref(
)?;match self.nw(p,false){Choice::BC(_,x)if lv(x,p.ag)=>{let lc=en(1,&self.dz(p),av);Some((1,None,lc))}Choice::BC(al,x)=>{let at=et(x,av).trailing_zeros()as usize;Some((x
.count_ones(),Some(self.ar(p,al.ds(at))),ma,))}Choice::CH|Choice::BP=>None}})}pub fn count(&self,p:Partial)->u64{if self.n<=er::A{return self.km(&p);}self.iq(p)}pub fn jr
(&self,ab:&mut u64)->Result<u64,S>{match self.n<=er::A{true=>self.kr(B::gq,ab),false=>self.kr(B::fv,ab)}}fn kr(&self,core:BS,ab:&mut u64)->Result<u64,S>{let fo=*ab;let
mut z=Vec::new();let cn=core(self,ab,&mut z);match*ab{0=>Err(S{cn,z,fo}),_=>Ok(cn)}}}type BS=fn(&B,&mut u64,&mut Vec<Partial>)->u64;pub struct S{pub cn:u64,pub z:Vec<
Partial>,pub fo:u64}mod er{use super::{Partial,B};use crate::g::H;use crate::count::{dr,fm};use crate::db::AE;pub const A:usize=16;const C:usize=2*A;static CF:[[u16;C];A*
A]=cm();const fn cm()->[[u16;C];A*A]{let mut ci=[[0u16;C];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut al=0;while al<A{ci[r*A+c][al]=gs(r,c,al);ci[r*A+c][A+al
]=gs(c,r,al);al+=1;}c+=1;}r+=1;}ci}const fn gs(r:usize,c:usize,al:usize)->u16{if al==r{return!(1<<c);}let jj=al.abs_diff(r);let mut j=1u16<<c;if c+jj<A{j|=1<<(c+jj);}if c
>=jj{j|=1<<(c-jj);}j}static CK:[[u16;C];C]=jh();const fn jh()->[[u16;C];C]{let mut ci=[[0u16;C];C];let mut ac=0;while ac<C{ci[ac][ac]=u16::MAX;ac+=1;}ci}#[derive(Clone,
Copy)]pub struct AJ{j:[u16;C],cj:[u16;C]}pub struct AI{hs:[i16;C],ac:[u8;C]}impl AI{pub fn new(n:usize)->AI{let mut er:Vec<usize> =(0..C).collect();let kn=|ac:usize|(2*(
ac%A)).abs_diff(n.saturating_sub(1));er.sort_by_key(|&ac|(kn(ac),ac%A,ac/A));let mut bt=AI{hs:[0;C],ac:[0;C]};for(hs,&ac)in er.iter().enumerate(){bt.hs[ac]=hs as i16;bt.
ac[hs]=ac as u8;}bt}}const CJ:i16=1<<14;impl AJ{pub fn of(ax:&B,p:&Partial)->AJ{let mut dx=AJ{j:[u16::MAX;C],cj:[u16::MAX;C]};for r in dr(p.ag){dx.j[r]=ax.ep(p,crate::g::
G::Row(r))as u16;dx.cj[r]=0;}for c in dr(p.be){dx.j[A+c]=ax.ep(p,crate::g::G::AB(c))as u16;dx.cj[A+c]=0;}dx}#[inline(always)]fn cf(&self,bt:&AI)->(usize,u16){let mut fi=
i16::MAX;for ac in 0..C{let cj=(self.cj[ac]&CJ as u16)as i16;let nb=((self.j[ac].count_ones()as i16)<<6|bt.hs[ac])+cj;fi=fi.min(nb);}let ac=usize::from(bt.ac[(fi&31)as
usize])&(C-1);(ac,self.j[ac])}#[inline(always)]fn fw(&self,bt:&AI)->Option<usize>{let mut fi=i16::MAX;for ac in 0..C{let j=self.j[ac];let pp=i16::from(j&j.wrapping_sub(1)
!=0);fi=fi.min(bt.hs[ac]|pp<<6);}(fi<64).then(||usize::from(bt.ac[fi as usize&(C-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn ar(&self,ac:usize,at:usize
)->Option<AJ>{let(r,c)=fk(ac,at);let cm=&CF[(r*A+c)&(A*A-1)];let(ak,ai)=(&CK[r&(A-1)],&CK[A+(c&(A-1))]);let mut next=AJ{j:[0;C],cj:[0;C]};let mut ib=0u16;for ac in 0..C{
let cj=self.cj[ac]|ak[ac]|ai[ac];let j=self.j[ac]&!cm[ac]|cj;next.j[ac]=j;next.cj[ac]=cj;ib|=u16::from(j==0);}(ib==0).then_some(next)}#[inline(always)]fn gw(&mut self,bt:
&AI,rows:&mut u32,mut aw:impl FnMut(H),)->bool{while*rows>=2{let ac=match self.fw(bt){Some(ac)=>ac,None=>break};let at=self.j[ac].trailing_zeros()as usize;*self=match
self.ar(ac,at){Some(next)=>next,None=>return false};aw(fk(ac,at));*rows-=1;}true}}fn fk(ac:usize,at:usize)->H{match ac<A{true=>(ac,at),false=>(at,ac-A)}}pub fn count<
const J:bool>(ax:&B,dx:&AJ,z:u32,ab:&mut u64,bu:&mut Vec<Partial>,)->u64{if J&&!fm(ab,AE){bu.push(ax.af());return 0;}let(ac,mut j)=dx.cf(&ax.bt);if z==1{return u64::from(
j.count_ones());}let mut ap=0;while j!=0{let at=j.trailing_zeros()as usize;j&=j-1;let mut next=match dx.ar(ac,at){Some(next)=>next,None=>continue};let mut rows=z-1;let(
mut fw,mut aw)=([(0u8,0u8);A],0);let mt=next.gw(&ax.bt,&mut rows,|(r,c)|{if J{fw[aw&(A-1)]=(r as u8,c as u8);aw+=1;}});if!mt{continue;}if rows==1{ap+=1;continue;}ap+=
count::<J>(ax,&next,rows,ab,bu);if J&&*ab==0{let ao=&fw[..aw];for p in bu.iter_mut(){let aw=ax.ar(p,fk(ac,at));*p=ao.iter().fold(aw,|p,&(r,c)|{ax.ar(&p,(usize::from(r),
usize::from(c)))});}let af=ax.af();bu.extend(dr(u64::from(j)).map(|at|ax.ar(&af,fk(ac,at))));return ap;}}ap}impl B{pub(super)fn gq(&self,ab:&mut u64,z:&mut Vec<Partial>)
->u64{let dx=AJ::of(self,&self.af());count::<true>(self,&dx,self.n as u32,ab,z)}pub(super)fn km(&self,p:&Partial)->u64{match p.ag(){0=>1,z=>count::<false>(self,&AJ::of(
self,p),z as u32,&mut 0,&mut Vec::new(),)}}pub(super)fn ko(&self,cw:usize)->f64{use crate::count::eb::eb;use crate::av::Random;let af=AJ::of(self,&self.af());let cg=|_:&
mut Random|((af,self.n as u32),1.0);eb(cw,&mut Random::ih(),cg,|&(dx,z),av|{if z<=2{return None;}let(ac,j)=dx.cf(&self.bt);let kx:Vec<(AJ,u32)> =dr(u64::from(j)).
filter_map(|at|{let mut next=dx.ar(ac,at)?;let mut rows=z-1;let mt=next.gw(&self.bt,&mut rows,|_|{});(mt&&rows>1).then_some((next,rows))}).collect();let ph=*kx.get(av.hg(
kx.len().max(1)))?;Some((kx.len()as u32,ph,AE as f64))},)+AE as f64}}}pub(super)fn nn(j:u64)->bool{j&(j-1)==0}fn ju(cz:u64,cb:u64,x:impl Fn(G)->u64,)->Option<Choice>{let
al=if cz!=0{G::Row(cz.trailing_zeros()as usize)}else if cb!=0{G::AB(cb.trailing_zeros()as usize)}else{return None;};Some(Choice::BC(al,x(al)))}fn dg(j:u64)->u32{let os=j&
(j-1);let lj=os&os.wrapping_sub(1);let pk=lj&lj.wrapping_sub(1);1+u32::from(os!=0)+u32::from(lj!=0)+u32::from(pk!=0)}#[inline(always)]pub(super)fn ic(ag:u64,be:u64,x:impl
Fn(G)->u64,oz:bool,)->Choice{let jl=||{dr(ag).map(G::Row).chain(dr(be).map(G::AB))};let mut ef=(u32::MAX,G::Row(0),0);for al in jl(){let j=x(al);let im=dg(j);if im<ef.0{
ef=(im,al,j);if im==2{break;}}}if ef.0>=X&&oz{ef.0=u32::MAX;for al in jl(){let j=x(al);if j.count_ones()<ef.0{ef=(j.count_ones(),al,j);}}}Choice::BC(ef.1,ef.2)}pub(super)
fn cf(ag:u64,be:u64,x:impl Fn(G)->u64,)->Choice{if ag==0{return Choice::BP;}let(mut cz,mut cb)=(0u64,0u64);for(jl,fw,al)in[(ag,&mut cz,G::Row as fn(usize)->G),(be,&mut cb
,G::AB)]{for at in dr(jl){let j=x(al(at));if j==0{return Choice::CH;}*fw|=u64::from(nn(j))<<at;}}match ju(cz,cb,&x){Some(hz)=>hz,None=>ic(ag,be,x,true)}}pub(super)fn lv(x
:u64,ag:u64)->bool{dg(x)>=X&&ag.count_ones()as usize<=AR}}mod nu{use super::am::{Partial,B};use super::{dl,bz};impl B{pub(super)fn iq(&self,p:Partial)->u64{dl(&self.dz(&p
),0,0,0,0)}pub(super)fn fv(&self,ab:&mut u64,z:&mut Vec<Partial>)->u64{let af=self.af();bz(&self.dz(&af),ab).unwrap_or_else(||{z.push(af);0})}}}mod ny{use super::Row;use
crate::db::{BR,AH};struct Y{x:u64,y:u64,u:u64,o:u64,ah:u64,len:usize,is:[u64;64],ip:[u64;64],iv:[u64;64],ht:[u64;64],hq:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct AW
{aw:u64,gx:[u64;64],ce:u64}pub fn cu(ak:u64)->u64{60-4*ak}#[inline(always)]fn fy(cy:u64,qg:u64,no:u64)->u64{qg&cy|no&!cy}impl Y{fn new()->Y{Y{x:0,y:0,u:0,o:0,ah:0,len:
usize::MAX,is:[0;64],ip:[0;64],iv:[0;64],ht:[0;64],hq:[0;64]}}fn af(&mut self,cg:Root){(self.x,self.y,self.u,self.o,self.ah,)=cg;self.len=0;}fn hr(&self)->bool{self.len==
usize::MAX}#[inline(always)]fn mz<const Q:bool>(&mut self,h:&[u64;128],el:&[u64;64],az:u64,)->u64{self.hc::<Q,false>(h,el,az,None)}#[inline(always)]fn hc<const Q:bool,
const CU:bool>(&mut self,h:&[u64;128],el:&[u64;64],az:u64,bk:Option<&mut AW>,)->u64{let(x,y,ah)=(self.x,self.y,self.ah);let(z,ba)=(self.u,self.o);let bh=x&x.wrapping_neg(
);let gy=x^bh;let eg=if Q{1}else{el[(ah&63)as usize]};let(eh,ei,dn)=super::ar(eg as u32,bh,y,z,ba);let bs=!(eh|ei|dn|h[((ah+1)&127)as usize]);let bn=((bs|bs.wrapping_neg(
))as i64>>63)as u64;let pv=usize::from(gy!=0);let ha=self.len&63;self.is[ha]=gy;self.ip[ha]=y;self.iv[ha]=z;self.ht[ha]=ba;self.hq[ha]=ah;let bb=(self.len+pv).
wrapping_sub(1);let t=bb&63;if let(true,Some(bk))=(CU,bk){let aw=bk.aw;bk.ce=aw|u64::from(bh.trailing_zeros())<<cu(ah&15);bk.gx[ha]=aw;bk.aw=fy(bn,bk.ce,bk.gx[t]);}self.x
=fy(bn,bs,self.is[t]);self.y=fy(bn,eh,self.ip[t]);self.u=fy(bn,ei,self.iv[t]);self.o=fy(bn,dn,self.ht[t]);self.ah=fy(bn,ah+1,self.hq[t]);self.len=bb.wrapping_add((bn&1)as
usize);u64::from(ah==az)}}fn hb(ch:usize,ah:usize,az:u64)->bool{BR>ch&&ah as u64+AH<az}pub fn dl(rows:&[Row],aj:usize,y:u64,u:u64,o:u64)->u64{let count=ll::<false>(rows,
aj,(y,u,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bz(rows:&[Row],ab:&mut u64)->Option<u64>{ll::<true>(rows,0,(0,0,0),ab)}pub fn jc(rows:&[Row],ez:&mut Vec<
u64>){let mut h=[u64::MAX;128];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;}let az=rows.len()as u64-1;let mut ch:Vec<(Root,u64)> =vec![((!h[0],0,0,0,0),0)];let mut ah=0
;while hb(ch.len(),ah,az){let mut next=Vec::new();for&((mut x,y,z,ba,_),aw)in&ch{while x!=0{let bh=x&x.wrapping_neg();x^=bh;let(y,z,ba)=super::ar(rows[ah].eg,bh,y,z,ba);
let bs=!(y|z|ba|h[ah+1]);let ai=u64::from(bh.trailing_zeros());let cg=(bs,y,z,ba,ah as u64+1);next.push((cg,aw|ai<<cu(ah as u64)));}}ch=next;ah+=1;}let mut dp=ch.
into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn af(dp:&mut impl Iterator<Item=(Root,u64)>,kj:&mut Y,bk:&mut AW,)->bool{match dp.next(){Some((cg,aw))=>{kj.af(cg);
bk.aw=aw;true}None=>false}}let hm=||AW{aw:0,gx:[0;64],ce:0};let(mut a,mut b)=(Y::new(),Y::new());let(mut ed,mut fc)=(hm(),hm());if!af(&mut dp,&mut a,&mut ed){return;}if
af(&mut dp,&mut b,&mut fc){loop{gu(&mut a,&mut ed,&h,az,ez);gu(&mut b,&mut fc,&h,az,ez);if a.hr()&&!af(&mut dp,&mut a,&mut ed){std::mem::swap(&mut a,&mut b);std::mem::
swap(&mut ed,&mut fc);break;}if b.hr()&&!af(&mut dp,&mut b,&mut fc){break;}}}while!a.hr(){gu(&mut a,&mut ed,&h,az,ez);}}#[inline(always)]fn gu(kj:&mut Y,bk:&mut AW,h:&[
u64;128],az:u64,ez:&mut Vec<u64>,){const CT:[u64;64]=[1;64];let lq=kj.hc::<true,true>(h,&CT,az,Some(bk));if lq==1{ez.push(bk.ce);}}fn ll<const J:bool>(rows:&[Row],aj:
usize,(y,u,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let x=!(y|u|o|rows[aj].h);let az=rows.len()as u64-1;if aj as u64==az{return Some(
u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut el=[0u64;64];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;el[i]=u64::from(ak.eg);}let mut ch:Vec<Root> =Vec
::new();if x!=0{ch.push((x,y,u,o,aj as u64));}let mut ah=aj;while hb(ch.len(),ah,az){let mut next=Vec::new();for&(mut f,c,l,r,_)in&ch{while f!=0{let bh=f&f.wrapping_neg()
;f^=bh;let(nc,nl,nr)=super::ar(rows[ah].eg,bh,c,l,r);let nf=!(nc|nl|nr|h[ah+1]);if nf!=0{next.push((nf,nc,nl,nr,ah as u64+1));}}}ch=next;ah+=1;}if el[..rows.len()].iter()
.all(|&eg|eg==1){ki::<true,J>(ch,&h,&el,az,ab)}else{ki::<false,J>(ch,&h,&el,az,ab)}}fn ki<const Q:bool,const J:bool>(ch:Vec<Root>,h:&[u64;128],el:&[u64;64],az:u64,ab:&mut
u64,)->Option<u64>{let mut fm=|bd:u64|!J||super::fm(ab,bd);let mut dp=ch.into_iter();let mut a=Y::new();let mut b=Y::new();let mut ap=0u64;match dp.next(){Some(cg)=>a.af(
cg),None=>return Some(0)}if let Some(cg)=dp.next(){b.af(cg);}if!b.hr(){loop{if!fm(2){return None;}ap+=a.mz::<Q>(h,el,az);ap+=b.mz::<Q>(h,el,az);if a.hr(){match dp.next(){
Some(cg)=>a.af(cg),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.hr(){match dp.next(){Some(cg)=>b.af(cg),None=>break}}}}while!a.hr(){if!fm(1){return None;}ap+=a.mz::
<Q>(h,el,az);}Some(ap)}}pub mod filter{use super::ny::{jc,cu};use super::{bl,v};use crate::g::{ae,dj,Board};use crate::db::{AQ,AP,BM,AD};pub const A:usize=16;const AG:[
u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct P{n:usize,aq:usize,fh:Vec<u32>,j:Vec<u64>,eu:usize}fn it(n:usize,di:&[AL])->usize{
let pt=|rows:usize|{let fx=|s:&AL|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+di.windows(2).filter(|w|fx(&w[0])!=fx(&w[1])).count()};(1..n).take_while(|&rows|pt(rows)*
8*64<=di.len()).count()}type AL=u64;fn dh(bw:AL,ak:usize)->usize{(bw>>cu(ak as u64)&15)as usize}impl P{fn new(n:usize,di:&[AL],aq:Option<usize>)->P{let aq=aq.
unwrap_or_else(||it(n,di)).min(n);let hg=n-aq;let kd=n.pow(aq as u32);let mut fh=vec![0u32;kd+1];let eu=(di.len()+63)/64;let mut j=vec![0u64;eu*hg*n];for(i,&bw)in di.iter
().enumerate(){let fx=(0..aq).fold(0,|p,r|p*n+dh(bw,r));fh[fx+1]+=1;for r in aq..n{let ds=(r-aq)*n+dh(bw,r);j[ds*eu+i/64]|=1<<(i%64);}}for p in 0..kd{fh[p+1]+=fh[p];}P{n,
aq,fh,j,eu}}fn count(&self,h:&[u64])->u64{let(n,bb)=(self.n,self.aq);let mut cp=[0usize;A*A];let mut len=0;for(r,&ak)in h.iter().enumerate().skip(bb){let mut j=ak;while j
!=0{cp[len]=((r-bb)*n+j.trailing_zeros()as usize)*self.eu;len+=1;j&=j-1;}}let mut bf=[0u64;A];for(bf,&ak)in bf.iter_mut().zip(&h[..bb]){*bf=!ak&ae(n);}if bb==0{return
match self.fh[1]{0=>0,hi=>self.ja(0,hi as usize,&cp[..len])};}self.ia(&bf[..bb],0,&cp[..len])}fn ia(&self,bf:&[u64],fx:usize,cp:&[usize])->u64{let ag=bf.len();let dd=self
.n.pow(ag as u32-1);let mut ap=0;let mut an=bf[0];while an!=0{let p=fx*self.n+an.trailing_zeros()as usize;an&=an-1;let(lo,hi)=(self.fh[p*dd]as usize,self.fh[(p+1)*dd]as
usize,);if lo==hi{continue;}ap+=if ag==1{self.ja(lo,hi,cp)}else{self.ia(&bf[1..],p,cp)};}ap}fn ja(&self,lo:usize,hi:usize,cp:&[usize])->u64{let mut ap=0;for w in lo/64..=
(hi-1)/64{let mut hu=u64::MAX;if w==lo/64{hu&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hu&=u64::MAX>>(63-(hi-1)%64);}let mut nj=cp.chunks_exact(4);for pr in&mut nj{let j=|k:
usize|self.j[pr[k]+w];hu&=!(j(0)|j(1)|j(2)|j(3));if hu==0{break;}}if hu!=0{for&at in nj.remainder(){hu&=!self.j[at+w];}}ap+=u64::from(hu.count_ones());}ap}}pub struct
Filter{ck:P,cq:P,gg:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::ga(n,None,None)}fn ga(n:usize,aq:Option<usize>,jx:Option<bool>)->Filter{let mut ck=Vec::new()
;let mut cq=Vec::new();for fd in v::dt(n){let bc=cq.len();let ez=if fd.cd==8{&mut ck}else{&mut cq};jc(&bl(&fd.g),ez);let ce=cq.len()-bc;for i in bc..bc+ce{for v in 1..8{
cq.push(dc(n,cq[i],v));}}}if jx.unwrap_or(ck.len()/64<n*n){for bw in ck.drain(..){cq.extend((0..8).map(|v|dc(n,bw,v)));}}ck.sort_unstable();cq.sort_unstable();cq.dedup();
Filter{ck:P::new(n,&ck,aq),cq:P::new(n,&cq,aq),gg:(0..=n*n).map(|h|ng(n,h)).collect()}}pub fn jz(n:usize)->u64{let ck=AG[n]/8+1;ck*(n*n)as u64/8+ck*8}pub fn kw(n:usize)->
f64{AG[n]as f64*f64::from(AQ[n])}pub fn ld(g:&Board)->f64{ng(g.n,g.dm())}pub fn jg(&self,g:&Board)->f64{self.gg[g.dm()]}pub fn count(&self,g:&Board)->u64{let mut ap=self.
cq.count(&g.h);if self.ck.eu>0{for v in 0..8{ap+=self.ck.count(&g.ec(v).h);}}ap}}fn ng(n:usize,h:usize)->f64{let lh=h as f64/(n*n)as f64;let eu=AG[n]as f64/64.0;let ii=((
eu/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ii=ii.min(n as i32);let mut gi=1.0;let mut z=1.0;for _ in 0..ii{gi+=z*lh*n as f64;z*=1.0-lh;}let hg=lh*(n*(n-ii
as usize))as f64;let po=1.0-1.0/n as f64;let mut ka=1.0;for _ in 0..hg as usize{let mut ho=1.0-ka;for _ in 0..6{ho*=ho;}gi+=z*(1.0-ho);ka*=po;}eu*gi*nt(n)}fn nt(n:usize)
->f64{match Filter::jz(n)>AP{true=>AD,false=>BM}}fn dc(n:usize,bw:AL,v:usize)->AL{(0..n).fold(0,|dc,r|{let(ak,ai)=dj(n,v,(r,dh(bw,r)));dc|(ai as u64)<<cu(ak as u64)})}}
mod bm{use super::{dl,gb,am,ct,v,Row};use crate::db::AC;pub trait Tree{type Start:Copy;fn count(&self,af:Self::Start)->u64;}pub struct Jobs<T:Tree>{pub(super)hd:Box<T>,
pub bm:Vec<(T::Start,u64)>,pub(super)cn:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BJ{CR,BQ}pub struct I{pub core:BJ,pub eo:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub
struct AA{pub(super)kf:usize,pub(super)aj:usize,pub(super)y:u64,pub(super)u:u64,pub(super)o:u64}impl I{pub fn cv(core:BJ,eo:Vec<Vec<Row>>,iz:Vec<u64>)->Jobs<I>{let bm=(iz
.into_iter().enumerate()).map(|(kf,cd)|(AA::oq(kf),cd)).collect();Jobs::new(I{core,eo},bm)}}impl AA{pub(super)fn oq(kf:usize)->AA{AA{kf,aj:0,y:0,u:0,o:0}}}impl Tree for I
{type Start=AA;fn count(&self,at:AA)->u64{let rows=&self.eo[at.kf];if self.core==BJ::BQ&&rows.len()-at.aj>AC{dl(rows,at.aj,at.y,at.u,at.o)}else{gb(rows,at.aj,at.y,at.u,at
.o)}}}impl Tree for am::B{type Start=am::Partial;fn count(&self,nq:am::Partial)->u64{am::B::count(self,nq)}}impl Tree for ct::Meet{type Start=u32;fn count(&self,ks:u32)->
u64{self.lr(ks)}}impl<T:Tree>Jobs<T>{pub fn new(hd:T,bm:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{hd:Box::new(hd),bm,cn:0}}pub(super)fn mq(&self,i:usize)->u64{let(af,cd)=self.bm
[i];cd*self.hd.count(af)}pub fn ee(&self)->u64{self.cn+(0..self.bm.len()).map(|i|self.mq(i)).sum::<u64>()}}impl Jobs<am::B>{pub fn ns(ax:am::B,bc:am::S)->Jobs<am::B>{Jobs
{hd:Box::new(ax),bm:bc.z.into_iter().map(|af|(af,1)).collect(),cn:bc.cn}}}pub fn gn(n:usize)->Jobs<I>{let(mx,iz)=v::io(n);I::cv(BJ::BQ,mx,iz)}}mod eb{use crate::av::
Random;pub fn eb<N>(cw:usize,av:&mut Random,mut cg:impl FnMut(&mut Random)->(N,f64),mut bn:impl FnMut(&N,&mut Random)->Option<(u32,N,f64)>,)->f64{let mut ap=0.0;for _ in
0..cw{let(mut iw,mut nh)=cg(av);while let Some((mp,ov,pi))=bn(&iw,av){nh*=f64::from(mp);ap+=nh*pi;iw=ov;}}ap/cw as f64}pub fn et(x:u64,av:&mut Random)->u64{let mut lf=x;
for _ in 0..av.hg(x.count_ones()as usize){lf&=lf-1;}lf&lf.wrapping_neg()}}pub mod ct{use super::ig::bx;use super::{dr,ar,bl,Row};use crate::g::{ae,Board};use crate::av::
Random;use crate::db::{BD,AF,BN,AY,AK};pub const A:usize=16;const BY:u32=64;struct BK{bc:Vec<u32>,br:Vec<u32>}pub struct Meet{n:usize,bb:BK,au:BK}impl Meet{pub fn new(g:&
Board)->Meet{let n=g.n;let rows=bl(g);let mut ci=vec![0;n*n];for(ds,br)in ci.iter_mut().enumerate(){*br=js(n,ds/n,ds%n);}let oa=|from:usize,to:usize|BK::new(&rows,&ci,
from,to);Meet{n,bb:oa(0,n/2),au:oa(n/2,n)}}pub fn kh(&self)->Vec<(u32,u64)>{(0..BY.min(1<<self.n)).map(|ks|(ks,1)).collect()}pub fn fe(g:&Board)->Option<f64>{if g.n>A{
return None;}let(bb,au)=ob(g);if jz(g.n,bb,au)>AY as f64{return None;}Some(bd(g.n,bb,au))}}fn jz(n:usize,bb:f64,au:f64)->f64{let cp=2.0*(f64::from(1u32<<n)+1.0);(bb+au+cp
)*std::mem::size_of::<u32>()as f64}fn bd(n:usize,bb:f64,au:f64)->f64{let eo=kl(n);let fu=bb/64.0+bb.min(eo);let od=au*(bb/eo/64.0+1.0);BN*(bb+au)+AF*fu+BD*od}impl BK{fn
new(rows:&[Row],ci:&[u64],from:usize,to:usize)->BK{let n=rows.len();let mut bc=vec![0u32;(1<<n)+1];du(rows,ci,to,from,(0,0,0),0,&mut|y,_|{bc[y as usize+1]+=1;});for c in
0..1<<n{bc[c+1]+=bc[c];}let mut br=vec![0;bc[1<<n]as usize];let mut next=bc.clone();du(rows,ci,to,from,(0,0,0),0,&mut|y,he|{br[next[y as usize]as usize]=he as u32;next[y
as usize]+=1;});BK{bc,br}}fn on(&self,y:usize)->&[u32]{&self.br[self.bc[y]as usize..self.bc[y+1]as usize]}}impl Meet{pub fn lr(&self,ks:u32)->u64{let eo=1usize<<self.n;
let bm=BY.min(eo as u32)as usize;let pb=ks as usize*eo/bm..(ks as usize+1)*eo/bm;let pl=ae(self.n)as usize;let mut ap=0;let mut fu:Vec<BU> =Vec::new();for y in pb{let(bb,
au)=(self.bb.on(y),self.au.on(pl^y));if bb.is_empty()||au.is_empty(){continue;}fu.clear();fu.extend(bb.chunks(64).map(mn));for&he in au{let ow=|hh:&BU|{let on=|hj:usize|
hh[hj][(he>>(5*hj))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ap+=fu.iter().map(|hh|u64::from(ow(hh).count_zeros())).sum::<u64>();}ap-=au.len()as u64*(fu.len
()*64-bb.len())as u64;}ap}}type BU=[[u64;32];6];fn mn(es:&[u32])->BU{let mut on=[0u64;32];for(ha,&he)in es.iter().enumerate(){for ew in dr(he.into()){on[ew&31]|=1<<ha;}}
let mut hh=[[0;32];6];for(hj,ku)in hh.iter_mut().enumerate(){for ij in 1..32usize{let ly=ij&(ij-1);let ew=5*hj+(ij^ly).trailing_zeros()as usize;ku[ij]=ku[ly]|on[ew&31];}}
hh}fn du(rows:&[Row],ci:&[u64],ls:usize,ak:usize,(y,z,ba):(u64,u64,u64),br:u64,ms:&mut impl FnMut(u64,u64),){if ak==ls{return ms(y,br);}let mut x=!(y|z|ba|rows[ak].h);
while x!=0{let bh=x&x.wrapping_neg();x^=bh;let he=br|ci[ak*rows.len()+bh.trailing_zeros()as usize];if ak+1==ls{ms(y|bh,he);}else{let cm=ar(rows[ak].eg,bh,y,z,ba);du(rows,
ci,ls,ak+1,cm,he,ms);}}}fn js(n:usize,ak:usize,ai:usize)->u64{let bb=n/2;let bh=|ew:usize|match ew.checked_sub(bb){Some(at)if at<n-1=>1<<at,_=>0};bh(ak+ai)|bh(ak+n-1-ai)
<<(n-1)}fn ob(g:&Board)->(f64,f64){let rows=bl(g);let bb=g.n/2;(es(&rows[..bb]),es(&rows[bb..]))}fn es(rows:&[Row])->f64{let az=|aj:usize|f64::from(u8::from(aj+1==rows.
len()));bx(AK,rows,&mut Random::ih(),az)}fn kl(n:usize)->f64{(0..n/2).fold(1.0,|eo,i|eo*(n-i)as f64/(i+1)as f64)}}mod ig{use super::eb::{eb,et};use super::{ar,bl,Row};use
crate::g::Board;use crate::av::Random;use crate::db::AK;pub fn il(g:&Board)->Board{gp(g).0}pub fn gp(g:&Board)->(Board,f64){let lb=fg(g);let mut il=(lb,0);for v in 1..8{
let dv=fg(&g.ec(v));if dv<il.0{il=(dv,v);}}if il.0*1.5<lb{(g.ec(il.1),il.0)}else{(g.clone(),lb)}}fn fg(g:&Board)->f64{let hd=dv(g);if g.go(){hd/2.0}else{hd}}pub fn dv(g:&
Board)->f64{en(AK,&bl(g),&mut Random::ih())}pub fn en(cw:usize,rows:&[Row],av:&mut Random)->f64{bx(cw,rows,av,|_|1.0)}pub fn bx(cw:usize,rows:&[Row],av:&mut Random,cd:
impl Fn(usize)->f64,)->f64{eb(cw,av,|_|((0,0u64,0u64,0u64),1.0),|&iw,av|{let(aj,y,z,ba)=iw;let ak=*rows.get(aj)?;let x=!(y|z|ba|ak.h);if x==0{return None;}let(y,z,ba)=ar(
ak.eg,et(x,av),y,z,ba);Some((x.count_ones(),(aj+1,y,z,ba),cd(aj),))},)}}mod cv{use super::bm::{Jobs,I};use super::{am,ct};pub enum Plan{CN(Jobs<I>),AV(Jobs<am::B>),Meet(
Jobs<ct::Meet>)}impl Plan{pub fn ee(&self)->u64{match self{Plan::CN(bm)=>bm.ee(),Plan::AV(bm)=>bm.ee(),Plan::Meet(bm)=>bm.ee()}}}impl From<Jobs<I>>for Plan{fn from(bm:
Jobs<I>)->Plan{Plan::CN(bm)}}impl From<Jobs<am::B>>for Plan{fn from(bm:Jobs<am::B>)->Plan{Plan::AV(bm)}}impl From<ct::Meet>for Plan{fn from(ct:ct::Meet)->Plan{let kh=ct.
kh();Plan::Meet(Jobs::new(ct,kh))}}}mod me{use super::{ar,fm,Row};pub fn gb(rows:&[Row],aj:usize,y:u64,u:u64,o:u64)->u64{let count=pg::<false>(rows,aj,(y,u,o),&mut 0);
count.expect("an unbounded count ends")}pub fn ca(rows:&[Row],ab:&mut u64)->Option<u64>{pg::<true>(rows,0,(0,0,0),ab)}fn pg<const J:bool>(rows:&[Row],aj:usize,(y,u,o):(
u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let az=rows.len()-1;let mut nk=[(0u64,0u64,0u64,0u64);64];let(mut y,mut u,mut o)=(y,u,o);let mut
x=!(y|u|o|rows[aj].h);if aj==az{return Some(u64::from(x.count_ones()));}let mut ah=aj;let mut ap=0u64;loop{if x==0{if ah==aj{return Some(ap);}ah-=1;let jn=nk[ah];x=jn.0;y
=jn.1;u=jn.2;o=jn.3;continue;}if J&&!fm(ab,2){return None;}let bh=x&x.wrapping_neg();x^=bh;let(eh,ei,dn)=ar(rows[ah].eg,bh,y,u,o);let bs=!(eh|ei|dn|rows[ah+1].h);if ah+1
==az{ap+=u64::from(bs.count_ones());}else if bs!=0{nk[ah]=(x,y,u,o);ah+=1;x=bs;y=eh;u=ei;o=dn;}}}}mod rows{use crate::g::{ae,Board,H};#[derive(Clone,Copy)]pub struct Row{
pub h:u64,pub eg:u32}pub fn bl(g:&Board)->Vec<Row>{let iy=!ae(g.n);g.h.iter().map(|&h|Row{h:h|iy,eg:1}).collect()}pub fn hn(g:&Board,ao:&[H])->Vec<Row>{let iy=!ae(g.n);
let pd=ao.iter().fold(0,|rows,&(r,_)|rows|1<<r);fr(ae(g.n)&!pd,|r|{let mm=ao.iter().fold(0,|cy,&fk|cy|dq(fk,r));g.h[r]|iy|mm})}pub fn fr(rows:u64,h:impl Fn(usize)->u64)->
Vec<Row>{let mut jv:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut ke=0;let mut z=rows;while z!=0{let r=z.trailing_zeros()as usize;z&=z-1;if let Some(az)
=jv.last_mut(){az.eg=(r-ke)as u32;}jv.push(Row{h:h(r),eg:1});ke=r;}jv}pub fn dq((md,ai):H,r:usize)->u64{let de=r.abs_diff(md);let bh=|c:usize|1u64.checked_shl(c as u32).
unwrap_or(0);bh(ai)|bh(ai+de)|ai.checked_sub(de).map_or(0,bh)}#[inline(always)]pub fn fm(ab:&mut u64,bd:u64)->bool{if*ab<=bd{*ab=0;return false;}*ab-=bd;true}#[inline(
always)]pub fn ar(eg:u32,bh:u64,y:u64,u:u64,o:u64)->(u64,u64,u64){(y|bh,(u|bh)<<eg,(o|bh)>>eg,)}pub fn dr(mut cy:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||
{(cy!=0).then(||{let at=cy.trailing_zeros()as usize;cy&=cy-1;at})})}}mod v{mod gz{use crate::g::{cm,da,dj,H};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct
BL{bb:usize,au:usize,z:usize,ba:usize}impl BL{pub fn ao(&self,n:usize)->[H;4]{[(0,self.bb),(n-1,self.au),(self.z,0),(self.ba,n-1)]}fn mb(n:usize,ao:&[H;4])->BL{let m=n-1;
let on=|al:&dyn Fn(H)->bool,kz:&dyn Fn(H)->usize|{ao.iter().copied().find(|&q|al(q)).map_or(usize::MAX,kz)};BL{bb:on(&|(r,_)|r==0,&|(_,c)|c),au:on(&|(r,_)|r==m,&|(_,c)|c)
,z:on(&|(_,c)|c==0,&|(r,_)|r),ba:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hp(&self,n:usize)->[usize;8]{let m=n-1;let na=|de:usize|m-de;[self.bb,na(self.bb),self.au,na(self.au),self
.z,na(self.z),self.ba,na(self.ba)]}pub fn gr(&self,n:usize)->bool{let jb=self.hp(n);let kt=jb.iter().copied().min().unwrap_or(0);kt>0&&jb.iter().filter(|&&d|d==kt).count(
)>1}}pub fn lp(n:usize)->Vec<(BL,u64)>{let mut ce=Vec::new();for bb in 0..n{for au in 0..n{for z in 0..n{for ba in 0..n{let gz=BL{bb,au,z,ba};let ao=gz.ao(n);if ao.iter()
.any(|&a|ao.iter().any(|&b|cm(a,b))){continue;}let dc=|v|{let jm=ao.map(|q|dj(n,v,q));BL::mb(n,&jm)};if let Some(ey)=da(0..8,gz,dc){ce.push((gz,ey));}}}}}ce}}use super::
hn;use super::{dq,Row};use crate::g::{ae,Board,H};pub fn io(n:usize)->(Vec<Vec<Row>>,Vec<u64>){dt(n).into_iter().map(|fd|(ky(&fd),fd.cd)).unzip()}fn ky(fd:&Class)->Vec<
Row>{hn(&fd.g,&fd.ao)}pub struct Class{pub g:Board,pub ao:Vec<H>,pub cd:u64}pub fn dt(n:usize)->Vec<Class>{if n<5{return vec![Class{g:Board::fj(n),ao:Vec::new(),cd:1}];}
let m=n-1;let all=ae(n);let mu=|ai:usize|all&!(1u64<<ai);let mut dt=Vec::new();for k in 2..m{let mut g=Board::fj(n);g.h[0]=mu(0);g.h[1]=mu(k);for ak in&mut g.h[2..=k]{*ak
|=1<<1;}dt.push(Class{g,ao:Vec::new(),cd:8});}let pc=1u64|1u64<<m;let mut a=1;while a<m-a{let mut g=Board::fj(n);g.h[0]=mu(a);for(r,ak)in g.h.iter_mut().enumerate().skip(
1){if r<=a||r>=m-a{*ak|=pc;}}let hl=(1u64<<(a+1))-1;g.h[m]|=hl|hl<<(m-a);dt.push(Class{g,ao:Vec::new(),cd:8});a+=1;}for(gz,cd)in gz::lp(n){if gz.gr(n){let ao=gz.ao(n).
to_vec();dt.push(Class{g:lg(n,&ao),ao,cd});}}dt}fn lg(n:usize,ao:&[H])->Board{let all=ae(n);let mut g=Board::fj(n);for(r,ak)in g.h.iter_mut().enumerate(){*ak=match ao.
iter().find(|fk|fk.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ao.iter().fold(0,|cy,&q|cy|dq(q,r))&all}};}g}}pub use self::hz::Z;pub use self::ny::{dl,bz};pub use self::me
::{gb,ca};pub use self::rows::*;}mod pf{use crate::g::A;use crate::gd::Dialect;pub const CQ:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n"
;pub struct BT{pub bj:Dialect,pub fs:usize,pub cr:Vec<usize>}pub fn parse(args:&[String])->Result<Option<BT>,String>{let mut bp=BT{bj:Dialect::default(),fs:0,cr:Vec::new(
)};let mut args=args.iter();while let Some(kq)=args.next(){let(ft,oc)=match kq.split_once('='){Some((ft,cx))if kq.starts_with("--")=>(ft,Some(cx.to_string())),_=>(kq.
as_str(),None)};let mut cx=|px:&str|{(oc.clone().or_else(||args.next().cloned())).ok_or_else(||format!("option '{}' needs {}",ft,px))};match ft{"-h"|"--help"=>return Ok(
None),"--list"=>{let bg=cx("a number of solutions")?;bp.fs=bg.parse().map_err(|_|{format!("option '{}' takes a whole number, found '{}'",ft,bg)})?;}"--dialect"=>{bp.bj=
Dialect::pa(&cx("a value: luogu, uva11195 or cses1624")?)?}_ if ft.starts_with('-')&&ft.len()>1=>{return Err(format!("unknown option '{}'",kq))}_=>match kq.parse::<usize>
(){Ok(n)if(1..=A).contains(&n)=>bp.cr.push(n),_=>{let bo="N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bo,A,kq));}}}}Ok(Some(bp))}}mod om{use
crate::g::Board;use crate::count::jo::{known,BI,By,R};use crate::count::Z;use crate::fs::ff;use crate::oh::M;use crate::cc::{Format,AS};use crate::ek::{cl,CA,F,BH};use
std::io::Write;pub struct BG<W:Write>{jo:BI,fa:M,ek:BH<W>}impl<W:Write>BG<W>{pub fn new(format:Format,jd:W)->BG<W>{BG{jo:BI::new(Z),fa:M::new(),ek:BH{cc:AS{jd,format},hw:
0}}}pub fn gh(&self,cr:&[u32]){self.jo.gh(cr);}pub fn all(&mut self,hw:&mut CA)->F{loop{match hw.next(){None=>return self.ek.nz(),Some(Err(ea))=>return self.ek.lm(&ea),
Some(Ok(g))=>{if let Err(ix)=self.mo(&g){return ix;}}}}}fn mo(&mut self,g:&Board)->Result<(),F>{self.ek.hw+=1;let cn=match self.fa.get(g){Some(count)=>known(count,By::CP)
,None=>self.jo.count(g)};let cc=&mut self.ek.cc;let fs=cc.format.fs;ff(g,fs,&mut|an|cc.bw(an)).map_err(cl)?;let(count,ev)=match cn{R::CB{count,..}=>(count,false),R::Plan{
cv,..}=>(cv.ee(),true)};self.fa.pn(g,count);(cc.count(self.ek.hw,count,ev)).map_err(cl)}}}use g::{Board,A};use gd::AT;use cc::Format;use std::io::{self,Read};fn main(){
let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let bp=match pf::parse(&
args){Ok(Some(bp))=>bp,Ok(None)=>{print!("{}",pf::CQ);return;}Err(bo)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bo);std::process::exit(2);}};let format=
Format{bj:bp.bj,fs:bp.fs,..Format::default()};let stdout=io::stdout();let mut ol=om::BG::new(format,io::BufWriter::new(stdout.lock()));let ix=if bp.cr.is_empty(){let mut
gd=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut gd){eprintln!("nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}let mut mc=AT::
new(&gd,bp.bj);let mut cr=[0;A+1];mc.kp(&mut cr);ol.gh(&cr);ol.all(&mut std::iter::from_fn(||mc.lz().transpose()))}else{ol.all(&mut bp.cr.iter().map(|&n|Ok(Board::fj(n)))
)};std::process::exit(ix.op());}

// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fk(n:usize)->Board{assert!((1..=A).contains(&n),
"a board has 1 to {} rows, not {}",A,n);Board::new(n,vec![0;n])}pub fn gf(&self)->bool{self.h.iter().all(|&al|al==0)}pub fn dn(&self)->usize{self.h.iter().map(|al|al.
count_ones()as usize).sum()}pub(crate)fn ed(&self,v:usize)->Board{let ao=if CE>>v&1==1{self.ao()}else{Vec::new()};Board::new(self.n,self.dd(v,&ao))}pub(crate)fn im(&self)
->AN{let ao=self.ao();let cq=(0..8).filter(|&s|self.dd(s,&ao)==self.h);AN(cq.fold(0,|hj,s|hj|1<<s))}pub(crate)fn go(&self)->bool{self.dd(CM,&[])==self.h}fn ao(&self)->Vec
<u64>{let mut kh=[0u64;64];kh[..self.n].copy_from_slice(&self.h);transpose(&mut kh);kh[..self.n].to_vec()}fn dd(&self,v:usize,ao:&[u64])->Vec<u64>{let n=self.n;let op=if
CE>>v&1==1{ao}else{&self.h};let oh=BE>>v&1==1;let mut rows:Vec<u64> =op.iter().map(|&al|if oh{mw(al,n)}else{al}).collect();if BV>>v&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AN(pub u8);impl AN{pub fn contains(self,v:usize)->bool{self.0>>v&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CE:u8=1<<1|1<<3|1<<6|1<<7;const BE:u8=1<<1|1<<2|1<<4|1<<7;const BV:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum G{Row(
usize),AA(usize)}impl G{pub fn df(self,at:usize)->Cell{match self{G::Row(r)=>(r,at),G::AA(c)=>(at,c)}}pub fn contains(self,(al,ai):Cell)->bool{match self{G::Row(r)=>al==r
,G::AA(c)=>ai==c}}pub(crate)fn ed(self,n:usize,v:usize)->G{let(r,c)=dk(n,v,self.df(0));if dk(n,v,self.df(1)).0==r{G::Row(r)}else{G::AA(c)}}}pub fn cm(a:Cell,b:Cell)->bool
{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CM:usize=4;pub fn dk(n:usize,v:usize,(r,c):Cell)->Cell{let m=n-1;match v{0=>(r,c),1=>(c,m-r),2=>
(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn db<K:Ord+Copy>(im:impl Iterator<Item=usize>,nd:K,dd:impl Fn(usize)->K,)->Option<u64>{let mut ez=[
nd;8];let mut cd=0;for v in im{let jn=dd(v);if jn<nd{return None;}ez[cd]=jn;cd+=1;}let ez=&mut ez[..cd];ez.sort_unstable();Some(1+ez.windows(2).filter(|oj|oj[0]!=oj[1]).
count()as u64)}pub fn mw(ds:u64,n:usize)->u64{ds.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut de=32;let mut og:u64=0x0000_0000_FFFF_FFFF;while de!=0
{let mut k=0;while k<64{let swap=((rows[k]>>de)^rows[k+de])&og;rows[k]^=swap<<de;rows[k+de]^=swap;k=(k+de+1)&!de;}de>>=1;og^=og<<de;}}pub fn ae(n:usize)->u64{u64::MAX>>(
64-n)}}mod gd{use crate::g::{Board,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CD,BB,AL}impl Dialect{pub fn pc(ft:&str)->Result<Dialect,String
>{match ft{"luogu"=>Ok(Dialect::CD),"uva11195"=>Ok(Dialect::BB),"cses1624"=>Ok(Dialect::AL),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",ft
))}}fn ig(self)->u8{match self{Dialect::CD=>b'.',Dialect::BB|Dialect::AL=>b'*'}}}pub struct D{pub am:usize,pub ai:usize,pub bo:String}struct AW<'a>{bf:&'a[u8],af:usize,am
:usize,bi:usize}pub struct AS<'a>{bq:&'a[u8],bj:Dialect,gl:usize,am:usize,bi:usize,gc:bool}impl<'a>AS<'a>{pub fn new(bq:&'a[u8],bj:Dialect)->AS<'a>{AS{bq,bj,gl:0,am:1,bi:
0,gc:false}}pub fn ma(&mut self)->Result<Option<Board>,D>{if self.gc{return Ok(None);}if self.bj==Dialect::AL{return match self.jg(){Some(_)=>self.hw(8).map(Some),None=>
Ok(None)};}let ad=match self.ih(){Some(ad)=>ad,None=>{self.gc=true;return Ok(None);}};let n=self.kw(&ad)?;if n==0{self.gc=true;return Ok(None);}match self.jg(){Some(b'*')
|Some(b'.')=>self.hw(n).map(Some),_=>Ok(Some(Board::fk(n)))}}pub fn kq(&self,cr:&mut[u32]){let ml=self.bq[self.gl..].split(u8::is_ascii_whitespace).filter(|ad|!ad.
is_empty());if self.bj==Dialect::AL{if let Some(ny)=cr.get_mut(8){*ny+=(ml.count()/8)as u32;}return;}for ad in ml{if iw(ad[0]){continue;}if!ad.iter().all(u8::
is_ascii_digit)||ad.len()>2{return;}match ad.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=cr.get_mut(n){*count+=1;}}}}}fn kw(&self,ad:&
AW)->Result<usize,D>{self.ia(ad)?;if!ad.bf.iter().all(u8::is_ascii_digit){return Err(self.ey(ad,ad.af,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",A,ol(ad.bf)),));}let cy=ad.bf.iter().fold(0u64,|qb,&oz|{qb.saturating_mul(10).saturating_add(u64::
from(oz-b'0'))});if cy>A as u64{return Err(self.ey(ad,ad.af,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(ad.bf),A),));}Ok(cy as usize)}
fn hw(&mut self,n:usize)->Result<Board,D>{let mut h=Vec::with_capacity(n);for al in 0..n{let ad=match self.ih(){Some(ad)=>ad,None=>return Err(self.ju(al,n))};match mx(ad.
bf,n,self.bj.ig()){Some(cz)=>h.push(cz),None=>return Err(self.mg(&ad,al,n))}}Ok(Board::new(n,h))}fn mg(&self,ad:&AW,al:usize,n:usize)->D{if let Err(e)=self.ia(ad){return
e;}if let Some(ai)=(ad.bf.iter()).position(|&df|!iw(df)){let at=ad.af+ai;let cd=match fp(self.bq,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ad.bf[ai
])};return self.ey(ad,at,format!("row {} of {}: found {}, expected '*' or '.'",al+1,n,cd),);}self.ey(ad,ad.af,format!("row {} of {} has {} cells, expected {}",al+1,n,ad.
bf.len(),n),)}fn ia(&self,ad:&AW)->Result<(),D>{if ad.bf.is_ascii(){return Ok(());}let lu=ad.af+ad.bf.len();let mut at=ad.af;while at<lu{match fp(self.bq,at){Some((_,len)
)=>at+=len,None=>{return Err(self.ey(ad,at,format!("byte 0x{:02X} is not valid UTF-8",self.bq[at]),))}}}Ok(())}fn fl(&mut self){while let Some(&jr)=self.bq.get(self.gl){
if!jr.is_ascii_whitespace(){break;}self.gl+=1;if jr==b'\n'{self.am+=1;self.bi=self.gl;}}}fn jg(&mut self)->Option<u8>{self.fl();self.bq.get(self.gl).copied()}fn ih(&mut
self)->Option<AW<'a>>{self.fl();let af=self.gl;let gy=&self.bq[af..];let len=gy.iter().position(u8::is_ascii_whitespace).unwrap_or(gy.len());if len==0{return None;}self.
gl+=len;Some(AW{bf:&gy[..len],af,am:self.am,bi:self.bi})}fn ey(&self,ad:&AW,at:usize,bo:String)->D{D{am:ad.am,ai:di(self.bq,ad.bi,at),bo}}fn ju(&self,mi:usize,n:usize)->D
{D{am:self.am,ai:di(self.bq,self.bi,self.bq.len()),bo:format!("input ended after {} of {} board rows",mi,n)}}}fn mx(bf:&[u8],n:usize,lb:u8)->Option<u64>{if bf.len()!=n{
return None;}let(mut cz,mut hz)=(0u64,true);for(ai,&df)in bf.iter().enumerate(){cz|=u64::from(df==lb)<<ai;hz&=iw(df);}hz.then_some(cz)}fn iw(jr:u8)->bool{jr==b'*'||jr==
b'.'}fn fp(bq:&[u8],at:usize)->Option<(char,usize)>{let len=match bq[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let mz=bq.get(at..at+
len)?;let bf=std::str::from_utf8(mz).ok()?;bf.chars().next().map(|c|(c,len))}fn di(bq:&[u8],bi:usize,at:usize)->usize{let mut ai=1;let mut gl=bi;while gl<at{gl+=fp(bq,gl)
.map_or(1,|(_,len)|len);ai+=1;}ai}fn ol(bf:&[u8])->String{const CC:usize=24;let bf=String::from_utf8_lossy(bf);if bf.chars().count()>CC{let po:String=bf.chars().take(CC).
collect();format!("{:?}...",po)}else{format!("{:?}",bf)}}}mod fs{use crate::g::ae;use crate::g::Board;use crate::count::{av,bl,Row};pub fn fg<E>(g:&Board,ng:usize,ms:&mut
dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct CO<'a,E>{rows:Vec<Row>,ly:u64,nj:bool,kc:Vec<usize>,y:usize,ms:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>
CO<'_,E>{fn bn(&mut self,cm:(u64,u64,u64))->Result<(),E>{let aj=self.kc.len();if aj==self.rows.len(){self.y-=1;return(self.ms)(&self.kc);}let(z,u,o)=cm;let mut x=!(z|u|o|
self.rows[aj].h);while x!=0&&self.y>0{let bg=x&x.wrapping_neg();x^=bg;let next=av(self.rows[aj].eh,bg,z,u,o);if self.nj&&!self.ov(aj+1,next){continue;}self.kc.push(bg.
trailing_zeros()as usize);self.bn(next)?;self.kc.pop();}Ok(())}fn ov(&self,aj:usize,(z,u,o):(u64,u64,u64))->bool{let mut jh=0;for(dg,al)in self.rows[aj..].iter().
enumerate(){let x=!(z|u<<dg|o>>dg|al.h);if x==0{return false;}jh|=x;}let id=self.ly&!z;jh&id==id}}if ng==0{return Ok(());}let mut lm=CO{rows:bl(g),ly:ae(g.n),nj:!g.gf(),
kc:Vec::with_capacity(g.n),y:ng,ms};lm.bn((0,0,0))}}mod oi{use crate::g::{Board,A};use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};use std::sync::{Arc,Mutex,
PoisonError};#[derive(Default)]pub struct OnceCount(AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn kg(&self
,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct PlainCounts([OnceCount;A+1]);impl PlainCounts{pub fn new()->PlainCounts{PlainCounts(std::
array::from_fn(|_|OnceCount::default()))}pub fn get(&self,g:&Board)->Option<u64>{match g.gf(){true=>self.0[g.n].get(),false=>None}}pub fn pp(&self,g:&Board,count:u64){if
g.gf(){self.0[g.n].kg(count);}}}pub struct Once<T>{ga:AtomicBool,cy:Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{ga:AtomicBool::new(false),cy:Mutex::
new(None)}}pub fn get(&self)->Option<Arc<T>>{match self.ga.load(Ordering::Acquire){true=>self.cy.lock().ok()?.clone(),false=>None}}pub fn jx(&self,hx:impl FnOnce()->T)->
Arc<T>{let ga=self.get().unwrap_or_else(||Arc::new(hx()));let mut cy=self.cy.lock().unwrap_or_else(PoisonError::into_inner);self.ga.store(true,Ordering::Release);cy.
get_or_insert(ga).clone()}}}mod cb{use crate::gd::Dialect;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bj:Dialect,pub fs:usize,pub qc:
usize,pub qo:bool,pub dv:bool}pub struct AR<W:Write>{pub jf:W,pub format:Format}impl<W:Write>AR<W>{pub fn bv(&mut self,ao:&[usize])->io::Result<()>{let ao:Vec<String> =ao
.iter().map(|c|(c+1).to_string()).collect();writeln!(self.jf,"{}",ao.join(" "))}pub fn count(&mut self,mp:usize,count:u64,ew:bool)->io::Result<()>{if self.format.bj==
Dialect::BB{write!(self.jf,"Case {}: ",mp)?;}writeln!(self.jf,"{}",count)?;if ew{self.jf.flush()?;}Ok(())}}pub fn ea(av:&str,bo:&str){eprintln!("nqueens: error: {}: {}",
av,bo);}}mod au{pub struct Random(pub u64);impl Random{pub fn ij()->Random{Random(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;
self.0^=self.0<<17;self.0}pub fn hg(&mut self,ow:usize)->usize{(self.next()%ow as u64)as usize}}}mod dc{pub const AD:u64=20;pub const AJ:usize=256;pub const AZ:f64=32.0;
pub const AT:usize=16;pub const S:f64=4.0;pub const AP:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BM:f64=0.15;pub const AC:f64=0.3;pub const
AO:u64=16<<20;pub const AX:f64=0.125;pub const AM:f64=0.25;pub const BN:f64=4.0;pub const AE:f64=80.0;pub const BD:f64=1.5;#[allow(dead_code)]pub const U:f64=2.0;pub
const AY:u64=96<<20;pub const AB:usize=8;pub const J:usize=8;pub const M:usize=32;pub const V:u32=4;pub const AQ:usize=10;pub const BR:usize=64;pub const AG:u64=2;pub
const BY:usize=4096;}mod el{use crate::g::Board;use crate::gd::D;use crate::cb::{self,AR};use std::io::{self,Write};pub enum F{CI,BW,BF,BA(io::Error)}impl F{pub fn oq(
self)->i32{match self{F::CI|F::BF=>0,F::BW=>1,F::BA(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CA<'a> =dyn Iterator<Item=Result<
Board,D>>+'a;pub struct BH<W:Write>{pub cb:AR<W>,pub hy:usize}impl<W:Write>BH<W>{pub fn lp(&mut self,ea:&D)->F{let av=format!("line {}, column {}",ea.am,ea.ai);self.pl(&
av,&ea.bo)}pub fn pl(&mut self,av:&str,bo:&str)->F{if let Err(e)=self.cb.jf.flush(){return cl(e);}cb::ea(av,bo);F::BW}pub fn oa(&mut self)->F{match self.cb.jf.flush(){Ok(
())=>F::CI,Err(e)=>cl(e)}}}pub fn cl(ea:io::Error)->F{if ea.kind()==io::ErrorKind::BrokenPipe{F::BF}else{F::BA(ea)}}}mod count{pub mod jp{use super::ib::Y;use super::
filter::{self,Filter};use super::cv::Plan;use super::{bz,an,bl};use crate::g::Board;use crate::oi::Once;use crate::dc::{AX,AM,AT,S};use std::sync::atomic::{AtomicBool,
AtomicU32,AtomicU64,Ordering};use std::sync::Arc;pub enum Q{CB{count:u64,by:By},Plan{cv:Plan,bb:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CL,AU,BQ,Filter
,CP}pub struct BI{it:[Once<Filter>;filter::A+1],jq:[AtomicBool;filter::A+1],fz:[AtomicU32;filter::A+1],fc:[AtomicU32;filter::A+1],cx:[AtomicU64;filter::A+1],planner:Y}
impl BI{pub fn new(planner:Y)->BI{BI{it:std::array::from_fn(|_|Once::new()),jq:std::array::from_fn(|_|AtomicBool::new(false)),fz:std::array::from_fn(|_|AtomicU32::new(0))
,fc:std::array::from_fn(|_|AtomicU32::new(0)),cx:std::array::from_fn(|_|AtomicU64::new(0)),planner}}pub fn gh(&self,cr:&[u32]){for(fz,&count)in self.fz.iter().zip(cr){fz.
store(count,Ordering::Relaxed);}}pub fn count(&self,g:&Board)->Q{let n=g.n;if g.gf(){return ew(self.planner.fk(n));}if let Some(fc)=self.fc.get(n){fc.fetch_add(1,Ordering
::Relaxed);}let gj=lj(n);if let Some(filter)=self.filter(n){return self.pu(&filter,g,gj);}let mut y=gj as u64;let ci=match gm(g,&mut y){Ok((count,by))=>{self.mj(g,gj-y as
f64,0.0);return known(count,by);}Err(ci)=>ci};let fq=|bb:f64|self.kd(g,gj,bb);let(cv,bb)=self.planner.cv(g,ci,&fq);if let Some(filter)=self.mj(g,gj,bb){return known(
filter.count(g),By::Filter);}ew((cv,bb))}fn pu(&self,filter:&Filter,g:&Board,gj:f64)->Q{let gg=filter.ji(g);let mut y=(gg*AM).min(gj)as u64;if let Ok((count,by))=gm(g,&
mut y){return known(count,by);}known(filter.count(g),By::Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{self.it.get(n)?.get()}fn mj(&self,g:&Board,fo:f64,dy:f64)->
Option<Arc<Filter>>{let n=g.n;if n>filter::A||!self.kd(g,fo,dy){if let Some(cx)=self.cx.get(n){cx.fetch_add((fo+dy)as u64,Ordering::Relaxed);}return None;}if self.jq[n].
swap(true,Ordering::Relaxed){return None;}let filter=self.it[n].jx(||Filter::new(n));(dy>0.0).then_some(filter)}fn kd(&self,g:&Board,fo:f64,dy:f64)->bool{let n=g.n;if n>
filter::A{return false;}let cx=self.cx[n].load(Ordering::Relaxed)as f64+fo+dy;let hx=Filter::kx(n);if cx<hx*AX{return false;}let fc=self.fc[n].load(Ordering::Relaxed).max
(1);let hk=match self.fz[n].load(Ordering::Relaxed){0=>fc,fz=>fz.saturating_sub(fc)};let(fc,hk)=(f64::from(fc),f64::from(hk));let ek=dy+cx/fc*hk;let mk=if dy>0.0{1.0}else
{0.0};let lv=Filter::lf(g)*(1.0+AM);ek>hx&&ek>hx+lv*(hk+mk)}}pub fn known(count:u64,by:By)->Q{Q::CB{count,by}}fn ew((cv,bb):(Plan,f64))->Q{Q::Plan{cv,bb:Some(bb)}}pub fn
lj(n:usize)->f64{use crate::dc::{AJ,AZ};S*(AJ*n)as f64*AZ}fn gm(g:&Board,ab:&mut u64,)->Result<(u64,By),Option<an::R>>{let rows=bl(g);let ll=(AT*g.n)as u64;if*ab<=ll*(1+S
as u64){let count=bz(&rows,ab).ok_or(None)?;return Ok((count,By::CL));}let mut y=ll;if let Some(count)=bz(&rows,&mut y){*ab-=ll-y;return Ok((count,By::CL));}*ab-=ll;if an
::kd(g){let bh=an::B::new(g);let count=bh.js(ab).map_err(Some)?;Ok((count,By::AU))}else{let count=super::bx(&rows,ab).ok_or(None)?;Ok((count,By::BQ))}}}mod ib{use super::
bm::{gn,BJ,Jobs,H};use super::ct::Meet;use super::cv::Plan;use super::{an,ii,bl};use crate::g::Board;use crate::dc::U;#[derive(Default)]pub struct Y;impl Y{pub fn fk(&
self,n:usize)->(Plan,f64){(gn(n).into(),0.0)}pub fn cv(&self,g:&Board,ba:Option<an::R>,fq:&dyn Fn(f64)->bool,)->(Plan,f64){let bb=ii::dv(g);let(cv,ek):(Plan,f64)=if an::
kd(g){let bh=an::B::new(g);let bb=bb/U;match ba{Some(ba)=>{let gy=(bb-ba.fo as f64).max(0.0);(Jobs::nt(bh,ba).into(),gy)}None=>{let af=bh.af();(Jobs::new(bh,vec![(af,1)])
.into(),bb)}}}else{let rows=vec![bl(g)];(H::cv(BJ::BQ,rows,vec![1]).into(),bb)};match Meet::ff(g).filter(|&ct|ct<ek){Some(ct)if!fq(ct)=>(Meet::new(g).into(),ct),Some(ct)
=>(cv,ct),None=>(cv,ek)}}}}mod an{use super::eb::{eb,eu};use super::ii::eo;use super::Row;use super::{ds,fr};use crate::g::{ae,Board,Cell,G};use crate::au::Random;use
crate::dc::{J,V,AQ,M};pub struct B{pub(super)n:usize,be:[u64;64],dl:[u64;64],bt:es::AH}#[derive(Clone,Copy)]pub struct Partial{pub(super)ag:u64,pub(super)bc:u64,gk:u128,
co:u128,dw:u128}impl Partial{pub fn ag(&self)->usize{self.ag.count_ones()as usize}}pub enum L{CH,BP,BC(G,u64)}pub fn kd(g:&Board)->bool{let n=g.n;let jk=match n<=es::A{
true=>M,false=>J};g.dn()*jk>n*n}impl B{pub fn new(g:&Board)->B{let n=g.n;let all=ae(n);let mut be=[0u64;64];let mut dl=[0u64;64];for(r,&al)in g.h.iter().enumerate(){be[r]
=!al&all;for(c,rows)in dl.iter_mut().enumerate().take(n){*rows|=(be[r]>>c&1)<<r;}}B{n,be,dl,bt:es::AH::new(n)}}pub fn af(&self)->Partial{Partial{ag:ae(self.n),bc:ae(self.
n),gk:0,co:0,dw:0}}pub(super)fn er(&self,p:&Partial,am:G)->u64{let m=self.n-1;match am{G::Row(r)=>{let gk=(p.gk>>r)as u64;let dw=(p.dw>>(m-r))as u64;self.be[r&63]&p.bc&!
gk&!dw}G::AA(c)=>{let gk=(p.gk>>c)as u64;let co=(p.co>>(m-c))as u64;self.dl[c&63]&p.ag&!gk&!co}}}pub fn nx(&self,p:&Partial,mh:bool)->L{let ao=if mh{0}else{p.bc};ce(p.ag,
ao,|am|self.er(p,am))}pub(super)fn ou(&self,y:&mut Vec<Partial>,ak:&[Cell],hu:impl Iterator<Item=Cell>,){for p in y.iter_mut(){*p=ak.iter().fold(*p,|p,&ec|self.av(&p,ec))
;}let af=self.af();y.extend(hu.map(|df|self.av(&af,df)));}pub fn av(&self,p:&Partial,(r,c):Cell)->Partial{Partial{ag:p.ag&!(1u64<<r),bc:p.bc&!(1u64<<c),gk:p.gk|1u128<<(r+
c),co:p.co|1u128<<(r+self.n-1-c),dw:p.dw|1u128<<(c+self.n-1-r)}}pub(super)fn dz(&self,p:&Partial)->Vec<Row>{fr(p.ag,|r|!self.er(p,G::Row(r)))}pub fn ff(&self,cw:usize,mb:
f64)->f64{if self.n<=es::A{return self.kp(cw);}let cf=|_:&mut Random|(Some(self.af()),1.0);eb(cw,&mut Random::ij(),cf,|iy,au|{let p=iy.as_ref()?;match self.nx(p,false){L
::BC(_,x)if lw(x,p.ag)=>{let ld=eo(1,&self.dz(p),au);Some((1,None,ld))}L::BC(am,x)=>{let at=eu(x,au).trailing_zeros()as usize;Some((x.count_ones(),Some(self.av(p,am.df(at
))),mb,))}L::CH|L::BP=>None}})}pub fn count(&self,p:Partial)->u64{if self.n<=es::A{return self.kn(&p);}self.is(p)}pub fn js(&self,ab:&mut u64)->Result<u64,R>{match self.n
<=es::A{true=>self.ks(B::gq,ab),false=>self.ks(B::fv,ab)}}fn ks(&self,core:BS,ab:&mut u64)->Result<u64,R>{let fo=*ab;let mut y=Vec::new();let cn=core(self,ab,&mut y);
match*ab{0=>Err(R{cn,y,fo}),_=>Ok(cn)}}}type BS=fn(&B,&mut u64,&mut Vec<Partial>)->u64;pub struct R{pub cn:u64,pub y:Vec<Partial>,pub fo:u64}mod es{use super::{Partial,B}
;use crate::g::Cell;use crate::count::{ds,fm};use crate::dc::AD;pub const A:usize=16;const C:usize=2*A;static CF:[[u16;C];A*A]=cm();const fn cm()->[[u16;C];A*A]{let mut
ch=[[0u16;C];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut am=0;while am<A{ch[r*A+c][am]=gs(r,c,am);ch[r*A+c][A+am]=gs(c,r,am);am+=1;}c+=1;}r+=1;}ch}const fn
gs(r:usize,c:usize,am:usize)->u16{if am==r{return!(1<<c);}let jl=am.abs_diff(r);let mut j=1u16<<c;if c+jl<A{j|=1<<(c+jl);}if c>=jl{j|=1<<(c-jl);}j}static CK:[[u16;C];C]=
jj();const fn jj()->[[u16;C];C]{let mut ch=[[0u16;C];C];let mut ac=0;while ac<C{ch[ac][ac]=u16::MAX;ac+=1;}ch}#[derive(Clone,Copy)]pub struct AI{j:[u16;C],cj:[u16;C]}pub
struct AH{hs:[i16;C],ac:[u8;C]}impl AH{pub fn new(n:usize)->AH{let mut es:Vec<usize> =(0..C).collect();let ko=|ac:usize|(2*(ac%A)).abs_diff(n.saturating_sub(1));es.
sort_by_key(|&ac|(ko(ac),ac%A,ac/A));let mut bt=AH{hs:[0;C],ac:[0;C]};for(hs,&ac)in es.iter().enumerate(){bt.hs[ac]=hs as i16;bt.ac[hs]=ac as u8;}bt}}const CJ:i16=1<<14;
impl AI{pub fn of(bh:&B,p:&Partial)->AI{let mut dx=AI{j:[u16::MAX;C],cj:[u16::MAX;C]};for r in ds(p.ag){dx.j[r]=bh.er(p,crate::g::G::Row(r))as u16;dx.cj[r]=0;}for c in ds
(p.bc){dx.j[A+c]=bh.er(p,crate::g::G::AA(c))as u16;dx.cj[A+c]=0;}dx}#[inline(always)]fn ce(&self,bt:&AH)->(usize,u16){let mut fj=i16::MAX;for ac in 0..C{let cj=(self.cj[
ac]&CJ as u16)as i16;let nd=((self.j[ac].count_ones()as i16)<<6|bt.hs[ac])+cj;fj=fj.min(nd);}let ac=usize::from(bt.ac[(fj&31)as usize])&(C-1);(ac,self.j[ac])}#[inline(
always)]fn fw(&self,bt:&AH)->Option<usize>{let mut fj=i16::MAX;for ac in 0..C{let j=self.j[ac];let pr=i16::from(j&j.wrapping_sub(1)!=0);fj=fj.min(bt.hs[ac]|pr<<6);}(fj<64
).then(||usize::from(bt.ac[fj as usize&(C-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn av(&self,ac:usize,at:usize)->Option<AI>{let(r,c)=ec(ac,at);let cm
=&CF[(r*A+c)&(A*A-1)];let(al,ai)=(&CK[r&(A-1)],&CK[A+(c&(A-1))]);let mut next=AI{j:[0;C],cj:[0;C]};let mut id=0u16;for ac in 0..C{let cj=self.cj[ac]|al[ac]|ai[ac];let j=
self.j[ac]&!cm[ac]|cj;next.j[ac]=j;next.cj[ac]=cj;id|=u16::from(j==0);}(id==0).then_some(next)}#[inline(always)]fn gw(&mut self,bt:&AH,rows:&mut u32,mut bd:impl FnMut(
Cell),)->bool{while*rows>=2{let ac=match self.fw(bt){Some(ac)=>ac,None=>break};let at=self.j[ac].trailing_zeros()as usize;*self=match self.av(ac,at){Some(next)=>next,None
=>return false};bd(ec(ac,at));*rows-=1;}true}}fn ec(ac:usize,at:usize)->Cell{match ac<A{true=>(ac,at),false=>(at,ac-A)}}pub fn count<const I:bool>(bh:&B,dx:&AI,y:u32,ab:&
mut u64,ci:&mut Vec<Partial>,)->u64{if I&&!fm(ab,AD){ci.push(bh.af());return 0;}let(ac,mut j)=dx.ce(&bh.bt);if y==1{return u64::from(j.count_ones());}let mut ap=0;while j
!=0{let at=j.trailing_zeros()as usize;j&=j-1;let mut next=match dx.av(ac,at){Some(next)=>next,None=>continue};let mut rows=y-1;let(mut fw,mut bd)=([(0u8,0u8);A],0);let mu
=next.gw(&bh.bt,&mut rows,|(r,c)|{if I{fw[bd&(A-1)]=(r as u8,c as u8);bd+=1;}});if!mu{continue;}if rows==1{ap+=1;continue;}ap+=count::<I>(bh,&next,rows,ab,ci);if I&&*ab==
0{let mut ak=vec![ec(ac,at)];ak.extend((fw[..bd].iter()).map(|&(r,c)|(usize::from(r),usize::from(c))));let hu=ds(u64::from(j)).map(|at|ec(ac,at));bh.ou(ci,&ak,hu);return
ap;}}ap}impl B{pub(super)fn gq(&self,ab:&mut u64,y:&mut Vec<Partial>)->u64{let dx=AI::of(self,&self.af());count::<true>(self,&dx,self.n as u32,ab,y)}pub(super)fn kn(&self
,p:&Partial)->u64{match p.ag(){0=>1,y=>count::<false>(self,&AI::of(self,p),y as u32,&mut 0,&mut Vec::new(),)}}pub(super)fn kp(&self,cw:usize)->f64{use crate::count::eb::
eb;use crate::au::Random;let af=AI::of(self,&self.af());let cf=|_:&mut Random|((af,self.n as u32),1.0);eb(cw,&mut Random::ij(),cf,|&(dx,y),au|{if y<=2{return None;}let(ac
,j)=dx.ce(&self.bt);let ky:Vec<(AI,u32)> =ds(u64::from(j)).filter_map(|at|{let mut next=dx.av(ac,at)?;let mut rows=y-1;let mu=next.gw(&self.bt,&mut rows,|_|{});(mu&&rows>
1).then_some((next,rows))}).collect();let pj=*ky.get(au.hg(ky.len().max(1)))?;Some((ky.len()as u32,pj,AD as f64))},)+AD as f64}}}pub(super)fn np(j:u64)->bool{j&(j-1)==0}
fn jv(da:u64,ca:u64,x:impl Fn(G)->u64,)->Option<L>{let am=if da!=0{G::Row(da.trailing_zeros()as usize)}else if ca!=0{G::AA(ca.trailing_zeros()as usize)}else{return None;}
;Some(L::BC(am,x(am)))}fn dh(j:u64)->u32{let ot=j&(j-1);let lk=ot&ot.wrapping_sub(1);let pm=lk&lk.wrapping_sub(1);1+u32::from(ot!=0)+u32::from(lk!=0)+u32::from(pm!=0)}#[
inline(always)]pub(super)fn ie(ag:u64,bc:u64,x:impl Fn(G)->u64,pb:bool,)->L{let jm=||{ds(ag).map(G::Row).chain(ds(bc).map(G::AA))};let mut eg=(u32::MAX,G::Row(0),0);for
am in jm(){let j=x(am);let ip=dh(j);if ip<eg.0{eg=(ip,am,j);if ip==2{break;}}}if eg.0>=V&&pb{eg.0=u32::MAX;for am in jm(){let j=x(am);if j.count_ones()<eg.0{eg=(j.
count_ones(),am,j);}}}L::BC(eg.1,eg.2)}pub(super)fn ce(ag:u64,bc:u64,x:impl Fn(G)->u64,)->L{if ag==0{return L::BP;}let(mut da,mut ca)=(0u64,0u64);for(jm,fw,am)in[(ag,&mut
da,G::Row as fn(usize)->G),(bc,&mut ca,G::AA)]{for at in ds(jm){let j=x(am(at));if j==0{return L::CH;}*fw|=u64::from(np(j))<<at;}}match jv(da,ca,&x){Some(ib)=>ib,None=>ie
(ag,bc,x,true)}}pub(super)fn lw(x:u64,ag:u64)->bool{dh(x)>=V&&ag.count_ones()as usize<=AQ}}mod nv{use super::an::{Partial,B};use super::{dm,bx};impl B{pub(super)fn is(&
self,p:Partial)->u64{dm(&self.dz(&p),0,0,0,0)}pub(super)fn fv(&self,ab:&mut u64,y:&mut Vec<Partial>)->u64{let af=self.af();bx(&self.dz(&af),ab).unwrap_or_else(||{y.push(
af);0})}}}mod nz{use super::Row;use crate::dc::{BR,AG};struct X{x:u64,z:u64,u:u64,o:u64,ah:u64,len:usize,iu:[u64;64],ir:[u64;64],ix:[u64;64],ht:[u64;64],hq:[u64;64]}type
Root=(u64,u64,u64,u64,u64);struct AV{bd:u64,gx:[u64;64],cd:u64}pub fn cu(al:u64)->u64{60-4*al}#[inline(always)]fn fy(cz:u64,qi:u64,no:u64)->u64{qi&cz|no&!cz}impl X{fn new
()->X{X{x:0,z:0,u:0,o:0,ah:0,len:usize::MAX,iu:[0;64],ir:[0;64],ix:[0;64],ht:[0;64],hq:[0;64]}}fn af(&mut self,cf:Root){(self.x,self.z,self.u,self.o,self.ah,)=cf;self.len
=0;}fn hr(&self)->bool{self.len==usize::MAX}#[inline(always)]fn na<const P:bool>(&mut self,h:&[u64;128],em:&[u64;64],ax:u64,)->u64{self.hc::<P,false>(h,em,ax,None)}#[
inline(always)]fn hc<const P:bool,const CU:bool>(&mut self,h:&[u64;128],em:&[u64;64],ax:u64,bk:Option<&mut AV>,)->u64{let(x,z,ah)=(self.x,self.z,self.ah);let(y,ay)=(self.
u,self.o);let bg=x&x.wrapping_neg();let gy=x^bg;let eh=if P{1}else{em[(ah&63)as usize]};let(ei,ej,dp)=super::av(eh as u32,bg,z,y,ay);let bs=!(ei|ej|dp|h[((ah+1)&127)as
usize]);let bn=((bs|bs.wrapping_neg())as i64>>63)as u64;let px=usize::from(gy!=0);let ha=self.len&63;self.iu[ha]=gy;self.ir[ha]=z;self.ix[ha]=y;self.ht[ha]=ay;self.hq[ha]
=ah;let az=(self.len+px).wrapping_sub(1);let t=az&63;if let(true,Some(bk))=(CU,bk){let bd=bk.bd;bk.cd=bd|u64::from(bg.trailing_zeros())<<cu(ah&15);bk.gx[ha]=bd;bk.bd=fy(
bn,bk.cd,bk.gx[t]);}self.x=fy(bn,bs,self.iu[t]);self.z=fy(bn,ei,self.ir[t]);self.u=fy(bn,ej,self.ix[t]);self.o=fy(bn,dp,self.ht[t]);self.ah=fy(bn,ah+1,self.hq[t]);self.
len=az.wrapping_add((bn&1)as usize);u64::from(ah==ax)}}fn hb(cg:usize,ah:usize,ax:u64)->bool{BR>cg&&ah as u64+AG<ax}pub fn dm(rows:&[Row],aj:usize,z:u64,u:u64,o:u64)->u64
{let count=lm::<false>(rows,aj,(z,u,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bx(rows:&[Row],ab:&mut u64)->Option<u64>{lm::<true>(rows,0,(0,0,0),ab)}pub fn
je(rows:&[Row],fa:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,al)in rows.iter().enumerate(){h[i]=al.h;}let ax=rows.len()as u64-1;let mut cg:Vec<(Root,u64)> =vec![((!h[0
],0,0,0,0),0)];let mut ah=0;while hb(cg.len(),ah,ax){let mut next=Vec::new();for&((mut x,z,y,ay,_),bd)in&cg{while x!=0{let bg=x&x.wrapping_neg();x^=bg;let(z,y,ay)=super::
av(rows[ah].eh,bg,z,y,ay);let bs=!(z|y|ay|h[ah+1]);let ai=u64::from(bg.trailing_zeros());let cf=(bs,z,y,ay,ah as u64+1);next.push((cf,bd|ai<<cu(ah as u64)));}}cg=next;ah
+=1;}let mut dq=cg.into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn af(dq:&mut impl Iterator<Item=(Root,u64)>,kk:&mut X,bk:&mut AV,)->bool{match dq.next(){Some((
cf,bd))=>{kk.af(cf);bk.bd=bd;true}None=>false}}let hm=||AV{bd:0,gx:[0;64],cd:0};let(mut a,mut b)=(X::new(),X::new());let(mut ee,mut fd)=(hm(),hm());if!af(&mut dq,&mut a,&
mut ee){return;}if af(&mut dq,&mut b,&mut fd){loop{gu(&mut a,&mut ee,&h,ax,fa);gu(&mut b,&mut fd,&h,ax,fa);if a.hr()&&!af(&mut dq,&mut a,&mut ee){std::mem::swap(&mut a,&
mut b);std::mem::swap(&mut ee,&mut fd);break;}if b.hr()&&!af(&mut dq,&mut b,&mut fd){break;}}}while!a.hr(){gu(&mut a,&mut ee,&h,ax,fa);}}#[inline(always)]fn gu(kk:&mut X,
bk:&mut AV,h:&[u64;128],ax:u64,fa:&mut Vec<u64>,){const CT:[u64;64]=[1;64];let lr=kk.hc::<true,true>(h,&CT,ax,Some(bk));if lr==1{fa.push(bk.cd);}}fn lm<const I:bool>(rows
:&[Row],aj:usize,(z,u,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let x=!(z|u|o|rows[aj].h);let ax=rows.len()as u64-1;if aj as u64==ax{
return Some(u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut em=[0u64;64];for(i,al)in rows.iter().enumerate(){h[i]=al.h;em[i]=u64::from(al.eh);}let mut cg:Vec
<Root> =Vec::new();if x!=0{cg.push((x,z,u,o,aj as u64));}let mut ah=aj;while hb(cg.len(),ah,ax){let mut next=Vec::new();for&(mut f,c,l,r,_)in&cg{while f!=0{let bg=f&f.
wrapping_neg();f^=bg;let(nc,nl,nr)=super::av(rows[ah].eh,bg,c,l,r);let nf=!(nc|nl|nr|h[ah+1]);if nf!=0{next.push((nf,nc,nl,nr,ah as u64+1));}}}cg=next;ah+=1;}if em[..rows
.len()].iter().all(|&eh|eh==1){kj::<true,I>(cg,&h,&em,ax,ab)}else{kj::<false,I>(cg,&h,&em,ax,ab)}}fn kj<const P:bool,const I:bool>(cg:Vec<Root>,h:&[u64;128],em:&[u64;64],
ax:u64,ab:&mut u64,)->Option<u64>{let mut fm=|bb:u64|!I||super::fm(ab,bb);let mut dq=cg.into_iter();let mut a=X::new();let mut b=X::new();let mut ap=0u64;match dq.next(){
Some(cf)=>a.af(cf),None=>return Some(0)}if let Some(cf)=dq.next(){b.af(cf);}if!b.hr(){loop{if!fm(2){return None;}ap+=a.na::<P>(h,em,ax);ap+=b.na::<P>(h,em,ax);if a.hr(){
match dq.next(){Some(cf)=>a.af(cf),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.hr(){match dq.next(){Some(cf)=>b.af(cf),None=>break}}}}while!a.hr(){if!fm(1){return
None;}ap+=a.na::<P>(h,em,ax);}Some(ap)}}pub mod filter{use super::nz::{je,cu};use super::{bl,v};use crate::g::{ae,dk,Board};use crate::dc::{AP,AO,BM,AC};pub const A:usize
=16;const AF:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct O{n:usize,aq:usize,fi:Vec<u32>,j:Vec<u64>,ev:usize}fn iv(n:usize,dj:
&[AK])->usize{let pv=|rows:usize|{let fx=|s:&AK|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+dj.windows(2).filter(|w|fx(&w[0])!=fx(&w[1])).count()};(1..n).take_while(|&
rows|pv(rows)*8*64<=dj.len()).count()}type AK=u64;fn di(bv:AK,al:usize)->usize{(bv>>cu(al as u64)&15)as usize}impl O{fn new(n:usize,dj:&[AK],aq:Option<usize>)->O{let aq=
aq.unwrap_or_else(||iv(n,dj)).min(n);let hg=n-aq;let ke=n.pow(aq as u32);let mut fi=vec![0u32;ke+1];let ev=(dj.len()+63)/64;let mut j=vec![0u64;ev*hg*n];for(i,&bv)in dj.
iter().enumerate(){let fx=(0..aq).fold(0,|p,r|p*n+di(bv,r));fi[fx+1]+=1;for r in aq..n{let df=(r-aq)*n+di(bv,r);j[df*ev+i/64]|=1<<(i%64);}}for p in 0..ke{fi[p+1]+=fi[p];}
O{n,aq,fi,j,ev}}fn count(&self,h:&[u64])->u64{let(n,az)=(self.n,self.aq);let mut cp=[0usize;A*A];let mut len=0;for(r,&al)in h.iter().enumerate().skip(az){let mut j=al;
while j!=0{cp[len]=((r-az)*n+j.trailing_zeros()as usize)*self.ev;len+=1;j&=j-1;}}let mut be=[0u64;A];for(be,&al)in be.iter_mut().zip(&h[..az]){*be=!al&ae(n);}if az==0{
return match self.fi[1]{0=>0,hi=>self.jc(0,hi as usize,&cp[..len])};}self.ic(&be[..az],0,&cp[..len])}fn ic(&self,be:&[u64],fx:usize,cp:&[usize])->u64{let ag=be.len();let
de=self.n.pow(ag as u32-1);let mut ap=0;let mut ao=be[0];while ao!=0{let p=fx*self.n+ao.trailing_zeros()as usize;ao&=ao-1;let(lo,hi)=(self.fi[p*de]as usize,self.fi[(p+1)*
de]as usize,);if lo==hi{continue;}ap+=if ag==1{self.jc(lo,hi,cp)}else{self.ic(&be[1..],p,cp)};}ap}fn jc(&self,lo:usize,hi:usize,cp:&[usize])->u64{let mut ap=0;for w in lo
/64..=(hi-1)/64{let mut hv=u64::MAX;if w==lo/64{hv&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hv&=u64::MAX>>(63-(hi-1)%64);}let mut nk=cp.chunks_exact(4);for pt in&mut nk{let j=
|k:usize|self.j[pt[k]+w];hv&=!(j(0)|j(1)|j(2)|j(3));if hv==0{break;}}if hv!=0{for&at in nk.remainder(){hv&=!self.j[at+w];}}ap+=u64::from(hv.count_ones());}ap}}pub struct
Filter{ck:O,cq:O,gg:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::ga(n,None,None)}fn ga(n:usize,aq:Option<usize>,jy:Option<bool>)->Filter{let mut ck=Vec::new()
;let mut cq=Vec::new();for fe in v::dt(n){let ba=cq.len();let fa=if fe.cc==8{&mut ck}else{&mut cq};je(&bl(&fe.g),fa);let cd=cq.len()-ba;for i in ba..ba+cd{for v in 1..8{
cq.push(dd(n,cq[i],v));}}}if jy.unwrap_or(ck.len()/64<n*n){for bv in ck.drain(..){cq.extend((0..8).map(|v|dd(n,bv,v)));}}ck.sort_unstable();cq.sort_unstable();cq.dedup();
Filter{ck:O::new(n,&ck,aq),cq:O::new(n,&cq,aq),gg:(0..=n*n).map(|h|nh(n,h)).collect()}}pub fn ka(n:usize)->u64{let ck=AF[n]/8+1;ck*(n*n)as u64/8+ck*8}pub fn kx(n:usize)->
f64{AF[n]as f64*f64::from(AP[n])}pub fn lf(g:&Board)->f64{nh(g.n,g.dn())}pub fn ji(&self,g:&Board)->f64{self.gg[g.dn()]}pub fn count(&self,g:&Board)->u64{let mut ap=self.
cq.count(&g.h);if self.ck.ev>0{for v in 0..8{ap+=self.ck.count(&g.ed(v).h);}}ap}}fn nh(n:usize,h:usize)->f64{let li=h as f64/(n*n)as f64;let ev=AF[n]as f64/64.0;let ik=((
ev/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ik=ik.min(n as i32);let mut gi=1.0;let mut y=1.0;for _ in 0..ik{gi+=y*li*n as f64;y*=1.0-li;}let hg=li*(n*(n-ik
as usize))as f64;let pq=1.0-1.0/n as f64;let mut kb=1.0;for _ in 0..hg as usize{let mut ho=1.0-kb;for _ in 0..6{ho*=ho;}gi+=y*(1.0-ho);kb*=pq;}ev*gi*nu(n)}fn nu(n:usize)
->f64{match Filter::ka(n)>AO{true=>AC,false=>BM}}fn dd(n:usize,bv:AK,v:usize)->AK{(0..n).fold(0,|dd,r|{let(al,ai)=dk(n,v,(r,di(bv,r)));dd|(ai as u64)<<cu(al as u64)})}}
mod bm{use super::{dm,gb,an,ct,v,Row};use crate::dc::AB;pub trait Tree{type Start:Copy;fn count(&self,af:Self::Start)->u64;}pub struct Jobs<T:Tree>{pub(super)hd:Box<T>,
pub bm:Vec<(T::Start,u64)>,pub(super)cn:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BJ{CR,BQ}pub struct H{pub core:BJ,pub ep:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub
struct Z{pub(super)kg:usize,pub(super)aj:usize,pub(super)z:u64,pub(super)u:u64,pub(super)o:u64}impl H{pub fn cv(core:BJ,ep:Vec<Vec<Row>>,jb:Vec<u64>)->Jobs<H>{let bm=(jb.
into_iter().enumerate()).map(|(kg,cc)|(Z::os(kg),cc)).collect();Jobs::new(H{core,ep},bm)}}impl Z{pub(super)fn os(kg:usize)->Z{Z{kg,aj:0,z:0,u:0,o:0}}}impl Tree for H{type
Start=Z;fn count(&self,at:Z)->u64{let rows=&self.ep[at.kg];if self.core==BJ::BQ&&rows.len()-at.aj>AB{dm(rows,at.aj,at.z,at.u,at.o)}else{gb(rows,at.aj,at.z,at.u,at.o)}}}
impl Tree for an::B{type Start=an::Partial;fn count(&self,ns:an::Partial)->u64{an::B::count(self,ns)}}impl Tree for ct::Meet{type Start=u32;fn count(&self,kt:u32)->u64{
self.ls(kt)}}impl<T:Tree>Jobs<T>{pub fn new(hd:T,bm:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{hd:Box::new(hd),bm,cn:0}}pub(super)fn mr(&self,i:usize)->u64{let(af,cc)=self.bm[i];
cc*self.hd.count(af)}pub fn ef(&self)->u64{self.cn+(0..self.bm.len()).map(|i|self.mr(i)).sum::<u64>()}}impl Jobs<an::B>{pub fn nt(bh:an::B,ba:an::R)->Jobs<an::B>{Jobs{hd:
Box::new(bh),bm:ba.y.into_iter().map(|af|(af,1)).collect(),cn:ba.cn}}}pub fn gn(n:usize)->Jobs<H>{let(my,jb)=v::iq(n);H::cv(BJ::BQ,my,jb)}}mod eb{use crate::au::Random;
pub fn eb<N>(cw:usize,au:&mut Random,mut cf:impl FnMut(&mut Random)->(N,f64),mut bn:impl FnMut(&N,&mut Random)->Option<(u32,N,f64)>,)->f64{let mut ap=0.0;for _ in 0..cw{
let(mut iy,mut ni)=cf(au);while let Some((mq,ox,pk))=bn(&iy,au){ni*=f64::from(mq);ap+=ni*pk;iy=ox;}}ap/cw as f64}pub fn eu(x:u64,au:&mut Random)->u64{let mut lg=x;for _
in 0..au.hg(x.count_ones()as usize){lg&=lg-1;}lg&lg.wrapping_neg()}}pub mod ct{use super::ii::bw;use super::{ds,av,bl,Row};use crate::g::{ae,Board};use crate::au::Random;
use crate::dc::{BD,AE,BN,AY,AJ};pub const A:usize=16;const BY:u32=64;struct BK{ba:Vec<u32>,br:Vec<u32>}pub struct Meet{n:usize,az:BK,ar:BK}impl Meet{pub fn new(g:&Board)
->Meet{let n=g.n;let rows=bl(g);let mut ch=vec![0;n*n];for(df,br)in ch.iter_mut().enumerate(){*br=jt(n,df/n,df%n);}let ob=|from:usize,to:usize|BK::new(&rows,&ch,from,to);
Meet{n,az:ob(0,n/2),ar:ob(n/2,n)}}pub fn ki(&self)->Vec<(u32,u64)>{(0..BY.min(1<<self.n)).map(|kt|(kt,1)).collect()}pub fn ff(g:&Board)->Option<f64>{if g.n>A{return None;
}let(az,ar)=oc(g);if ka(g.n,az,ar)>AY as f64{return None;}Some(bb(g.n,az,ar))}}fn ka(n:usize,az:f64,ar:f64)->f64{let cp=2.0*(f64::from(1u32<<n)+1.0);(az+ar+cp)*std::mem::
size_of::<u32>()as f64}fn bb(n:usize,az:f64,ar:f64)->f64{let ep=km(n);let fu=az/64.0+az.min(ep);let oe=ar*(az/ep/64.0+1.0);BN*(az+ar)+AE*fu+BD*oe}impl BK{fn new(rows:&[
Row],ch:&[u64],from:usize,to:usize)->BK{let n=rows.len();let mut ba=vec![0u32;(1<<n)+1];du(rows,ch,to,from,(0,0,0),0,&mut|z,_|{ba[z as usize+1]+=1;});for c in 0..1<<n{ba[
c+1]+=ba[c];}let mut br=vec![0;ba[1<<n]as usize];let mut next=ba.clone();du(rows,ch,to,from,(0,0,0),0,&mut|z,he|{br[next[z as usize]as usize]=he as u32;next[z as usize]+=
1;});BK{ba,br}}fn on(&self,z:usize)->&[u32]{&self.br[self.ba[z]as usize..self.ba[z+1]as usize]}}impl Meet{pub fn ls(&self,kt:u32)->u64{let ep=1usize<<self.n;let bm=BY.min
(ep as u32)as usize;let pd=kt as usize*ep/bm..(kt as usize+1)*ep/bm;let pn=ae(self.n)as usize;let mut ap=0;let mut fu:Vec<BU> =Vec::new();for z in pd{let(az,ar)=(self.az.
on(z),self.ar.on(pn^z));if az.is_empty()||ar.is_empty(){continue;}fu.clear();fu.extend(az.chunks(64).map(mo));for&he in ar{let oy=|hh:&BU|{let on=|hj:usize|hh[hj][(he>>(5
*hj))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ap+=fu.iter().map(|hh|u64::from(oy(hh).count_zeros())).sum::<u64>();}ap-=ar.len()as u64*(fu.len()*64-az.len()
)as u64;}ap}}type BU=[[u64;32];6];fn mo(et:&[u32])->BU{let mut on=[0u64;32];for(ha,&he)in et.iter().enumerate(){for ex in ds(he.into()){on[ex&31]|=1<<ha;}}let mut hh=[[0;
32];6];for(hj,kv)in hh.iter_mut().enumerate(){for il in 1..32usize{let lz=il&(il-1);let ex=5*hj+(il^lz).trailing_zeros()as usize;kv[il]=kv[lz]|on[ex&31];}}hh}fn du(rows:&
[Row],ch:&[u64],lu:usize,al:usize,(z,y,ay):(u64,u64,u64),br:u64,mt:&mut impl FnMut(u64,u64),){if al==lu{return mt(z,br);}let mut x=!(z|y|ay|rows[al].h);while x!=0{let bg=
x&x.wrapping_neg();x^=bg;let he=br|ch[al*rows.len()+bg.trailing_zeros()as usize];if al+1==lu{mt(z|bg,he);}else{let cm=av(rows[al].eh,bg,z,y,ay);du(rows,ch,lu,al+1,cm,he,
mt);}}}fn jt(n:usize,al:usize,ai:usize)->u64{let az=n/2;let bg=|ex:usize|match ex.checked_sub(az){Some(at)if at<n-1=>1<<at,_=>0};bg(al+ai)|bg(al+n-1-ai)<<(n-1)}fn oc(g:&
Board)->(f64,f64){let rows=bl(g);let az=g.n/2;(et(&rows[..az]),et(&rows[az..]))}fn et(rows:&[Row])->f64{let ax=|aj:usize|f64::from(u8::from(aj+1==rows.len()));bw(AJ,rows,
&mut Random::ij(),ax)}fn km(n:usize)->f64{(0..n/2).fold(1.0,|ep,i|ep*(n-i)as f64/(i+1)as f64)}}mod ii{use super::eb::{eb,eu};use super::{av,bl,Row};use crate::g::Board;
use crate::au::Random;use crate::dc::AJ;pub fn io(g:&Board)->Board{gp(g).0}pub fn gp(g:&Board)->(Board,f64){let lc=fh(g);let mut io=(lc,0);for v in 1..8{let dv=fh(&g.ed(v
));if dv<io.0{io=(dv,v);}}if io.0*1.5<lc{(g.ed(io.1),io.0)}else{(g.clone(),lc)}}fn fh(g:&Board)->f64{let hd=dv(g);if g.go(){hd/2.0}else{hd}}pub fn dv(g:&Board)->f64{eo(AJ
,&bl(g),&mut Random::ij())}pub fn eo(cw:usize,rows:&[Row],au:&mut Random)->f64{bw(cw,rows,au,|_|1.0)}pub fn bw(cw:usize,rows:&[Row],au:&mut Random,cc:impl Fn(usize)->f64,
)->f64{eb(cw,au,|_|((0,0u64,0u64,0u64),1.0),|&iy,au|{let(aj,z,y,ay)=iy;let al=*rows.get(aj)?;let x=!(z|y|ay|al.h);if x==0{return None;}let(z,y,ay)=av(al.eh,eu(x,au),z,y,
ay);Some((x.count_ones(),(aj+1,z,y,ay),cc(aj),))},)}}mod cv{use super::bm::{Jobs,H};use super::{an,ct};pub enum Plan{CN(Jobs<H>),AU(Jobs<an::B>),Meet(Jobs<ct::Meet>)}impl
Plan{pub fn ef(&self)->u64{match self{Plan::CN(bm)=>bm.ef(),Plan::AU(bm)=>bm.ef(),Plan::Meet(bm)=>bm.ef()}}}impl From<Jobs<H>>for Plan{fn from(bm:Jobs<H>)->Plan{Plan::CN(
bm)}}impl From<Jobs<an::B>>for Plan{fn from(bm:Jobs<an::B>)->Plan{Plan::AU(bm)}}impl From<ct::Meet>for Plan{fn from(ct:ct::Meet)->Plan{let ki=ct.ki();Plan::Meet(Jobs::new
(ct,ki))}}}mod mf{use super::{av,fm,Row};pub fn gb(rows:&[Row],aj:usize,z:u64,u:u64,o:u64)->u64{let count=pi::<false>(rows,aj,(z,u,o),&mut 0);count.expect(
"an unbounded count ends")}pub fn bz(rows:&[Row],ab:&mut u64)->Option<u64>{pi::<true>(rows,0,(0,0,0),ab)}fn pi<const I:bool>(rows:&[Row],aj:usize,(z,u,o):(u64,u64,u64),ab
:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let ax=rows.len()-1;let mut nm=[(0u64,0u64,0u64,0u64);64];let(mut z,mut u,mut o)=(z,u,o);let mut x=!(z|u|o|rows
[aj].h);if aj==ax{return Some(u64::from(x.count_ones()));}let mut ah=aj;let mut ap=0u64;loop{if x==0{if ah==aj{return Some(ap);}ah-=1;let jo=nm[ah];x=jo.0;z=jo.1;u=jo.2;o
=jo.3;continue;}if I&&!fm(ab,2){return None;}let bg=x&x.wrapping_neg();x^=bg;let(ei,ej,dp)=av(rows[ah].eh,bg,z,u,o);let bs=!(ei|ej|dp|rows[ah+1].h);if ah+1==ax{ap+=u64::
from(bs.count_ones());}else if bs!=0{nm[ah]=(x,z,u,o);ah+=1;x=bs;z=ei;u=ej;o=dp;}}}}mod rows{use crate::g::{ae,Board,Cell};#[derive(Clone,Copy)]pub struct Row{pub h:u64,
pub eh:u32}pub fn bl(g:&Board)->Vec<Row>{let ja=!ae(g.n);g.h.iter().map(|&h|Row{h:h|ja,eh:1}).collect()}pub fn hn(g:&Board,ak:&[Cell])->Vec<Row>{let ja=!ae(g.n);let pf=ak
.iter().fold(0,|rows,&(r,_)|rows|1<<r);fr(ae(g.n)&!pf,|r|{let mn=ak.iter().fold(0,|cz,&ec|cz|dr(ec,r));g.h[r]|ja|mn})}pub fn fr(rows:u64,h:impl Fn(usize)->u64)->Vec<Row>{
let mut jw:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kf=0;let mut y=rows;while y!=0{let r=y.trailing_zeros()as usize;y&=y-1;if let Some(ax)=jw.
last_mut(){ax.eh=(r-kf)as u32;}jw.push(Row{h:h(r),eh:1});kf=r;}jw}pub fn dr((me,ai):Cell,r:usize)->u64{let dg=r.abs_diff(me);let bg=|c:usize|1u64.checked_shl(c as u32).
unwrap_or(0);bg(ai)|bg(ai+dg)|ai.checked_sub(dg).map_or(0,bg)}#[inline(always)]pub fn fm(ab:&mut u64,bb:u64)->bool{if*ab<=bb{*ab=0;return false;}*ab-=bb;true}#[inline(
always)]pub fn av(eh:u32,bg:u64,z:u64,u:u64,o:u64)->(u64,u64,u64){(z|bg,(u|bg)<<eh,(o|bg)>>eh,)}pub fn ds(mut cz:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||
{(cz!=0).then(||{let at=cz.trailing_zeros()as usize;cz&=cz-1;at})})}}mod v{mod gz{use crate::g::{cm,db,dk,Cell};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub
struct BL{az:usize,ar:usize,y:usize,ay:usize}impl BL{pub fn ak(&self,n:usize)->[Cell;4]{[(0,self.az),(n-1,self.ar),(self.y,0),(self.ay,n-1)]}fn mc(n:usize,ak:&[Cell;4])->
BL{let m=n-1;let on=|am:&dyn Fn(Cell)->bool,la:&dyn Fn(Cell)->usize|{ak.iter().copied().find(|&q|am(q)).map_or(usize::MAX,la)};BL{az:on(&|(r,_)|r==0,&|(_,c)|c),ar:on(&|(r
,_)|r==m,&|(_,c)|c),y:on(&|(_,c)|c==0,&|(r,_)|r),ay:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hp(&self,n:usize)->[usize;8]{let m=n-1;let nb=|dg:usize|m-dg;[self.az,nb(self.az),self.
ar,nb(self.ar),self.y,nb(self.y),self.ay,nb(self.ay)]}pub fn gr(&self,n:usize)->bool{let jd=self.hp(n);let ku=jd.iter().copied().min().unwrap_or(0);ku>0&&jd.iter().filter
(|&&d|d==ku).count()>1}}pub fn lq(n:usize)->Vec<(BL,u64)>{let mut cd=Vec::new();for az in 0..n{for ar in 0..n{for y in 0..n{for ay in 0..n{let gz=BL{az,ar,y,ay};let ak=gz
.ak(n);if ak.iter().any(|&a|ak.iter().any(|&b|cm(a,b))){continue;}let dd=|v|{let jn=ak.map(|q|dk(n,v,q));BL::mc(n,&jn)};if let Some(ez)=db(0..8,gz,dd){cd.push((gz,ez));}}
}}}cd}}use super::hn;use super::{dr,Row};use crate::g::{ae,Board,Cell};pub fn iq(n:usize)->(Vec<Vec<Row>>,Vec<u64>){dt(n).into_iter().map(|fe|(kz(&fe),fe.cc)).unzip()}fn
kz(fe:&Class)->Vec<Row>{hn(&fe.g,&fe.ak)}pub struct Class{pub g:Board,pub ak:Vec<Cell>,pub cc:u64}pub fn dt(n:usize)->Vec<Class>{if n<5{return vec![Class{g:Board::fk(n),
ak:Vec::new(),cc:1}];}let m=n-1;let all=ae(n);let mv=|ai:usize|all&!(1u64<<ai);let mut dt=Vec::new();for k in 2..m{let mut g=Board::fk(n);g.h[0]=mv(0);g.h[1]=mv(k);for al
in&mut g.h[2..=k]{*al|=1<<1;}dt.push(Class{g,ak:Vec::new(),cc:8});}let pe=1u64|1u64<<m;let mut a=1;while a<m-a{let mut g=Board::fk(n);g.h[0]=mv(a);for(r,al)in g.h.
iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*al|=pe;}}let hl=(1u64<<(a+1))-1;g.h[m]|=hl|hl<<(m-a);dt.push(Class{g,ak:Vec::new(),cc:8});a+=1;}for(gz,cc)in gz::lq(n){if
gz.gr(n){let ak=gz.ak(n).to_vec();dt.push(Class{g:lh(n,&ak),ak,cc});}}dt}fn lh(n:usize,ak:&[Cell])->Board{let all=ae(n);let mut g=Board::fk(n);for(r,al)in g.h.iter_mut().
enumerate(){*al=match ak.iter().find(|ec|ec.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ak.iter().fold(0,|cz,&q|cz|dr(q,r))&all}};}g}}pub use self::ib::Y;pub use self::nz::
{dm,bx};pub use self::mf::{gb,bz};pub use self::rows::*;}mod ph{use crate::g::A;use crate::gd::Dialect;pub const CQ:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BT{pub bj:Dialect,pub fs:usize,pub cr:Vec<usize>}pub fn parse(args:&[String])->Result
<Option<BT>,String>{let mut bp=BT{bj:Dialect::default(),fs:0,cr:Vec::new()};let mut args=args.iter();while let Some(kr)=args.next(){let(ft,od)=match kr.split_once('='){
Some((ft,cy))if kr.starts_with("--")=>(ft,Some(cy.to_string())),_=>(kr.as_str(),None)};let mut cy=|pz:&str|{(od.clone().or_else(||args.next().cloned())).ok_or_else(||
format!("option '{}' needs {}",ft,pz))};match ft{"-h"|"--help"=>return Ok(None),"--list"=>{let bf=cy("a number of solutions")?;bp.fs=bf.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",ft,bf)})?;}"--dialect"=>{bp.bj=Dialect::pc(&cy("a value: luogu, uva11195 or cses1624")?)?}_ if ft.starts_with('-')&&ft.len(
)>1=>{return Err(format!("unknown option '{}'",kr))}_=>match kr.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>bp.cr.push(n),_=>{let bo="N must be an integer from 1 to";
return Err(format!("{} {}, found '{}'",bo,A,kr));}}}}Ok(Some(bp))}}mod oo{use crate::g::Board;use crate::count::jp::{known,BI,By,Q};use crate::count::Y;use crate::fs::fg;
use crate::oi::PlainCounts;use crate::cb::{Format,AR};use crate::el::{cl,CA,F,BH};use std::io::Write;pub struct BG<W:Write>{jp:BI,fb:PlainCounts,el:BH<W>}impl<W:Write>BG<
W>{pub fn new(format:Format,jf:W)->BG<W>{BG{jp:BI::new(Y),fb:PlainCounts::new(),el:BH{cb:AR{jf,format},hy:0}}}pub fn gh(&self,cr:&[u32]){self.jp.gh(cr);}pub fn all(&mut
self,hy:&mut CA)->F{loop{match hy.next(){None=>return self.el.oa(),Some(Err(ea))=>return self.el.lp(&ea),Some(Ok(g))=>{if let Err(iz)=self.mp(&g){return iz;}}}}}fn mp(&
mut self,g:&Board)->Result<(),F>{self.el.hy+=1;let cn=match self.fb.get(g){Some(count)=>known(count,By::CP),None=>self.jp.count(g)};let cb=&mut self.el.cb;let fs=cb.
format.fs;fg(g,fs,&mut|ao|cb.bv(ao)).map_err(cl)?;let(count,ew)=match cn{Q::CB{count,..}=>(count,false),Q::Plan{cv,..}=>(cv.ef(),true)};self.fb.pp(g,count);(cb.count(self
.el.hy,count,ew)).map_err(cl)}}}use g::{Board,A};use gd::AS;use cb::Format;use std::io::{self,Read};fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect()
;if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let bp=match ph::parse(&args){Ok(Some(bp))=>bp,Ok(None)=>{print!("{}",ph::CQ);return
;}Err(bo)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bo);std::process::exit(2);}};let format=Format{bj:bp.bj,fs:bp.fs,..Format::default()};let stdout=io
::stdout();let mut om=oo::BG::new(format,io::BufWriter::new(stdout.lock()));let iz=if bp.cr.is_empty(){let mut gd=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(
&mut gd){eprintln!("nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}let mut md=AS::new(&gd,bp.bj);let mut cr=[0;A+1];md.kq(&mut cr);om.gh(&cr);
om.all(&mut std::iter::from_fn(||md.ma().transpose()))}else{om.all(&mut bp.cr.iter().map(|&n|Ok(Board::fk(n))))};std::process::exit(iz.oq());}

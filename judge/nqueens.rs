// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fp(n:usize)->Board{assert!((1..=A).contains(&n),
"a board has 1 to {} rows, not {}",A,n);Board::new(n,vec![0;n])}pub fn gi(&self)->bool{self.h.iter().all(|&ak|ak==0)}pub fn du(&self)->usize{self.h.iter().map(|ak|ak.
count_ones()as usize).sum()}pub(crate)fn eh(&self,u:usize)->Board{let an=if CL>>u&1==1{self.an()}else{Vec::new()};Board::new(self.n,self.dg(u,&an))}pub(crate)fn ip(&self)
->AP{let an=self.an();let cs=(0..8).filter(|&s|self.dg(s,&an)==self.h);AP(cs.fold(0,|hk,s|hk|1<<s))}pub(crate)fn gr(&self)->bool{self.dg(CR,&[])==self.h}fn an(&self)->Vec
<u64>{let mut kk=[0u64;64];kk[..self.n].copy_from_slice(&self.h);transpose(&mut kk);kk[..self.n].to_vec()}fn dg(&self,u:usize,an:&[u64])->Vec<u64>{let n=self.n;let oy=if
CL>>u&1==1{an}else{&self.h};let ou=BK>>u&1==1;let mut rows:Vec<u64> =oy.iter().map(|&ak|if ou{nj(ak,n)}else{ak}).collect();if CD>>u&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AP(pub u8);impl AP{pub fn contains(self,u:usize)->bool{self.0>>u&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CL:u8=1<<1|1<<3|1<<6|1<<7;const BK:u8=1<<1|1<<2|1<<4|1<<7;const CD:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(
usize),AB(usize)}impl Line{pub fn di(self,at:usize)->Cell{match self{Line::Row(r)=>(r,at),Line::AB(c)=>(at,c)}}pub fn contains(self,(ak,ai):Cell)->bool{match self{Line::
Row(r)=>ak==r,Line::AB(c)=>ai==c}}pub(crate)fn eh(self,n:usize,u:usize)->Line{let(r,c)=dp(n,u,self.di(0));if dp(n,u,self.di(1)).0==r{Line::Row(r)}else{Line::AB(c)}}}pub
fn cp(a:Cell,b:Cell)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CR:usize=4;pub fn dp(n:usize,u:usize,(r,c):Cell)->Cell{let m=n-1;match
u{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn de<K:Ord+Copy>(ip:impl Iterator<Item=usize>,ns:K,dg:impl Fn(usize)->K,)
->Option<u64>{let mut ff=[ns;8];let mut ce=0;for u in ip{let jp=dg(u);if jp<ns{return None;}ff[ce]=jp;ce+=1;}let ff=&mut ff[..ce];ff.sort_unstable();Some(1+ff.windows(2).
filter(|ov|ov[0]!=ov[1]).count()as u64)}pub fn nj(dy:u64,n:usize)->u64{dy.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut dh=32;let mut ot:u64=
0x0000_0000_FFFF_FFFF;while dh!=0{let mut k=0;while k<64{let swap=((rows[k]>>dh)^rows[k+dh])&ot;rows[k]^=swap<<dh;rows[k+dh]^=swap;k=(k+dh+1)&!dh;}dh>>=1;ot^=ot<<dh;}}pub
fn ad(n:usize)->u64{u64::MAX>>(64-n)}}mod gh{use crate::g::{Board,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CK,BG,AN}impl Dialect{pub fn pk(
fx:&str)->Result<Dialect,String>{match fx{"luogu"=>Ok(Dialect::CK),"uva11195"=>Ok(Dialect::BG),"cses1624"=>Ok(Dialect::AN),_=>Err(format!(
"unknown dialect '{}': expected luogu, uva11195 or cses1624",fx))}}fn ii(self)->u8{match self{Dialect::CK=>b'.',Dialect::BG|Dialect::AN=>b'*'}}}pub struct F{pub al:usize,
pub ai:usize,pub bo:String}struct BA<'a>{bh:&'a[u8],af:usize,al:usize,bj:usize}pub struct AW<'a>{bp:&'a[u8],bb:Dialect,go:usize,al:usize,bj:usize,gg:bool}impl<'a>AW<'a>{
pub fn new(bp:&'a[u8],bb:Dialect)->AW<'a>{AW{bp,bb,go:0,al:1,bj:0,gg:false}}pub fn mi(&mut self)->Result<Option<Board>,F>{if self.gg{return Ok(None);}if self.bb==Dialect
::AN{return match self.ji(){Some(_)=>self.hz(8).map(Some),None=>Ok(None)};}let ac=match self.ij(){Some(ac)=>ac,None=>{self.gg=true;return Ok(None);}};let n=self.kz(&ac)?;
if n==0{self.gg=true;return Ok(None);}match self.ji(){Some(b'*')|Some(b'.')=>self.hz(n).map(Some),_=>Ok(Some(Board::fp(n)))}}pub fn kt(&self,cj:&mut[u32]){let mw=self.bp[
self.go..].split(u8::is_ascii_whitespace).filter(|ac|!ac.is_empty());if self.bb==Dialect::AN{if let Some(ol)=cj.get_mut(8){*ol+=(mw.count()/8)as u32;}return;}for ac in mw
{if iy(ac[0]){continue;}if!ac.iter().all(u8::is_ascii_digit)||ac.len()>2{return;}match ac.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=
cj.get_mut(n){*count+=1;}}}}}fn kz(&self,ac:&BA)->Result<usize,F>{self.ic(ac)?;if!ac.bh.iter().all(u8::is_ascii_digit){return Err(self.fe(ac,ac.af,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",A,ow(ac.bh)),));}let db=ac.bh.iter().fold(0u64,|qj,&ph|{qj.saturating_mul(10).saturating_add(u64::
from(ph-b'0'))});if db>A as u64{return Err(self.fe(ac,ac.af,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(ac.bh),A),));}Ok(db as usize)}
fn hz(&mut self,n:usize)->Result<Board,F>{let mut h=Vec::with_capacity(n);for ak in 0..n{let ac=match self.ij(){Some(ac)=>ac,None=>return Err(self.jw(ak,n))};match nk(ac.
bh,n,self.bb.ii()){Some(dc)=>h.push(dc),None=>return Err(self.mp(&ac,ak,n))}}Ok(Board::new(n,h))}fn mp(&self,ac:&BA,ak:usize,n:usize)->F{if let Err(e)=self.ic(ac){return
e;}if let Some(ai)=(ac.bh.iter()).position(|&di|!iy(di)){let at=ac.af+ai;let ce=match ft(self.bp,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ac.bh[ai
])};return self.fe(ac,at,format!("row {} of {}: found {}, expected '*' or '.'",ak+1,n,ce),);}self.fe(ac,ac.af,format!("row {} of {} has {} cells, expected {}",ak+1,n,ac.
bh.len(),n),)}fn ic(&self,ac:&BA)->Result<(),F>{if ac.bh.is_ascii(){return Ok(());}let mb=ac.af+ac.bh.len();let mut at=ac.af;while at<mb{match ft(self.bp,at){Some((_,len)
)=>at+=len,None=>{return Err(self.fe(ac,at,format!("byte 0x{:02X} is not valid UTF-8",self.bp[at]),))}}}Ok(())}fn fq(&mut self){while let Some(&jt)=self.bp.get(self.go){
if!jt.is_ascii_whitespace(){break;}self.go+=1;if jt==b'\n'{self.al+=1;self.bj=self.go;}}}fn ji(&mut self)->Option<u8>{self.fq();self.bp.get(self.go).copied()}fn ij(&mut
self)->Option<BA<'a>>{self.fq();let af=self.go;let hb=&self.bp[af..];let len=hb.iter().position(u8::is_ascii_whitespace).unwrap_or(hb.len());if len==0{return None;}self.
go+=len;Some(BA{bh:&hb[..len],af,al:self.al,bj:self.bj})}fn fe(&self,ac:&BA,at:usize,bo:String)->F{F{al:ac.al,ai:dl(self.bp,ac.bj,at),bo}}fn jw(&self,mr:usize,n:usize)->F
{F{al:self.al,ai:dl(self.bp,self.bj,self.bp.len()),bo:format!("input ended after {} of {} board rows",mr,n)}}}fn nk(bh:&[u8],n:usize,li:u8)->Option<u64>{if bh.len()!=n{
return None;}let(mut dc,mut ib)=(0u64,true);for(ai,&di)in bh.iter().enumerate(){dc|=u64::from(di==li)<<ai;ib&=iy(di);}ib.then_some(dc)}fn iy(jt:u8)->bool{jt==b'*'||jt==
b'.'}fn ft(bp:&[u8],at:usize)->Option<(char,usize)>{let len=match bp[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let nn=bp.get(at..at+
len)?;let bh=std::str::from_utf8(nn).ok()?;bh.chars().next().map(|c|(c,len))}fn dl(bp:&[u8],bj:usize,at:usize)->usize{let mut ai=1;let mut go=bj;while go<at{go+=ft(bp,go)
.map_or(1,|(_,len)|len);ai+=1;}ai}fn ow(bh:&[u8])->String{const CJ:usize=24;let bh=String::from_utf8_lossy(bh);if bh.chars().count()>CJ{let pw:String=bh.chars().take(CJ).
collect();format!("{:?}...",pw)}else{format!("{:?}",bh)}}}mod fw{use crate::g::ad;use crate::g::Board;use crate::count::{av,bl,Row};pub fn fk<E>(g:&Board,nt:usize,nd:&mut
dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct CT<'a,E>{rows:Vec<Row>,mg:u64,nw:bool,kf:Vec<usize>,y:usize,nd:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>
CT<'_,E>{fn bn(&mut self,cp:(u64,u64,u64))->Result<(),E>{let aj=self.kf.len();if aj==self.rows.len(){self.y-=1;return(self.nd)(&self.kf);}let(z,v,o)=cp;let mut x=!(z|v|o|
self.rows[aj].h);while x!=0&&self.y>0{let bi=x&x.wrapping_neg();x^=bi;let next=av(self.rows[aj].el,bi,z,v,o);if self.nw&&!self.pd(aj+1,next){continue;}self.kf.push(bi.
trailing_zeros()as usize);self.bn(next)?;self.kf.pop();}Ok(())}fn pd(&self,aj:usize,(z,v,o):(u64,u64,u64))->bool{let mut jj=0;for(dj,ak)in self.rows[aj..].iter().
enumerate(){let x=!(z|v<<dj|o>>dj|ak.h);if x==0{return false;}jj|=x;}let ig=self.mg&!z;jj&ig==ig}}if nt==0{return Ok(());}let mut lw=CT{rows:bl(g),mg:ad(g.n),nw:!g.gi(),
kf:Vec::with_capacity(g.n),y:nt,nd};lw.bn((0,0,0))}}mod ml{use std::sync::atomic::{AtomicBool,Ordering};use std::sync::{Arc,Mutex,PoisonError};pub struct Once<T>{gc:
AtomicBool,db:Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{gc:AtomicBool::new(false),db:Mutex::new(None)}}pub fn get(&self)->Option<Arc<T>>{match self
.gc.load(Ordering::Acquire){true=>self.db.lock().ok()?.clone(),false=>None}}pub fn ka(&self,ia:impl FnOnce()->T)->Arc<T>{let gc=self.get().unwrap_or_else(||Arc::new(ia())
);let mut db=self.db.lock().unwrap_or_else(PoisonError::into_inner);self.gc.store(true,Ordering::Release);db.get_or_insert(gc).clone()}}}mod cc{use crate::gh::Dialect;use
std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bb:Dialect,pub fw:usize,pub qk:usize,pub qw:bool,pub eb:bool}pub struct AV<W:Write>{pub jh:W,pub
format:Format}impl<W:Write>AV<W>{pub fn bt(&mut self,an:&[usize])->io::Result<()>{let an:Vec<String> =an.iter().map(|c|(c+1).to_string()).collect();writeln!(self.jh,"{}",
an.join(" "))}pub fn count(&mut self,lc:usize,count:u64,fc:bool)->io::Result<()>{if self.format.bb==Dialect::BG{write!(self.jh,"Case {}: ",lc)?;}writeln!(self.jh,"{}",
count)?;if fc{self.jh.flush()?;}Ok(())}}pub fn eg(av:&str,bo:&str){eprintln!("nqueens: error: {}: {}",av,bo);}}mod cw{use crate::g::{Board,A};use std::sync::atomic::{
AtomicU64,Ordering};#[derive(Default)]pub struct OnceCount(AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn
kj(&self,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct O([OnceCount;A+1]);impl O{pub fn new()->O{O(std::array::from_fn(|_|OnceCount::
default()))}pub fn get(&self,g:&Board)->Option<u64>{match g.gi(){true=>self.0[g.n].get(),false=>None}}pub fn px(&self,g:&Board,count:u64){if g.gi(){self.0[g.n].kj(count);
}}}}mod au{pub struct G(pub u64);impl G{pub fn il()->G{G(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0
}pub fn below(&mut self,pe:usize)->usize{(self.next()%pe as u64)as usize}}}mod stdin{use crate::g::{Board,A};use crate::gh::{Dialect,AW};use crate::ba::{BI,B};use std::io
::{self,Read};pub fn mt(cj:&[usize],bb:Dialect,ms:impl FnOnce(&[u32],&mut BI)->B,)->B{let mut dq=[0;A+1];if!cj.is_empty(){return ms(&dq,&mut cj.iter().map(|&n|Ok(Board::
fp(n))));}let mut gh=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut gh){eprintln!("nqueens: error: cannot read standard input: {}",e);return B::BV;}let mut
mm=AW::new(&gh,bb);mm.kt(&mut dq);ms(&dq,&mut std::iter::from_fn(||mm.mi().transpose()),)}}mod df{pub const AR:u64=9;pub const AE:u64=20;pub const AL:usize=256;pub const
AK:usize=64;pub const BD:f64=32.0;pub const AX:usize=16;pub const U:f64=4.0;pub const AS:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BS:f64=
0.15;pub const AD:f64=0.3;pub const AQ:u64=4<<20;pub const BB:f64=0.125;pub const AO:f64=0.25;pub const BT:f64=4.0;pub const AF:f64=80.0;pub const BJ:f64=1.5;pub const BC
:u64=96<<20;pub const AC:usize=8;pub const J:usize=8;pub const P:usize=32;pub const V:u32=4;pub const AT:usize=10;pub const BX:usize=64;pub const AH:u64=2;pub const CG:
usize=4096;}mod ba{use crate::g::Board;use crate::gh::F;use crate::cc::{self,AV};use std::io::{self,Write};pub enum B{CF,BV,BL,BE(io::Error)}impl B{pub fn oz(self)->i32{
match self{B::CF|B::BL=>0,B::BV=>1,B::BE(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type BI<'a> =dyn Iterator<Item=Result<Board,F>>+'a;
pub trait BP<W:Write>{fn lc(&mut self,ba:&mut Y<W>,g:Board)->Result<(),B>;fn drain(&mut self,_writer:&mut Y<W>)->Result<(),B>{Ok(())}fn gf(&mut self,ba:&mut Y<W>)->B{ba.
om()}fn ll(&self)->bool{false}}pub fn jf<W:Write,C:BP<W>>(ba:&mut Y<W>,ev:&mut BI,da:&mut C,)->Option<B>{loop{if da.ll(){return None;}let cb=match ev.next(){Some(Ok(g))=>
match da.lc(ba,g){Ok(())=>continue,Err(cb)=>cb},Some(Err(eg))=>match da.drain(ba){Ok(())=>ba.lx(&eg),Err(cb)=>cb},None=>match da.drain(ba){Ok(())=>da.gf(ba),Err(cb)=>cb}}
;return Some(cb);}}pub struct Y<W:Write>{pub cc:AV<W>,pub ev:usize}impl<W:Write>Y<W>{pub fn lx(&mut self,eg:&F)->B{let av=format!("line {}, column {}",eg.al,eg.ai);self.
pt(&av,&eg.bo)}pub fn pt(&mut self,av:&str,bo:&str)->B{if let Err(e)=self.cc.jh.flush(){return co(e);}cc::eg(av,bo);B::BV}pub fn om(&mut self)->B{match self.cc.jh.flush()
{Ok(())=>B::CF,Err(e)=>co(e)}}}pub fn co(eg:io::Error)->B{if eg.kind()==io::ErrorKind::BrokenPipe{B::BL}else{B::BE(eg)}}}mod count{pub mod jr{use super::id::Z;use super::
filter::{self,Filter};use super::cg::H;use super::{bw,am,bl};use crate::g::Board;use crate::ml::Once;use crate::df::{BB,AO,AX,U};use std::sync::atomic::{AtomicBool,
AtomicU32,AtomicU64,Ordering};use std::sync::Arc;pub enum S{CI{count:u64,by:By},H{cg:H,bg:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CQ,AY,BW,Filter,CZ}
pub struct BN{iv:[Once<Filter>;filter::A+1],js:[AtomicBool;filter::A+1],dq:[AtomicU32;filter::A+1],fh:[AtomicU32;filter::A+1],cy:[AtomicU64;filter::A+1],hn:Z}impl BN{pub
fn new(hn:Z)->BN{BN{iv:std::array::from_fn(|_|Once::new()),js:std::array::from_fn(|_|AtomicBool::new(false)),dq:std::array::from_fn(|_|AtomicU32::new(0)),fh:std::array::
from_fn(|_|AtomicU32::new(0)),cy:std::array::from_fn(|_|AtomicU64::new(0)),hn}}pub fn gk(&self,cj:&[u32]){for(dq,&count)in self.dq.iter().zip(cj){dq.store(count,Ordering
::Relaxed);}}pub fn count(&self,g:&Board)->S{let n=g.n;if g.gi(){return fc(self.hn.fp(n));}if let Some(fh)=self.fh.get(n){fh.fetch_add(1,Ordering::Relaxed);}let gm=ls(n);
if let Some(filter)=self.filter(n){return self.qc(&filter,g,gm);}let mut y=gm as u64;let cl=match gp(g,&mut y){Ok((count,by))=>{self.mu(g,gm-y as f64,0.0);return hl(count
,by);}Err(cl)=>cl};let fu=|bg:f64|self.kg(g,gm,bg);let(cg,bg)=self.hn.cg(g,cl,&fu);if let Some(filter)=self.mu(g,gm,bg){return hl(filter.count(g),By::Filter);}fc((cg,bg))
}fn qc(&self,filter:&Filter,g:&Board,gm:f64)->S{let gj=filter.jk(g);let mut y=(gj*AO).min(gm)as u64;if let Ok((count,by))=gp(g,&mut y){return hl(count,by);}hl(filter.
count(g),By::Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{self.iv.get(n)?.get()}fn mu(&self,g:&Board,fs:f64,ee:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::A
||!self.kg(g,fs,ee){if let Some(cy)=self.cy.get(n){cy.fetch_add((fs+ee)as u64,Ordering::Relaxed);}return None;}if self.js[n].swap(true,Ordering::Relaxed){return None;}let
filter=self.iv[n].ka(||Filter::new(n));(ee>0.0).then_some(filter)}fn kg(&self,g:&Board,fs:f64,ee:f64)->bool{let n=g.n;if n>filter::A{return false;}let cy=self.cy[n].load(
Ordering::Relaxed)as f64+fs+ee;let ia=Filter::la(n);if cy<ia*BB{return false;}let fh=self.fh[n].load(Ordering::Relaxed).max(1);let ho=match self.dq[n].load(Ordering::
Relaxed){0=>fh,dq=>dq.saturating_sub(fh)};let(fh,ho)=(f64::from(fh),f64::from(ho));let eo=ee+cy/fh*ho;let mv=if ee>0.0{1.0}else{0.0};let md=Filter::lm(g)*(1.0+AO);eo>ia&&
eo>ia+md*(ho+mv)}}pub fn hl(count:u64,by:By)->S{S::CI{count,by}}fn fc((cg,bg):(H,f64))->S{S::H{cg,bg:Some(bg)}}impl S{#[allow(dead_code)]pub fn lg(self)->(u64,bool){match
self{S::CI{count,..}=>(count,false),S::H{cg,..}=>(cg.ej(),true)}}}pub fn ls(n:usize)->f64{use crate::df::{AL,BD};U*(AL*n)as f64*BD}fn gp(g:&Board,ab:&mut u64,)->Result<(
u64,By),Option<am::L>>{let rows=bl(g);let lv=(AX*g.n)as u64;if*ab<=lv*(1+U as u64){let count=bw(&rows,ab).ok_or(None)?;return Ok((count,By::CQ));}let mut y=lv;if let Some
(count)=bw(&rows,&mut y){*ab-=lv-y;return Ok((count,By::CQ));}*ab-=lv;if am::kg(g){let be=am::D::new(g);let count=be.ju(ab).map_err(Some)?;Ok((count,By::AY))}else{let
count=super::bv(&rows,ab).ok_or(None)?;Ok((count,By::BW))}}}mod id{use super::bm::{gq,BO,Jobs,I};use super::ct::Meet;use super::cg::H;use super::{am,lh,ik,bl};use crate::
g::Board;use crate::df::{AR,AK};#[derive(Default)]pub struct Z;impl Z{pub fn fp(&self,n:usize)->(H,f64){(gq(n).into(),0.0)}pub fn cg(&self,g:&Board,bc:Option<am::L>,fu:&
dyn Fn(f64)->bool,)->(H,f64){let(cg,eo):(H,f64)=if am::kg(g){let be=am::D::new(g);let bg=be.dt(AK,AR as f64);match bc{Some(bc)=>{let hb=bc.od(bg);(Jobs::oe(be,bc).into(),
hb)}None=>{let af=be.af();(Jobs::new(be,vec![(af,1)]).into(),bg)}}}else{let rows=vec![bl(g)];let cg=I::cg(lh::BF,BO::BW,rows,vec![1]);(cg.into(),ik::eb(g))};match Meet::
dt(g).filter(|&ct|ct<eo){Some(ct)if!fu(ct)=>(Meet::new(g).into(),ct),Some(ct)=>(cg,ct),None=>(cg,eo)}}}}mod am{use super::ik::es;use super::eu::{hm,fa};use super::Row;use
super::{dy,fv};use crate::g::{ad,Board,Cell,Line};use crate::au::G;use crate::df::{J,V,AT,P};pub const BF:&str="dynamic";pub struct D{pub(super)n:usize,bf:[u64;64],dr:[
u64;64],bs:ex::AI}#[derive(Clone,Copy)]pub struct Partial{pub(super)ag:u64,pub(super)bd:u64,gn:u128,cq:u128,ec:u128}impl Partial{pub fn ag(&self)->usize{self.ag.
count_ones()as usize}}pub enum Choice{CN,BU,BH(Line,u64)}pub fn kg(g:&Board)->bool{let n=g.n;let jm=match n<=ex::A{true=>P,false=>J};g.du()*jm>n*n}impl D{pub fn new(g:&
Board)->D{let n=g.n;let all=ad(n);let mut bf=[0u64;64];let mut dr=[0u64;64];for(r,&ak)in g.h.iter().enumerate(){bf[r]=!ak&all;for(c,rows)in dr.iter_mut().enumerate().take
(n){*rows|=(bf[r]>>c&1)<<r;}}D{n,bf,dr,bs:ex::AI::new(n)}}pub fn af(&self)->Partial{Partial{ag:ad(self.n),bd:ad(self.n),gn:0,cq:0,ec:0}}pub(super)fn ew(&self,p:&Partial,
al:Line)->u64{let m=self.n-1;match al{Line::Row(r)=>{let gn=(p.gn>>r)as u64;let ec=(p.ec>>(m-r))as u64;self.bf[r&63]&p.bd&!gn&!ec}Line::AB(c)=>{let gn=(p.gn>>c)as u64;let
cq=(p.cq>>(m-c))as u64;self.dr[c&63]&p.ag&!gn&!cq}}}pub fn oj(&self,p:&Partial,mq:bool)->Choice{let an=if mq{0}else{p.bd};cf(p.ag,an,|al|self.ew(p,al))}pub(super)fn pc(&
self,y:&mut Vec<Partial>,ao:&[Cell],hx:impl Iterator<Item=Cell>,){for p in y.iter_mut(){*p=ao.iter().fold(*p,|p,&ez|self.av(&p,ez));}let af=self.af();y.extend(hx.map(|di|
self.av(&af,di)));}pub fn av(&self,p:&Partial,(r,c):Cell)->Partial{Partial{ag:p.ag&!(1u64<<r),bd:p.bd&!(1u64<<c),gn:p.gn|1u128<<(r+c),cq:p.cq|1u128<<(r+self.n-1-c),ec:p.
ec|1u128<<(c+self.n-1-r)}}pub(super)fn ef(&self,p:&Partial)->Vec<Row>{fv(p.ag,|r|!self.ew(p,Line::Row(r)))}pub fn dt(&self,cx:usize,mj:f64)->f64{if self.n<=ex::A{return
self.ks(cx);}let ch=|_:&mut G|(Some(self.af()),1.0);hm(cx,&mut G::il(),ch,|ja,au|{let p=ja.as_ref()?;match self.oj(p,false){Choice::BH(_,x)if me(x,p.ag)=>{let lk=es(1,&
self.ef(p),au);Some((1,None,lk))}Choice::BH(al,x)=>{let at=fa(x,au).trailing_zeros()as usize;Some((x.count_ones(),Some(self.av(p,al.di(at))),mj,))}Choice::CN|Choice::BU=>
None}})}pub fn count(&self,p:Partial)->u64{if self.n<=ex::A{return self.kq(&p);}self.iu(p)}pub fn ju(&self,ab:&mut u64)->Result<u64,L>{match self.n<=ex::A{true=>self.kv(D
::gu,ab),false=>self.kv(D::fz,ab)}}fn kv(&self,core:BZ,ab:&mut u64)->Result<u64,L>{let fs=*ab;let mut y=Vec::new();let dm=core(self,ab,&mut y);match*ab{0=>Err(L{dm,y,fs})
,_=>Ok(dm)}}}type BZ=fn(&D,&mut u64,&mut Vec<Partial>)->u64;pub struct L{pub dm:u64,pub y:Vec<Partial>,pub fs:u64}impl L{pub fn od(&self,bg:f64)->f64{(bg-self.fs as f64).
max(0.0)}}mod ex{use super::{Partial,D};use crate::g::Cell;use crate::count::{dy,fr};use crate::df::AE;pub const A:usize=16;const LANES:usize=2*A;static CM:[[u16;LANES];A
*A]=cp();const fn cp()->[[u16;LANES];A*A]{let mut ck=[[0u16;LANES];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut al=0;while al<A{ck[r*A+c][al]=gw(r,c,al);ck[r*
A+c][A+al]=gw(c,r,al);al+=1;}c+=1;}r+=1;}ck}const fn gw(r:usize,c:usize,al:usize)->u16{if al==r{return!(1<<c);}let jn=al.abs_diff(r);let mut j=1u16<<c;if c+jn<A{j|=1<<(c+
jn);}if c>=jn{j|=1<<(c-jn);}j}static CP:[[u16;LANES];LANES]=jl();const fn jl()->[[u16;LANES];LANES]{let mut ck=[[0u16;LANES];LANES];let mut ae=0;while ae<LANES{ck[ae][ae]
=u16::MAX;ae+=1;}ck}#[derive(Clone,Copy)]pub struct AJ{j:[u16;LANES],cm:[u16;LANES]}pub struct AI{hv:[i16;LANES],ae:[u8;LANES]}impl AI{pub fn new(n:usize)->AI{let mut ex:
Vec<usize> =(0..LANES).collect();let kr=|ae:usize|(2*(ae%A)).abs_diff(n.saturating_sub(1));ex.sort_by_key(|&ae|(kr(ae),ae%A,ae/A));let mut bs=AI{hv:[0;LANES],ae:[0;LANES]
};for(hv,&ae)in ex.iter().enumerate(){bs.hv[ae]=hv as i16;bs.ae[hv]=ae as u8;}bs}}const CO:i16=1<<14;impl AJ{pub fn of(be:&D,p:&Partial)->AJ{let mut ed=AJ{j:[u16::MAX;
LANES],cm:[u16::MAX;LANES]};for r in dy(p.ag){ed.j[r]=be.ew(p,crate::g::Line::Row(r))as u16;ed.cm[r]=0;}for c in dy(p.bd){ed.j[A+c]=be.ew(p,crate::g::Line::AB(c))as u16;
ed.cm[A+c]=0;}ed}#[inline(always)]fn cf(&self,bs:&AI)->(usize,u16){let mut fo=i16::MAX;for ae in 0..LANES{let cm=(self.cm[ae]&CO as u16)as i16;let ns=((self.j[ae].
count_ones()as i16)<<6|bs.hv[ae])+cm;fo=fo.min(ns);}let ae=usize::from(bs.ae[(fo&31)as usize])&(LANES-1);(ae,self.j[ae])}#[inline(always)]fn jy(&self,bs:&AI)->Option<
usize>{let mut fo=i16::MAX;for ae in 0..LANES{let j=self.j[ae];let pz=i16::from(j&j.wrapping_sub(1)!=0);fo=fo.min(bs.hv[ae]|pz<<6);}(fo<64).then(||usize::from(bs.ae[fo as
usize&(LANES-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn av(&self,ae:usize,at:usize)->Option<AJ>{let(r,c)=ez(ae,at);let cp=&CM[(r*A+c)&(A*A-1)];let(ak,
ai)=(&CP[r&(A-1)],&CP[A+(c&(A-1))]);let mut next=AJ{j:[0;LANES],cm:[0;LANES]};let mut ig=0u16;for ae in 0..LANES{let cm=self.cm[ae]|ak[ae]|ai[ae];let j=self.j[ae]&!cp[ae]
|cm;next.j[ae]=j;next.cm[ae]=cm;ig|=u16::from(j==0);}(ig==0).then_some(next)}#[inline(always)]fn gz(&mut self,bs:&AI,rows:&mut u32)->bool{while*rows>=2{let ae=match self.
jy(bs){Some(ae)=>ae,None=>break};let at=self.j[ae].trailing_zeros()as usize;*self=match self.av(ae,at){Some(next)=>next,None=>return false};*rows-=1;}true}}fn ez(ae:usize
,at:usize)->Cell{match ae<A{true=>(ae,at),false=>(at,ae-A)}}pub fn count<const M:bool>(be:&D,ed:&AJ,y:u32,ab:&mut u64,cl:&mut Vec<Partial>,)->u64{if M&&!fr(ab,AE){cl.push
(be.af());return 0;}let(ae,mut j)=ed.cf(&be.bs);if y==1{return u64::from(j.count_ones());}let mut ap=0;while j!=0{let at=j.trailing_zeros()as usize;j&=j-1;let mut next=
match ed.av(ae,at){Some(next)=>next,None=>continue};let mut rows=y-1;let nh=next.gz(&be.bs,&mut rows);if!nh{continue;}if rows==1{ap+=1;continue;}ap+=count::<M>(be,&next,
rows,ab,cl);if M&&*ab==0{let hx=dy(u64::from(j)).map(|at|ez(ae,at));be.pc(cl,&[ez(ae,at)],hx);return ap;}}ap}impl D{pub(super)fn gu(&self,ab:&mut u64,y:&mut Vec<Partial>)
->u64{let ed=AJ::of(self,&self.af());count::<true>(self,&ed,self.n as u32,ab,y)}pub(super)fn kq(&self,p:&Partial)->u64{match p.ag(){0=>1,y=>count::<false>(self,&AJ::of(
self,p),y as u32,&mut 0,&mut Vec::new(),)}}pub(super)fn ks(&self,cx:usize)->f64{use crate::count::eu::hm;use crate::au::G;let af=AJ::of(self,&self.af());let ch=|_:&mut G|
((af,self.n as u32),1.0);hm(cx,&mut G::il(),ch,|&(ed,y),au|{if y<=2{return None;}let(ae,j)=ed.cf(&self.bs);let lb:Vec<(AJ,u32)> =dy(u64::from(j)).filter_map(|at|{let mut
next=ed.av(ae,at)?;let mut rows=y-1;let nh=next.gz(&self.bs,&mut rows);(nh&&rows>1).then_some((next,rows))}).collect();let pr=*lb.get(au.below(lb.len().max(1)))?;Some((lb
.len()as u32,pr,AE as f64))},)+AE as f64}}}pub(super)fn oa(j:u64)->bool{j&(j-1)==0}fn jx(dd:u64,bz:u64,x:impl Fn(Line)->u64,)->Option<Choice>{let al=if dd!=0{Line::Row(dd
.trailing_zeros()as usize)}else if bz!=0{Line::AB(bz.trailing_zeros()as usize)}else{return None;};Some(Choice::BH(al,x(al)))}fn dk(j:u64)->u32{let pb=j&(j-1);let lu=pb&pb
.wrapping_sub(1);let pu=lu&lu.wrapping_sub(1);1+u32::from(pb!=0)+u32::from(lu!=0)+u32::from(pu!=0)}#[inline(always)]pub(super)fn ih(ag:u64,bd:u64,x:impl Fn(Line)->u64,pj:
bool,)->Choice{let jo=||{dy(ag).map(Line::Row).chain(dy(bd).map(Line::AB))};let mut ek=(u32::MAX,Line::Row(0),0);for al in jo(){let j=x(al);let ir=dk(j);if ir<ek.0{ek=(ir
,al,j);if ir==2{break;}}}if ek.0>=V&&pj{ek.0=u32::MAX;for al in jo(){let j=x(al);if j.count_ones()<ek.0{ek=(j.count_ones(),al,j);}}}Choice::BH(ek.1,ek.2)}pub(super)fn cf(
ag:u64,bd:u64,x:impl Fn(Line)->u64,)->Choice{if ag==0{return Choice::BU;}let(mut dd,mut bz)=(0u64,0u64);for(jo,jy,al)in[(ag,&mut dd,Line::Row as fn(usize)->Line),(bd,&mut
bz,Line::AB)]{for at in dy(jo){let j=x(al(at));if j==0{return Choice::CN;}*jy|=u64::from(oa(j))<<at;}}match jx(dd,bz,&x){Some(id)=>id,None=>ih(ag,bd,x,true)}}pub(super)fn
me(x:u64,ag:u64)->bool{dk(x)>=V&&ag.count_ones()as usize<=AT}}mod oh{use super::am::{Partial,D};use super::{ds,bv};impl D{pub(super)fn iu(&self,p:Partial)->u64{ds(&self.
ef(&p),0,0,0,0)}pub(super)fn fz(&self,ab:&mut u64,y:&mut Vec<Partial>)->u64{let af=self.af();bv(&self.ef(&af),ab).unwrap_or_else(||{y.push(af);0})}}}mod lh{use super::Row
;use crate::df::{BX,AH};pub const BF:&str="fast";struct X{x:u64,z:u64,v:u64,o:u64,ah:u64,len:usize,iw:[u64;64],it:[u64;64],iz:[u64;64],hw:[u64;64],hu:[u64;64]}type Root=(
u64,u64,u64,u64,u64);struct AZ{cv:u64,ha:[u64;64],ce:u64}pub fn cu(ak:u64)->u64{60-4*ak}#[inline(always)]fn gb(dc:u64,qq:u64,no:u64)->u64{qq&dc|no&!dc}impl X{fn new()->X{
X{x:0,z:0,v:0,o:0,ah:0,len:usize::MAX,iw:[0;64],it:[0;64],iz:[0;64],hw:[0;64],hu:[0;64]}}fn af(&mut self,ch:Root){(self.x,self.z,self.v,self.o,self.ah,)=ch;self.len=0;}fn
gf(&self)->bool{self.len==usize::MAX}#[inline(always)]fn np<const R:bool>(&mut self,h:&[u64;128],ep:&[u64;64],aw:u64,)->u64{self.hf::<R,false>(h,ep,aw,None)}#[inline(
always)]fn hf<const R:bool,const CY:bool>(&mut self,h:&[u64;128],ep:&[u64;64],aw:u64,bk:Option<&mut AZ>,)->u64{let(x,z,ah)=(self.x,self.z,self.ah);let(y,ax)=(self.v,self.
o);let bi=x&x.wrapping_neg();let hb=x^bi;let el=if R{1}else{ep[(ah&63)as usize]};let(em,en,dv)=super::av(el as u32,bi,z,y,ax);let br=!(em|en|dv|h[((ah+1)&127)as usize]);
let bn=((br|br.wrapping_neg())as i64>>63)as u64;let qf=usize::from(hb!=0);let hd=self.len&63;self.iw[hd]=hb;self.it[hd]=z;self.iz[hd]=y;self.hw[hd]=ax;self.hu[hd]=ah;let
az=(self.len+qf).wrapping_sub(1);let t=az&63;if let(true,Some(bk))=(CY,bk){let cv=bk.cv;bk.ce=cv|u64::from(bi.trailing_zeros())<<cu(ah&15);bk.ha[hd]=cv;bk.cv=gb(bn,bk.ce,
bk.ha[t]);}self.x=gb(bn,br,self.iw[t]);self.z=gb(bn,em,self.it[t]);self.v=gb(bn,en,self.iz[t]);self.o=gb(bn,dv,self.hw[t]);self.ah=gb(bn,ah+1,self.hu[t]);self.len=az.
wrapping_add((bn&1)as usize);u64::from(ah==aw)}}fn he(ci:usize,ah:usize,aw:u64)->bool{BX>ci&&ah as u64+AH<aw}pub fn ds(rows:&[Row],aj:usize,z:u64,v:u64,o:u64)->u64{let
count=lw::<false>(rows,aj,(z,v,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bv(rows:&[Row],ab:&mut u64)->Option<u64>{lw::<true>(rows,0,(0,0,0),ab)}pub fn jg(
rows:&[Row],fg:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;}let aw=rows.len()as u64-1;let mut ci:Vec<(Root,u64)> =vec![((!h[0],0
,0,0,0),0)];let mut ah=0;while he(ci.len(),ah,aw){let mut next=Vec::new();for&((mut x,z,y,ax,_),cv)in&ci{while x!=0{let bi=x&x.wrapping_neg();x^=bi;let(z,y,ax)=super::av(
rows[ah].el,bi,z,y,ax);let br=!(z|y|ax|h[ah+1]);let ai=u64::from(bi.trailing_zeros());let ch=(br,z,y,ax,ah as u64+1);next.push((ch,cv|ai<<cu(ah as u64)));}}ci=next;ah+=1;
}let mut dw=ci.into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn af(dw:&mut impl Iterator<Item=(Root,u64)>,kn:&mut X,bk:&mut AZ,)->bool{match dw.next(){Some((ch,cv
))=>{kn.af(ch);bk.cv=cv;true}None=>false}}let hq=||AZ{cv:0,ha:[0;64],ce:0};let(mut a,mut b)=(X::new(),X::new());let(mut ei,mut fi)=(hq(),hq());if!af(&mut dw,&mut a,&mut
ei){return;}if af(&mut dw,&mut b,&mut fi){loop{gx(&mut a,&mut ei,&h,aw,fg);gx(&mut b,&mut fi,&h,aw,fg);if a.gf()&&!af(&mut dw,&mut a,&mut ei){std::mem::swap(&mut a,&mut b
);std::mem::swap(&mut ei,&mut fi);break;}if b.gf()&&!af(&mut dw,&mut b,&mut fi){break;}}}while!a.gf(){gx(&mut a,&mut ei,&h,aw,fg);}}#[inline(always)]fn gx(kn:&mut X,bk:&
mut AZ,h:&[u64;128],aw:u64,fg:&mut Vec<u64>,){const CX:[u64;64]=[1;64];let lz=kn.hf::<true,true>(h,&CX,aw,Some(bk));if lz==1{fg.push(bk.ce);}}fn lw<const M:bool>(rows:&[
Row],aj:usize,(z,v,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let x=!(z|v|o|rows[aj].h);let aw=rows.len()as u64-1;if aj as u64==aw{
return Some(u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut ep=[0u64;64];for(i,ak)in rows.iter().enumerate(){h[i]=ak.h;ep[i]=u64::from(ak.el);}let mut ci:Vec
<Root> =Vec::new();if x!=0{ci.push((x,z,v,o,aj as u64));}let mut ah=aj;while he(ci.len(),ah,aw){let mut next=Vec::new();for&(mut f,c,l,r,_)in&ci{while f!=0{let bi=f&f.
wrapping_neg();f^=bi;let(nc,nl,nr)=super::av(rows[ah].el,bi,c,l,r);let nf=!(nc|nl|nr|h[ah+1]);if nf!=0{next.push((nf,nc,nl,nr,ah as u64+1));}}}ci=next;ah+=1;}if ep[..rows
.len()].iter().all(|&el|el==1){km::<true,M>(ci,&h,&ep,aw,ab)}else{km::<false,M>(ci,&h,&ep,aw,ab)}}fn km<const R:bool,const M:bool>(ci:Vec<Root>,h:&[u64;128],ep:&[u64;64],
aw:u64,ab:&mut u64,)->Option<u64>{let mut fr=|bg:u64|!M||super::fr(ab,bg);let mut dw=ci.into_iter();let mut a=X::new();let mut b=X::new();let mut ap=0u64;match dw.next(){
Some(ch)=>a.af(ch),None=>return Some(0)}if let Some(ch)=dw.next(){b.af(ch);}if!b.gf(){loop{if!fr(2){return None;}ap+=a.np::<R>(h,ep,aw);ap+=b.np::<R>(h,ep,aw);if a.gf(){
match dw.next(){Some(ch)=>a.af(ch),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gf(){match dw.next(){Some(ch)=>b.af(ch),None=>break}}}}while!a.gf(){if!fr(1){return
None;}ap+=a.np::<R>(h,ep,aw);}Some(ap)}}pub mod filter{use super::lh::{jg,cu};use super::{bl,u};use crate::g::{ad,dp,Board};use crate::df::{AS,AQ,BS,AD};pub const BF:&str
="filter";pub const A:usize=16;const AG:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct Q{n:usize,aq:usize,fm:Vec<u32>,j:Vec<u64>
,fb:usize}fn ix(n:usize,dn:&[AM])->usize{let qd=|rows:usize|{let ga=|s:&AM|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+dn.windows(2).filter(|w|ga(&w[0])!=ga(&w[1])).
count()};(1..n).take_while(|&rows|qd(rows)*8*64<=dn.len()).count()}type AM=u64;fn dl(bt:AM,ak:usize)->usize{(bt>>cu(ak as u64)&15)as usize}impl Q{fn new(n:usize,dn:&[AM],
aq:Option<usize>)->Q{let aq=aq.unwrap_or_else(||ix(n,dn)).min(n);let below=n-aq;let kh=n.pow(aq as u32);let mut fm=vec![0u32;kh+1];let fb=(dn.len()+63)/64;let mut j=vec![
0u64;fb*below*n];for(i,&bt)in dn.iter().enumerate(){let ga=(0..aq).fold(0,|p,r|p*n+dl(bt,r));fm[ga+1]+=1;for r in aq..n{let di=(r-aq)*n+dl(bt,r);j[di*fb+i/64]|=1<<(i%64);
}}for p in 0..kh{fm[p+1]+=fm[p];}Q{n,aq,fm,j,fb}}fn count(&self,h:&[u64])->u64{let(n,az)=(self.n,self.aq);let mut cr=[0usize;A*A];let mut len=0;for(r,&ak)in h.iter().
enumerate().skip(az){let mut j=ak;while j!=0{cr[len]=((r-az)*n+j.trailing_zeros()as usize)*self.fb;len+=1;j&=j-1;}}let mut bf=[0u64;A];for(bf,&ak)in bf.iter_mut().zip(&h[
..az]){*bf=!ak&ad(n);}if az==0{return match self.fm[1]{0=>0,hi=>self.jd(0,hi as usize,&cr[..len])};}self.ie(&bf[..az],0,&cr[..len])}fn ie(&self,bf:&[u64],ga:usize,cr:&[
usize])->u64{let ag=bf.len();let dh=self.n.pow(ag as u32-1);let mut ap=0;let mut an=bf[0];while an!=0{let p=ga*self.n+an.trailing_zeros()as usize;an&=an-1;let(lo,hi)=(
self.fm[p*dh]as usize,self.fm[(p+1)*dh]as usize,);if lo==hi{continue;}ap+=if ag==1{self.jd(lo,hi,cr)}else{self.ie(&bf[1..],p,cr)};}ap}fn jd(&self,lo:usize,hi:usize,cr:&[
usize])->u64{let mut ap=0;for w in lo/64..=(hi-1)/64{let mut hy=u64::MAX;if w==lo/64{hy&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hy&=u64::MAX>>(63-(hi-1)%64);}let mut nx=cr.
chunks_exact(4);for qb in&mut nx{let j=|k:usize|self.j[qb[k]+w];hy&=!(j(0)|j(1)|j(2)|j(3));if hy==0{break;}}if hy!=0{for&at in nx.remainder(){hy&=!self.j[at+w];}}ap+=u64
::from(hy.count_ones());}ap}}pub struct Filter{cn:Q,cs:Q,gj:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::gc(n,None,None)}fn gc(n:usize,aq:Option<usize>,kb:
Option<bool>)->Filter{let mut cn=Vec::new();let mut cs=Vec::new();for fj in u::dz(n){let bc=cs.len();let fg=if fj.cd==8{&mut cn}else{&mut cs};jg(&bl(&fj.g),fg);let ce=cs.
len()-bc;for i in bc..bc+ce{for u in 1..8{cs.push(dg(n,cs[i],u));}}}if kb.unwrap_or(cn.len()/64<n*n){for bt in cn.drain(..){cs.extend((0..8).map(|u|dg(n,bt,u)));}}cn.
sort_unstable();cs.sort_unstable();cs.dedup();Filter{cn:Q::new(n,&cn,aq),cs:Q::new(n,&cs,aq),gj:(0..=n*n).map(|h|nu(n,h)).collect()}}pub fn kd(n:usize)->u64{let cn=AG[n]/
8+1;cn*(n*n)as u64/8+cn*8}pub fn la(n:usize)->f64{AG[n]as f64*f64::from(AS[n])}pub fn lm(g:&Board)->f64{nu(g.n,g.du())}pub fn jk(&self,g:&Board)->f64{self.gj[g.du()]}pub
fn count(&self,g:&Board)->u64{let mut ap=self.cs.count(&g.h);if self.cn.fb>0{for u in 0..8{ap+=self.cn.count(&g.eh(u).h);}}ap}}fn nu(n:usize,h:usize)->f64{let lr=h as f64
/(n*n)as f64;let fb=AG[n]as f64/64.0;let im=((fb/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let im=im.min(n as i32);let mut gl=1.0;let mut y=1.0;for _ in 0..im{
gl+=y*lr*n as f64;y*=1.0-lr;}let below=lr*(n*(n-im as usize))as f64;let py=1.0-1.0/n as f64;let mut ke=1.0;for _ in 0..below as usize{let mut hs=1.0-ke;for _ in 0..6{hs*=
hs;}gl+=y*(1.0-hs);ke*=py;}fb*gl*og(n)}fn og(n:usize)->f64{match Filter::kd(n)>AQ{true=>AD,false=>BS}}fn dg(n:usize,bt:AM,u:usize)->AM{(0..n).fold(0,|dg,r|{let(ak,ai)=dp(
n,u,(r,dl(bt,r)));dg|(ai as u64)<<cu(ak as u64)})}}mod bm{use super::{ds,gd,am,ct,u,Row};use crate::df::AC;pub trait Tree{type Start:Copy;fn count(&self,af:Self::Start)->
u64;}pub struct Jobs<T:Tree>{pub(super)hg:Box<T>,pub bm:Vec<(T::Start,u64)>,pub(super)dm:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BO{CV,BW}pub struct I{pub mc:&
'static str,pub core:BO,pub et:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct AA{pub(super)kj:usize,pub(super)aj:usize,pub(super)z:u64,pub(super)v:u64,pub(super)o:u64}impl
I{pub fn cg(mc:&'static str,core:BO,et:Vec<Vec<Row>>,jc:Vec<u64>,)->Jobs<I>{let bm=(jc.into_iter().enumerate()).map(|(kj,cd)|(AA::pa(kj),cd)).collect();Jobs::new(I{mc,
core,et},bm)}}impl AA{pub(super)fn pa(kj:usize)->AA{AA{kj,aj:0,z:0,v:0,o:0}}}impl Tree for I{type Start=AA;fn count(&self,at:AA)->u64{let rows=&self.et[at.kj];if self.
core==BO::BW&&rows.len()-at.aj>AC{ds(rows,at.aj,at.z,at.v,at.o)}else{gd(rows,at.aj,at.z,at.v,at.o)}}}impl Tree for am::D{type Start=am::Partial;fn count(&self,oc:am::
Partial)->u64{am::D::count(self,oc)}}impl Tree for ct::Meet{type Start=u32;fn count(&self,kw:u32)->u64{self.ma(kw)}}impl<T:Tree>Jobs<T>{pub fn new(hg:T,bm:Vec<(T::Start,
u64)>)->Jobs<T>{Jobs{hg:Box::new(hg),bm,dm:0}}pub(super)fn nb(&self,i:usize)->u64{let(af,cd)=self.bm[i];cd*self.hg.count(af)}pub fn ej(&self)->u64{self.dm+(0..self.bm.len
()).map(|i|self.nb(i)).sum::<u64>()}}impl Jobs<am::D>{pub fn oe(be:am::D,bc:am::L)->Jobs<am::D>{Jobs{hg:Box::new(be),bm:bc.y.into_iter().map(|af|(af,1)).collect(),dm:bc.
dm}}}pub fn gq(n:usize)->Jobs<I>{let(nm,jc)=u::is(n);I::cg(u::BF,BO::BW,nm,jc)}}mod eu{use crate::au::G;pub fn hm<N>(cx:usize,au:&mut G,mut ch:impl FnMut(&mut G)->(N,f64)
,mut bn:impl FnMut(&N,&mut G)->Option<(u32,N,f64)>,)->f64{let mut ap=0.0;for _ in 0..cx{let(mut ja,mut nv)=ch(au);while let Some((na,pf,ps))=bn(&ja,au){nv*=f64::from(na);
ap+=nv*ps;ja=pf;}}ap/cx as f64}pub fn fa(x:u64,au:&mut G)->u64{let mut lp=x;for _ in 0..au.below(x.count_ones()as usize){lp&=lp-1;}lp&lp.wrapping_neg()}}pub mod ct{use
super::ik::bu;use super::{dy,av,bl,Row};use crate::g::{ad,Board};use crate::au::G;use crate::df::{BJ,AF,BT,BC,AL};pub const BF:&str="meet";pub const A:usize=16;const CG:
u32=64;struct BQ{bc:Vec<u32>,bq:Vec<u32>}pub struct Meet{n:usize,az:BQ,ar:BQ}impl Meet{pub fn new(g:&Board)->Meet{let n=g.n;let rows=bl(g);let mut ck=vec![0;n*n];for(di,
bq)in ck.iter_mut().enumerate(){*bq=jv(n,di/n,di%n);}let oo=|from:usize,to:usize|BQ::new(&rows,&ck,from,to);Meet{n,az:oo(0,n/2),ar:oo(n/2,n)}}pub fn kl(&self)->Vec<(u32,
u64)>{(0..CG.min(1<<self.n)).map(|kw|(kw,1)).collect()}pub fn dt(g:&Board)->Option<f64>{if g.n>A{return None;}let(az,ar)=op(g);if kd(g.n,az,ar)>BC as f64{return None;}
Some(bg(g.n,az,ar))}}fn kd(n:usize,az:f64,ar:f64)->f64{let cr=2.0*(f64::from(1u32<<n)+1.0);(az+ar+cr)*std::mem::size_of::<u32>()as f64}fn bg(n:usize,az:f64,ar:f64)->f64{
let et=kp(n);let fy=az/64.0+az.min(et);let os=ar*(az/et/64.0+1.0);BT*(az+ar)+AF*fy+BJ*os}impl BQ{fn new(rows:&[Row],ck:&[u64],from:usize,to:usize)->BQ{let n=rows.len();
let mut bc=vec![0u32;(1<<n)+1];ea(rows,ck,to,from,(0,0,0),0,&mut|z,_|{bc[z as usize+1]+=1;});for c in 0..1<<n{bc[c+1]+=bc[c];}let mut bq=vec![0;bc[1<<n]as usize];let mut
next=bc.clone();ea(rows,ck,to,from,(0,0,0),0,&mut|z,hh|{bq[next[z as usize]as usize]=hh as u32;next[z as usize]+=1;});BQ{bc,bq}}fn on(&self,z:usize)->&[u32]{&self.bq[self
.bc[z]as usize..self.bc[z+1]as usize]}}impl Meet{pub fn ma(&self,kw:u32)->u64{let et=1usize<<self.n;let bm=CG.min(et as u32)as usize;let pl=kw as usize*et/bm..(kw as
usize+1)*et/bm;let pv=ad(self.n)as usize;let mut ap=0;let mut fy:Vec<CB> =Vec::new();for z in pl{let(az,ar)=(self.az.on(z),self.ar.on(pv^z));if az.is_empty()||ar.is_empty
(){continue;}fy.clear();fy.extend(az.chunks(64).map(mz));for&hh in ar{let pg=|block:&CB|{let on=|hk:usize|block[hk][(hh>>(5*hk))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(
on(4)|on(5))};ap+=fy.iter().map(|block|u64::from(pg(block).count_zeros())).sum::<u64>();}ap-=ar.len()as u64*(fy.len()*64-az.len())as u64;}ap}}type CB=[[u64;32];6];fn mz(
ey:&[u32])->CB{let mut on=[0u64;32];for(hd,&hh)in ey.iter().enumerate(){for fd in dy(hh.into()){on[fd&31]|=1<<hd;}}let mut block=[[0;32];6];for(hk,ky)in block.iter_mut().
enumerate(){for io in 1..32usize{let mh=io&(io-1);let fd=5*hk+(io^mh).trailing_zeros()as usize;ky[io]=ky[mh]|on[fd&31];}}block}fn ea(rows:&[Row],ck:&[u64],mb:usize,ak:
usize,(z,y,ax):(u64,u64,u64),bq:u64,ng:&mut impl FnMut(u64,u64),){if ak==mb{return ng(z,bq);}let mut x=!(z|y|ax|rows[ak].h);while x!=0{let bi=x&x.wrapping_neg();x^=bi;let
hh=bq|ck[ak*rows.len()+bi.trailing_zeros()as usize];if ak+1==mb{ng(z|bi,hh);}else{let cp=av(rows[ak].el,bi,z,y,ax);ea(rows,ck,mb,ak+1,cp,hh,ng);}}}fn jv(n:usize,ak:usize,
ai:usize)->u64{let az=n/2;let bi=|fd:usize|match fd.checked_sub(az){Some(at)if at<n-1=>1<<at,_=>0};bi(ak+ai)|bi(ak+n-1-ai)<<(n-1)}fn op(g:&Board)->(f64,f64){let rows=bl(g
);let az=g.n/2;(ey(&rows[..az]),ey(&rows[az..]))}fn ey(rows:&[Row])->f64{let aw=|aj:usize|f64::from(u8::from(aj+1==rows.len()));bu(AL,rows,&mut G::il(),aw)}fn kp(n:usize)
->f64{(0..n/2).fold(1.0,|et,i|et*(n-i)as f64/(i+1)as f64)}}mod ik{use super::eu::{hm,fa};use super::{av,bl,Row};use crate::g::Board;use crate::au::G;use crate::df::AL;pub
fn iq(g:&Board)->Board{gs(g).0}pub fn gs(g:&Board)->(Board,f64){let lj=fl(g);let mut iq=(lj,0);for u in 1..8{let eb=fl(&g.eh(u));if eb<iq.0{iq=(eb,u);}}if iq.0*1.5<lj{(g.
eh(iq.1),iq.0)}else{(g.clone(),lj)}}fn fl(g:&Board)->f64{let hg=eb(g);if g.gr(){hg/2.0}else{hg}}pub fn eb(g:&Board)->f64{es(AL,&bl(g),&mut G::il())}pub fn es(cx:usize,
rows:&[Row],au:&mut G)->f64{bu(cx,rows,au,|_|1.0)}pub fn bu(cx:usize,rows:&[Row],au:&mut G,cd:impl Fn(usize)->f64,)->f64{hm(cx,au,|_|((0,0u64,0u64,0u64),1.0),|&ja,au|{let
(aj,z,y,ax)=ja;let ak=*rows.get(aj)?;let x=!(z|y|ax|ak.h);if x==0{return None;}let(z,y,ax)=av(ak.el,fa(x,au),z,y,ax);Some((x.count_ones(),(aj+1,z,y,ax),cd(aj),))},)}}mod
cg{use super::bm::{Jobs,I};use super::{am,ct};pub enum H{CS(Jobs<I>),AY(Jobs<am::D>),Meet(Jobs<ct::Meet>)}impl H{pub fn ej(&self)->u64{match self{H::CS(bm)=>bm.ej(),H::AY
(bm)=>bm.ej(),H::Meet(bm)=>bm.ej()}}}impl From<Jobs<I>>for H{fn from(bm:Jobs<I>)->H{H::CS(bm)}}impl From<Jobs<am::D>>for H{fn from(bm:Jobs<am::D>)->H{H::AY(bm)}}impl From
<ct::Meet>for H{fn from(ct:ct::Meet)->H{let kl=ct.kl();H::Meet(Jobs::new(ct,kl))}}}mod mo{use super::{av,fr,Row};pub const BF:&str="reference";pub fn gd(rows:&[Row],aj:
usize,z:u64,v:u64,o:u64)->u64{let count=pq::<false>(rows,aj,(z,v,o),&mut 0);count.expect("an unbounded count ends")}pub fn bw(rows:&[Row],ab:&mut u64)->Option<u64>{pq::<
true>(rows,0,(0,0,0),ab)}fn pq<const M:bool>(rows:&[Row],aj:usize,(z,v,o):(u64,u64,u64),ab:&mut u64,)->Option<u64>{if aj>=rows.len(){return Some(1);}let aw=rows.len()-1;
let mut ny=[(0u64,0u64,0u64,0u64);64];let(mut z,mut v,mut o)=(z,v,o);let mut x=!(z|v|o|rows[aj].h);if aj==aw{return Some(u64::from(x.count_ones()));}let mut ah=aj;let mut
ap=0u64;loop{if x==0{if ah==aj{return Some(ap);}ah-=1;let jq=ny[ah];x=jq.0;z=jq.1;v=jq.2;o=jq.3;continue;}if M&&!fr(ab,2){return None;}let bi=x&x.wrapping_neg();x^=bi;let
(em,en,dv)=av(rows[ah].el,bi,z,v,o);let br=!(em|en|dv|rows[ah+1].h);if ah+1==aw{ap+=u64::from(br.count_ones());}else if br!=0{ny[ah]=(x,z,v,o);ah+=1;x=br;z=em;v=en;o=dv;}
}}}mod rows{use crate::g::{ad,Board,Cell};#[derive(Clone,Copy)]pub struct Row{pub h:u64,pub el:u32}pub fn bl(g:&Board)->Vec<Row>{let jb=!ad(g.n);g.h.iter().map(|&h|Row{h:
h|jb,el:1}).collect()}pub fn hr(g:&Board,ao:&[Cell])->Vec<Row>{let jb=!ad(g.n);let pn=ao.iter().fold(0,|rows,&(r,_)|rows|1<<r);fv(ad(g.n)&!pn,|r|{let my=ao.iter().fold(0,
|dc,&ez|dc|dx(ez,r));g.h[r]|jb|my})}pub fn fv(rows:u64,h:impl Fn(usize)->u64)->Vec<Row>{let mut jz:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut ki=0;
let mut y=rows;while y!=0{let r=y.trailing_zeros()as usize;y&=y-1;if let Some(aw)=jz.last_mut(){aw.el=(r-ki)as u32;}jz.push(Row{h:h(r),el:1});ki=r;}jz}pub fn dx((mn,ai):
Cell,r:usize)->u64{let dj=r.abs_diff(mn);let bi=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bi(ai)|bi(ai+dj)|ai.checked_sub(dj).map_or(0,bi)}#[inline(always)]pub fn
fr(ab:&mut u64,bg:u64)->bool{if*ab<=bg{*ab=0;return false;}*ab-=bg;true}#[inline(always)]pub fn av(el:u32,bi:u64,z:u64,v:u64,o:u64)->(u64,u64,u64){(z|bi,(v|bi)<<el,(o|bi)
>>el,)}pub fn dy(mut dc:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(dc!=0).then(||{let at=dc.trailing_zeros()as usize;dc&=dc-1;at})})}}mod u{mod hc{use
crate::g::{cp,de,dp,Cell};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct BR{az:usize,ar:usize,y:usize,ax:usize}impl BR{pub fn ao(&self,n:usize)->[Cell;4]{[(0
,self.az),(n-1,self.ar),(self.y,0),(self.ax,n-1)]}fn mk(n:usize,ao:&[Cell;4])->BR{let m=n-1;let on=|al:&dyn Fn(Cell)->bool,lf:&dyn Fn(Cell)->usize|{ao.iter().copied().
find(|&q|al(q)).map_or(usize::MAX,lf)};BR{az:on(&|(r,_)|r==0,&|(_,c)|c),ar:on(&|(r,_)|r==m,&|(_,c)|c),y:on(&|(_,c)|c==0,&|(r,_)|r),ax:on(&|(_,c)|c==m,&|(r,_)|r)}}fn ht(&
self,n:usize)->[usize;8]{let m=n-1;let nq=|dj:usize|m-dj;[self.az,nq(self.az),self.ar,nq(self.ar),self.y,nq(self.y),self.ax,nq(self.ax)]}pub fn gv(&self,n:usize)->bool{
let je=self.ht(n);let kx=je.iter().copied().min().unwrap_or(0);kx>0&&je.iter().filter(|&&d|d==kx).count()>1}}pub fn ly(n:usize)->Vec<(BR,u64)>{let mut ce=Vec::new();for
az in 0..n{for ar in 0..n{for y in 0..n{for ax in 0..n{let hc=BR{az,ar,y,ax};let ao=hc.ao(n);if ao.iter().any(|&a|ao.iter().any(|&b|cp(a,b))){continue;}let dg=|u|{let jp=
ao.map(|q|dp(n,u,q));BR::mk(n,&jp)};if let Some(ff)=de(0..8,hc,dg){ce.push((hc,ff));}}}}}ce}}use super::hr;use super::{dx,Row};use crate::g::{ad,Board,Cell};pub const BF:
&str="symmetry";pub fn is(n:usize)->(Vec<Vec<Row>>,Vec<u64>){dz(n).into_iter().map(|fj|(ld(&fj),fj.cd)).unzip()}fn ld(fj:&Class)->Vec<Row>{hr(&fj.g,&fj.ao)}pub struct
Class{pub g:Board,pub ao:Vec<Cell>,pub cd:u64}pub fn dz(n:usize)->Vec<Class>{if n<5{return vec![Class{g:Board::fp(n),ao:Vec::new(),cd:1}];}let m=n-1;let all=ad(n);let ni=
|ai:usize|all&!(1u64<<ai);let mut dz=Vec::new();for k in 2..m{let mut g=Board::fp(n);g.h[0]=ni(0);g.h[1]=ni(k);for ak in&mut g.h[2..=k]{*ak|=1<<1;}dz.push(Class{g,ao:Vec
::new(),cd:8});}let pm=1u64|1u64<<m;let mut a=1;while a<m-a{let mut g=Board::fp(n);g.h[0]=ni(a);for(r,ak)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*ak|=pm;}}
let hp=(1u64<<(a+1))-1;g.h[m]|=hp|hp<<(m-a);dz.push(Class{g,ao:Vec::new(),cd:8});a+=1;}for(hc,cd)in hc::ly(n){if hc.gv(n){let ao=hc.ao(n).to_vec();dz.push(Class{g:lq(n,&
ao),ao,cd});}}dz}fn lq(n:usize,ao:&[Cell])->Board{let all=ad(n);let mut g=Board::fp(n);for(r,ak)in g.h.iter_mut().enumerate(){*ak=match ao.iter().find(|ez|ez.0==r){Some(&
(_,c))=>all&!(1u64<<c),None=>{ao.iter().fold(0,|dc,&q|dc|dx(q,r))&all}};}g}}pub use self::id::Z;pub use self::lh::{ds,bv};pub use self::mo::{gd,bw};pub use self::rows::*;
}mod pp{use crate::g::A;use crate::gh::Dialect;pub const CU:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CA{pub bb:Dialect,
pub fw:usize,pub cj:Vec<usize>}pub fn parse(args:&[String])->Result<Option<CA>,String>{let mut ca=CA{bb:Dialect::default(),fw:0,cj:Vec::new()};let mut args=args.iter();
while let Some(ku)=args.next(){let(fx,oq)=match ku.split_once('='){Some((fx,db))if ku.starts_with("--")=>(fx,Some(db.to_string())),_=>(ku.as_str(),None)};let mut db=|qh:&
str|{(oq.clone().or_else(||args.next().cloned())).ok_or_else(||format!("option '{}' needs {}",fx,qh))};match fx{"-h"|"--help"=>return Ok(None),"--list"=>{let bh=db(
"a number of solutions")?;ca.fw=bh.parse().map_err(|_|{format!("option '{}' takes a whole number, found '{}'",fx,bh)})?;}"--dialect"=>{ca.bb=Dialect::pk(&db(
"a value: luogu, uva11195 or cses1624")?)?}_ if fx.starts_with('-')&&fx.len()>1=>{return Err(format!("unknown option '{}'",ku))}_=>match ku.parse::<usize>(){Ok(n)if(1..=A
).contains(&n)=>ca.cj.push(n),_=>{let bo="N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bo,A,ku));}}}}Ok(Some(ca))}}mod ox{use crate::g::Board;
use crate::count::jr::BN;use crate::count::Z;use crate::fw::fk;use crate::cc::{Format,AV};use crate::cw::O;use crate::ba::{jf,co,BI,BP,B,Y};use std::io::Write;pub struct
BM<W:Write>{da:AU,ba:Y<W>}struct AU{jr:BN,cw:O}impl<W:Write>BM<W>{pub fn new(format:Format,jh:W)->BM<W>{BM{da:AU{jr:BN::new(Z),cw:O::new()},ba:Y{cc:AV{jh,format},ev:0}}}
pub fn gk(&self,cj:&[u32]){self.da.jr.gk(cj);}pub fn all(&mut self,ev:&mut BI)->B{let cb=jf(&mut self.ba,ev,&mut self.da);cb.unwrap_or(B::CF)}}impl<W:Write>BP<W>for AU{fn
lc(&mut self,ba:&mut Y<W>,g:Board)->Result<(),B>{ba.ev+=1;let hl=self.cw.get(&g);let cc=&mut ba.cc;let fw=cc.format.fw;fk(&g,fw,&mut|an|cc.bt(an)).map_err(co)?;let(count,
fc)=match hl{Some(count)=>(count,false),None=>self.jr.count(&g).lg()};self.cw.px(&g,count);(cc.count(ba.ev,count,fc)).map_err(co)}}}use cc::Format;use std::io;fn main(){
let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let ca=match pp::parse(&
args){Ok(Some(ca))=>ca,Ok(None)=>{print!("{}",pp::CU);return;}Err(bo)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bo);std::process::exit(2);}};let format=
Format{bb:ca.bb,fw:ca.fw,..Format::default()};let stdout=io::stdout();let mut ms=ox::BM::new(format,io::BufWriter::new(stdout.lock()));let cb=stdin::mt(&ca.cj,ca.bb,|cj,
ev|{ms.gk(cj);ms.all(ev)});std::process::exit(cb.oz());}

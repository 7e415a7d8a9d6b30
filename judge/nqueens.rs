// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod h{pub const B:usize=64;pub type H=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)g:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,g:Vec<u64>)->Board{Board{n,g}}pub fn n(&self)->usize{self.n}pub fn g(&self)->&[u64]{&self.g}pub fn fl(n:usize)->Board{assert!((1..=B).contains(&n),
"a board has 1 to {} rows, not {}",B,n);Board::new(n,vec![0;n])}pub fn ge(&self)->bool{self.g.iter().all(|&ag|ag==0)}pub fn dp(&self)->usize{self.g.iter().map(|ag|ag.
count_ones()as usize).sum()}pub(crate)fn eb(&self,x:usize)->Board{let ab=if CD>>x&1==1{self.ab()}else{Vec::new()};Board::new(self.n,self.cx(x,&ab))}pub(crate)fn ic(&self)
->AN{let ab=self.ab();let cm=(0..8).filter(|&s|self.cx(s,&ab)==self.g);AN(cm.fold(0,|hd,s|hd|1<<s))}pub(crate)fn gp(&self)->bool{self.cx(CH,&[])==self.g}fn ab(&self)->Vec
<u64>{let mut kf=[0u64;64];kf[..self.n].copy_from_slice(&self.g);transpose(&mut kf);kf[..self.n].to_vec()}fn cx(&self,x:usize,ab:&[u64])->Vec<u64>{let n=self.n;let oe=if
CD>>x&1==1{ab}else{&self.g};let nx=BD>>x&1==1;let mut rows:Vec<u64> =oe.iter().map(|&ag|if nx{mr(ag,n)}else{ag}).collect();if BT>>x&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AN(pub u8);impl AN{pub fn contains(self,x:usize)->bool{self.0>>x&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CD:u8=1<<1|1<<3|1<<6|1<<7;const BD:u8=1<<1|1<<2|1<<4|1<<7;const BT:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(
usize),U(usize)}impl Line{pub fn da(self,at:usize)->H{match self{Line::Row(r)=>(r,at),Line::U(c)=>(at,c)}}pub fn contains(self,(ag,y):H)->bool{match self{Line::Row(r)=>ag
==r,Line::U(c)=>y==c}}pub(crate)fn eb(self,n:usize,x:usize)->Line{let(r,c)=dj(n,x,self.da(0));if dj(n,x,self.da(1)).0==r{Line::Row(r)}else{Line::U(c)}}}pub fn et(a:H,b:H)
->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CH:usize=4;pub fn dj(n:usize,x:usize,(r,c):H)->H{let m=n-1;match x{0=>(r,c),1=>(c,m-r),2=>
(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn cv<K:Ord+Copy>(ic:impl Iterator<Item=usize>,ow:K,cx:impl Fn(usize)->K,)->Option<u64>{let mut ez=[
ow;8];let mut ce=0;for x in ic{let jf=cx(x);if jf<ow{return None;}ez[ce]=jf;ce+=1;}let ez=&mut ez[..ce];ez.sort_unstable();Some(1+ez.windows(2).filter(|oa|oa[0]!=oa[1]).
count()as u64)}pub fn mr(cz:u64,n:usize)->u64{cz.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut cy=32;let mut nw:u64=0x0000_0000_FFFF_FFFF;while cy!=0
{let mut k=0;while k<64{let swap=((rows[k]>>cy)^rows[k+cy])&nw;rows[k]^=swap<<cy;rows[k+cy]^=swap;k=(k+cy+1)&!cy;}cy>>=1;nw^=nw<<cy;}}pub fn af(n:usize)->u64{u64::MAX>>(
64-n)}}mod gd{use crate::h::{Board,B};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CC,BB,AL}impl Dialect{pub fn op(fv:&str)->Result<Dialect,String
>{match fv{"luogu"=>Ok(Dialect::CC),"uva11195"=>Ok(Dialect::BB),"cses1624"=>Ok(Dialect::AL),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",fv
))}}fn hx(self)->u8{match self{Dialect::CC=>b'.',Dialect::BB|Dialect::AL=>b'*'}}}pub struct C{pub ap:usize,pub y:usize,pub bq:String}struct AW<'a>{bf:&'a[u8],al:usize,ap:
usize,bh:usize}pub struct AS<'a>{bs:&'a[u8],bj:Dialect,gm:usize,ap:usize,bh:usize,gc:bool}impl<'a>AS<'a>{pub fn new(bs:&'a[u8],bj:Dialect)->AS<'a>{AS{bs,bj,gm:0,ap:1,bh:0
,gc:false}}pub fn lv(&mut self)->Result<Option<Board>,C>{if self.gc{return Ok(None);}if self.bj==Dialect::AL{return match self.ja(){Some(_)=>self.hr(8).map(Some),None=>Ok
(None)};}let ae=match self.hy(){Some(ae)=>ae,None=>{self.gc=true;return Ok(None);}};let n=self.ks(&ae)?;if n==0{self.gc=true;return Ok(None);}match self.ja(){Some(b'*')|
Some(b'.')=>self.hr(n).map(Some),_=>Ok(Some(Board::fl(n)))}}pub fn km(&self,cn:&mut[u32]){let mh=self.bs[self.gm..].split(u8::is_ascii_whitespace).filter(|ae|!ae.is_empty
());if self.bj==Dialect::AL{if let Some(nm)=cn.get_mut(8){*nm+=(mh.count()/8)as u32;}return;}for ae in mh{if im(ae[0]){continue;}if!ae.iter().all(u8::is_ascii_digit)||ae.
len()>2{return;}match ae.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=cn.get_mut(n){*count+=1;}}}}}fn ks(&self,ae:&AW)->Result<usize,C>{
self.hu(ae)?;if!ae.bf.iter().all(u8::is_ascii_digit){return Err(self.ey(ae,ae.al,format!("expected a board size N (a decimal integer from 0 to {}), found {}",B,ob(ae.bf))
,));}let ct=ae.bf.iter().fold(0u64,|pl,&om|{pl.saturating_mul(10).saturating_add(u64::from(om-b'0'))});if ct>B as u64{return Err(self.ey(ae,ae.al,format!(
"board size {} is too large: {} is the maximum",String::from_utf8_lossy(ae.bf),B),));}Ok(ct as usize)}fn hr(&mut self,n:usize)->Result<Board,C>{let mut g=Vec::
with_capacity(n);for ag in 0..n{let ae=match self.hy(){Some(ae)=>ae,None=>return Err(self.jp(ag,n))};match ms(ae.bf,n,self.bj.hx()){Some(cu)=>g.push(cu),None=>return Err(
self.mc(&ae,ag,n))}}Ok(Board::new(n,g))}fn mc(&self,ae:&AW,ag:usize,n:usize)->C{if let Err(e)=self.hu(ae){return e;}if let Some(y)=(ae.bf.iter()).position(|&da|!im(da)){
let at=ae.al+y;let ce=match fs(self.bs,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ae.bf[y])};return self.ey(ae,at,format!(
"row {} of {}: found {}, expected '*' or '.'",ag+1,n,ce),);}self.ey(ae,ae.al,format!("row {} of {} has {} cells, expected {}",ag+1,n,ae.bf.len(),n),)}fn hu(&self,ae:&AW)
->Result<(),C>{if ae.bf.is_ascii(){return Ok(());}let lq=ae.al+ae.bf.len();let mut at=ae.al;while at<lq{match fs(self.bs,at){Some((_,len))=>at+=len,None=>{return Err(self
.ey(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.bs[at]),))}}}Ok(())}fn fo(&mut self){while let Some(&jl)=self.bs.get(self.gm){if!jl.is_ascii_whitespace(){break;
}self.gm+=1;if jl==b'\n'{self.ap+=1;self.bh=self.gm;}}}fn ja(&mut self)->Option<u8>{self.fo();self.bs.get(self.gm).copied()}fn hy(&mut self)->Option<AW<'a>>{self.fo();let
al=self.gm;let it=&self.bs[al..];let len=it.iter().position(u8::is_ascii_whitespace).unwrap_or(it.len());if len==0{return None;}self.gm+=len;Some(AW{bf:&it[..len],al,ap:
self.ap,bh:self.bh})}fn ey(&self,ae:&AW,at:usize,bq:String)->C{C{ap:ae.ap,y:dh(self.bs,ae.bh,at),bq}}fn jp(&self,me:usize,n:usize)->C{C{ap:self.ap,y:dh(self.bs,self.bh,
self.bs.len()),bq:format!("input ended after {} of {} board rows",me,n)}}}fn ms(bf:&[u8],n:usize,ky:u8)->Option<u64>{if bf.len()!=n{return None;}let(mut cu,mut ht)=(0u64,
true);for(y,&da)in bf.iter().enumerate(){cu|=u64::from(da==ky)<<y;ht&=im(da);}ht.then_some(cu)}fn im(jl:u8)->bool{jl==b'*'||jl==b'.'}fn fs(bs:&[u8],at:usize)->Option<(
char,usize)>{let len=match bs[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let mu=bs.get(at..at+len)?;let bf=std::str::from_utf8(mu).ok
()?;bf.chars().next().map(|c|(c,len))}fn dh(bs:&[u8],bh:usize,at:usize)->usize{let mut y=1;let mut gm=bh;while gm<at{gm+=fs(bs,gm).map_or(1,|(_,len)|len);y+=1;}y}fn ob(bf
:&[u8])->String{const CB:usize=24;let bf=String::from_utf8_lossy(bf);if bf.chars().count()>CB{let pb:String=bf.chars().take(CB).collect();format!("{:?}...",pb)}else{
format!("{:?}",bf)}}}mod fu{use crate::h::af;use crate::h::Board;use crate::count::{bc,bl,Row};pub fn fi<E>(h:&Board,my:usize,mo:&mut dyn FnMut(&[usize])->Result<(),E>,)
->Result<(),E>{struct CJ<'a,E>{rows:Vec<Row>,lt:u64,nb:bool,jy:Vec<usize>,ac:usize,mo:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>CJ<'_,E>{fn bp(&mut self,et:(u64,
u64,u64))->Result<(),E>{let an=self.jy.len();if an==self.rows.len(){self.ac-=1;return(self.mo)(&self.jy);}let(z,v,o)=et;let mut u=!(z|v|o|self.rows[an].g);while u!=0&&
self.ac>0{let ay=u&u.wrapping_neg();u^=ay;let next=bc(self.rows[an].ef,ay,z,v,o);if self.nb&&!self.oi(an+1,next){continue;}self.jy.push(ay.trailing_zeros()as usize);self.
bp(next)?;self.jy.pop();}Ok(())}fn oi(&self,an:usize,(z,v,o):(u64,u64,u64))->bool{let mut jb=0;for(dc,ag)in self.rows[an..].iter().enumerate(){let u=!(z|v<<dc|o>>dc|ag.g)
;if u==0{return false;}jb|=u;}let mw=self.lt&!z;jb&mw==mw}}if my==0{return Ok(());}let mut lj=CJ{rows:bl(h),lt:af(h.n),nb:!h.ge(),jy:Vec::with_capacity(h.n),ac:my,mo};lj.
bp((0,0,0))}}mod nz{use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};use std::sync::{Arc,Mutex,PoisonError};#[derive(Default)]pub struct OnceCount(AtomicU64);impl
OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn ke(&self,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}
pub struct Once<T>{ga:AtomicBool,ct:Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{ga:AtomicBool::new(false),ct:Mutex::new(None)}}pub fn get(&self)->
Option<Arc<T>>{match self.ga.load(Ordering::Acquire){true=>self.ct.lock().ok()?.clone(),false=>None}}pub fn js(&self,je:impl FnOnce()->T)->Arc<T>{let ga=self.get().
unwrap_or_else(||Arc::new(je()));let mut ct=self.ct.lock().unwrap_or_else(PoisonError::into_inner);self.ga.store(true,Ordering::Release);ct.get_or_insert(ga).clone()}}}
mod cb{use crate::gd::Dialect;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bj:Dialect,pub fu:usize,pub pm:usize,pub py:bool,pub dw:bool}
pub struct Output<W:Write>{pub iz:W,pub format:Format}impl<W:Write>Output<W>{pub fn bw(&mut self,ab:&[usize])->io::Result<()>{let ab:Vec<String> =ab.iter().map(|c|(c+1).
to_string()).collect();writeln!(self.iz,"{}",ab.join(" "))}pub fn count(&mut self,ml:usize,count:u64,ev:bool)->io::Result<()>{if self.format.bj==Dialect::BB{write!(self.
iz,"Case {}: ",ml)?;}writeln!(self.iz,"{}",count)?;if ev{self.iz.flush()?;}Ok(())}}pub fn dz(bc:&str,bq:&str){eprintln!("nqueens: error: {}: {}",bc,bq);}}mod ba{pub
struct Random(pub u64);impl Random{pub fn kd()->Random{Random(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;
self.0}pub fn dy(&mut self,oj:usize)->usize{(self.next()%oj as u64)as usize}}}mod cw{pub const AP:u64=9;pub const AJ:usize=256;pub const AY:f64=32.0;pub const AT:usize=16
;pub const S:f64=4.0;pub const AR:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BL:f64=0.15;pub const AE:f64=0.3;pub const AO:u64=16<<20;pub
const AM:f64=0.25;pub const BM:f64=4.0;pub const AF:f64=80.0;pub const BC:f64=1.5;#[allow(dead_code)]pub const V:f64=2.0;pub const AX:u64=96<<20;pub const AD:usize=8;pub
const DYNAMIC_CELLS_PER_FORBIDDEN:usize=8;pub const X:u32=4;pub const Y:usize=10;pub const BP:usize=64;pub const AH:u64=2;pub const BX:usize=4096;}mod el{use crate::h::
Board;use crate::gd::C;use crate::cb::{self,Output};use std::io::{self,Write};pub enum F{CF,BU,BE,AZ(io::Error)}impl F{pub fn of(self)->i32{match self{F::CF|F::BE=>0,F::
BU=>1,F::AZ(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type BZ<'a> =dyn Iterator<Item=Result<Board,C>>+'a;pub struct BG<W:Write>{pub cb
:Output<W>,pub hs:usize}impl<W:Write>BG<W>{pub fn lk(&mut self,dz:&C)->F{let bc=format!("line {}, column {}",dz.ap,dz.y);self.oy(&bc,&dz.bq)}pub fn oy(&mut self,bc:&str,
bq:&str)->F{if let Err(e)=self.cb.iz.flush(){return cj(e);}cb::dz(bc,bq);F::BU}pub fn np(&mut self)->F{match self.cb.iz.flush(){Ok(())=>F::CF,Err(e)=>cj(e)}}}pub fn cj(dz
:io::Error)->F{if dz.kind()==io::ErrorKind::BrokenPipe{F::BE}else{F::AZ(dz)}}}mod count{pub mod ji{use super::co::AB;use super::filter::{self,Filter};use super::cg::I;use
super::{ca,aq,bl};use crate::h::Board;use crate::nz::Once;use crate::cw::{AM,AT,S};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};use std::sync::Arc;pub
enum Q{CA{count:u64,by:By},I{cg:I,bi:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CG,AU,BO,Filter,CK}pub struct BH{ii:[Once<Filter>;filter::B+1],jj:[
AtomicBool;filter::B+1],fz:[AtomicU32;filter::B+1],fd:[AtomicU32;filter::B+1],de:[AtomicU64;filter::B+1],hg:AB}impl BH{pub fn new(hg:AB)->BH{BH{ii:std::array::from_fn(|_|
Once::new()),jj:std::array::from_fn(|_|AtomicBool::new(false)),fz:std::array::from_fn(|_|AtomicU32::new(0)),fd:std::array::from_fn(|_|AtomicU32::new(0)),de:std::array::
from_fn(|_|AtomicU64::new(0)),hg}}pub fn gh(&self,cn:&[u32]){for(fz,&count)in self.fz.iter().zip(cn){fz.store(count,Ordering::Relaxed);}}pub fn count(&self,h:&Board)->Q{
let n=h.n;if h.ge(){return ev(self.hg.fl(n));}if let Some(fd)=self.fd.get(n){fd.fetch_add(1,Ordering::Relaxed);}let gj=lg(n);if let Some(filter)=self.filter(n){return
self.pe(&filter,h,gj);}let mut ac=gj as u64;let gl=match gn(h,&mut ac){Ok((count,by))=>{self.mf(h,gj-ac as f64,0.0);return hf(count,by);}Err(gl)=>gl};let ft=|bi:f64|self.
jz(h,gj,bi);let(cg,bi)=self.hg.cg(h,gl,&ft);if let Some(filter)=self.mf(h,gj,bi){return hf(filter.count(h),By::Filter);}ev((cg,bi))}fn pe(&self,filter:&Filter,h:&Board,gj
:f64)->Q{let gg=filter.jd(h);let mut ac=(gg*AM).min(gj)as u64;if let Ok((count,by))=gn(h,&mut ac){return hf(count,by);}hf(filter.count(h),By::Filter)}fn filter(&self,n:
usize)->Option<Arc<Filter>>{self.ii.get(n)?.get()}fn mf(&self,h:&Board,jh:f64,dx:f64)->Option<Arc<Filter>>{let n=h.n;if n>filter::B||!self.jz(h,jh,dx){if let Some(de)=
self.de.get(n){de.fetch_add((jh+dx)as u64,Ordering::Relaxed);}return None;}if self.jj[n].swap(true,Ordering::Relaxed){return None;}let filter=self.ii[n].js(||Filter::new(
n));(dx>0.0).then_some(filter)}fn jz(&self,h:&Board,jh:f64,dx:f64)->bool{let n=h.n;if n>filter::B{return false;}let de=self.de[n].load(Ordering::Relaxed)as f64+jh+dx;let
fd=self.fd[n].load(Ordering::Relaxed).max(1);let hh=match self.fz[n].load(Ordering::Relaxed){0=>fd,fz=>fz.saturating_sub(fd)};let(fd,hh)=(f64::from(fd),f64::from(hh));let
fm=dx+de/fd*hh;let je=Filter::kt(n);let mg=if dx>0.0{1.0}else{0.0};let lr=Filter::lb(h)*(1.0+AM);fm>je&&fm>je+lr*(hh+mg)}}pub fn hf(count:u64,by:By)->Q{Q::CA{count,by}}fn
ev((cg,bi):(I,f64))->Q{Q::I{cg,bi:Some(bi)}}pub fn lg(n:usize)->f64{use crate::cw::{AJ,AY};S*(AJ*n)as f64*AY}fn gn(h:&Board,ah:&mut u64,)->Result<(u64,By),Option<aq::Z>>{
let rows=bl(h);let li=(AT*h.n)as u64;if*ah<=li*(1+S as u64){let count=ca(&rows,ah).ok_or(None)?;return Ok((count,By::CG));}let mut ac=li;if let Some(count)=ca(&rows,&mut
ac){*ah-=li-ac;return Ok((count,By::CG));}*ah-=li;if aq::jz(h){let fc=aq::L::new(h);let count=fc.jn(ah).map_err(Some)?;Ok((count,By::AU))}else{let count=super::bz(&rows,
ah).ok_or(None)?;Ok((count,By::BO))}}}mod co{use super::bm::{go,BI,Jobs,J};use super::cq::Meet;use super::cg::I;use super::{aq,hz,bl};use crate::h::Board;use crate::cw::V
;#[derive(Default)]pub struct AB;impl AB{pub fn fl(&self,n:usize)->(I,f64){(go(n).into(),0.0)}pub fn cg(&self,h:&Board,be:Option<aq::Z>,ft:&dyn Fn(f64)->bool,)->(I,f64){
let bi=hz::dw(h);let(cg,fm):(I,f64)=if aq::jz(h){let fc=aq::L::new(h);let cg=match be{Some(be)=>Jobs::nh(fc,be),None=>{let al=fc.al();Jobs::new(fc,vec![(al,1)])}};(cg.
into(),bi/V)}else{let rows=vec![bl(h)];(J::cg(BI::BO,rows,vec![1]).into(),bi)};match Meet::fh(h).filter(|&cq|cq<fm){Some(cq)if!ft(cq)=>(Meet::new(h).into(),cq),Some(cq)=>
(cg,cq),None=>(cg,bi)}}}}mod aq{use super::gf::{gf,er};use super::hz::en;use super::Row;use super::{cz,dm,bz,ea,fp};use crate::h::{af,Board,H,Line};use crate::ba::Random;
use crate::cw::{DYNAMIC_CELLS_PER_FORBIDDEN,AP,X,Y};pub struct L{n:usize,bd:[u64;64],dk:[u64;64]}#[derive(Clone,Copy)]pub struct Partial{j:u64,aj:u64,df:u128,ax:u128,bv:
u128}impl Partial{pub fn j(&self)->usize{self.j.count_ones()as usize}}pub enum A{AQ,R,AI(Line,u64)}pub fn jz(h:&Board)->bool{let n=h.n;h.dp()*DYNAMIC_CELLS_PER_FORBIDDEN>
n*n}impl L{pub fn new(h:&Board)->L{let n=h.n;let all=af(n);let mut bd=[0u64;64];let mut dk=[0u64;64];for(r,&ag)in h.g.iter().enumerate(){bd[r]=!ag&all;for(c,rows)in dk.
iter_mut().enumerate().take(n){*rows|=(bd[r]>>c&1)<<r;}}L{n,bd,dk}}pub fn al(&self)->Partial{Partial{j:af(self.n),aj:af(self.n),df:0,ax:0,bv:0}}fn ep(&self,p:&Partial,ap:
Line)->u64{let m=self.n-1;match ap{Line::Row(r)=>{let df=(p.df>>r)as u64;let bv=(p.bv>>(m-r))as u64;self.bd[r&63]&p.aj&!df&!bv}Line::U(c)=>{let df=(p.df>>c)as u64;let ax=
(p.ax>>(m-c))as u64;self.dk[c&63]&p.j&!df&!ax}}}pub fn jm(&self,p:&Partial,md:bool)->A{let ab=if md{0}else{p.aj};dd(p.j,ab,|ap|self.ep(p,ap))}pub fn bc(&self,p:&Partial,(
r,c):H)->Partial{Partial{j:p.j&!(1u64<<r),aj:p.aj&!(1u64<<c),df:p.df|1u128<<(r+c),ax:p.ax|1u128<<(r+self.n-1-c),bv:p.bv|1u128<<(c+self.n-1-r)}}fn is(&self,p:&Partial)->
Vec<Row>{ea(p.j,|r|!self.ep(p,Line::Row(r)))}fn cf(&self,p:&Partial)->Lines{let mut cf=Lines{j:p.j,aj:p.aj,bo:[0;64],db:[0;64]};for r in cz(p.j){cf.bo[r]=self.ep(p,Line::
Row(r));}for c in cz(p.aj){cf.db[c]=self.ep(p,Line::U(c));}cf}pub fn fh(&self,ej:usize,lw:f64)->f64{let cs=|_:&mut Random|(Some(self.al()),1.0);gf(ej,&mut Random::kd(),cs
,|ip,ba|{let p=ip.as_ref()?;match self.jm(p,false){A::AI(_,u)if ix(u,p.j)=>{let la=en(1,&self.is(p),ba);Some((1,None,la))}A::AI(ap,u)=>{let at=er(u,ba).trailing_zeros()as
usize;Some((u.count_ones(),Some(self.bc(p,ap.da(at))),lw,))}A::AQ|A::R=>None}})}pub fn count(&self,p:Partial)->u64{self.fg::<false>(p,&mut 0,&mut Vec::new())}pub fn jn(&
self,ah:&mut u64)->Result<u64,Z>{let mut ac=Vec::new();let ck=self.fg::<true>(self.al(),ah,&mut ac);match*ah{0=>Err(Z{ck,ac}),_=>Ok(ck)}}fn fg<const G:bool>(&self,p:
Partial,ah:&mut u64,ac:&mut Vec<Partial>,)->u64{let cf=self.cf(&p);let co=cf.jm();let mut gk=vec![cf;p.j()+1];match self.n<=32{true=>self.fr::<u64,G>(&mut gk,co,1,ah,ac),
false=>self.fr::<u128,G>(&mut gk,co,1,ah,ac)}}fn fr<D:M,const G:bool>(&self,gk:&mut[Lines],co:A,bn:u32,ah:&mut u64,ac:&mut Vec<Partial>,)->u64{if G&&!fp(ah,AP*u64::from(
bn)){ac.push(self.al());return 0;}let(ik,dy)=gk.split_first_mut().expect("a level to count");match co{A::AQ=>0,A::R=>1,A::AI(_,u)if ix(u,ik.j)=>{let rows=ea(ik.j,|r|!ik.
bo[r&63]);if!G{return dm(&rows,0,0,0,0);}bz(&rows,ah).unwrap_or_else(||{ac.push(self.al());0})}A::AI(ap,mut u)=>{let mut av=0;while u!=0{let dr=ap.da(u.trailing_zeros()as
usize);u&=u-1;let co=dy[0].ld::<D>(ik,dr,self.n-1);let bn=match G{true=>(ik.j^dy[0].j).count_ones(),false=>0};av+=self.fr::<D,G>(dy,co,bn,ah,ac);if G&&*ah==0{for dr in dy
[0].kc(ik){for p in ac.iter_mut(){*p=self.bc(p,dr);}}let al=self.al();ac.extend(cz(u).map(|at|self.bc(&al,ap.da(at))));return av;}}av}}}}pub struct Z{pub ck:u64,pub ac:
Vec<Partial>}mod cf{use super::{dn,he,dd,A};use crate::h::{H,Line};use crate::count::cz;use crate::cw::Y;use std::ops::{BitAnd,BitOr};#[derive(Clone)]pub struct Lines{pub
j:u64,pub aj:u64,pub bo:[u64;64],pub db:[u64;64]}impl Lines{pub fn jm(&self)->A{dd(self.j,self.aj,|ap|self.u(ap))}fn u(&self,ap:Line)->u64{match ap{Line::Row(r)=>self.bo[
r&63],Line::U(c)=>self.db[c&63]}}pub fn ld<D:M>(&mut self,ei:&Lines,dr:H,ak:usize)->A{self.j=ei.j;self.aj=ei.aj;let mut aa=Queens::<D>::default();aa.nk(dr,ak);self.bo[dr.
0&63]=1<<dr.1;let mut jx=self.jx(Some(ei),&aa,ak);loop{let(ar,ai)=match jx{BA::AQ=>return A::AQ,BA::R=>return A::R,BA::BW(rows,ab)=>(rows,ab)};if ar|ai==0{break;}aa=match
self.jc(ar,ai,ak){Some(aa)=>aa,None=>return A::AQ};jx=self.jx(None,&aa,ak);}let kx=self.j.count_ones()as usize>Y;dn(self.j,self.aj,|ap|self.u(ap),kx,)}#[inline(always)]fn
jx<D:M>(&mut self,from:Option<&Lines>,aa:&Queens<D>,ak:usize,)->BA{self.j&=!aa.rows;self.aj&=!aa.ab;if self.j==0{return BA::R;}let(mut rows,mut ab)=(self.j,self.aj);let(
mut ar,mut ai)=(0u64,0u64);while rows!=0{let(ag,y)=(rows.trailing_zeros()as usize,ab.trailing_zeros()as usize,);rows&=rows-1;ab&=ab-1;let(ek,cp)=match from{Some(ei)=>(ei.
bo[ag&63],ei.db[y&63]),None=>(self.bo[ag&63],self.db[y&63])};let ek=ek&!aa.ny(ag,ak);let cp=cp&!aa.ly(y,ak);self.bo[ag&63]=ek;self.db[y&63]=cp;if(ek==0)|(cp==0){return BA
::AQ;}ar|=u64::from(he(ek))<<ag;ai|=u64::from(he(cp))<<y;}BA::BW(ar,ai)}fn jc<D:M>(&mut self,ar:u64,ai:u64,ak:usize,)->Option<Queens<D>>{let mut aa=Queens::default();for
ag in cz(ar){let y=self.bo[ag&63].trailing_zeros()as usize;aa.nk((ag,y),ak).then_some(()).or_else(ko)?;}for y in cz(ai&!aa.ab){let ag=self.db[y&63].trailing_zeros()as
usize;aa.nk((ag,y),ak).then_some(()).or_else(ko)?;self.bo[ag&63]=1<<y;}Some(aa)}pub fn kc<'a>(&'a self,ei:&Lines)->impl Iterator<Item=H>+'a{let rows=ei.j&!self.j;cz(rows)
.map(move|ag|(ag,self.bo[ag&63].trailing_zeros()as usize))}}fn ko()->Option<()>{None}enum BA{AQ,R,BW(u64,u64)}#[derive(Clone,Copy,Default)]struct Queens<D>{rows:u64,ab:
u64,df:D,ax:D,bv:D}impl<D:M>Queens<D>{fn nk(&mut self,(r,c):H,ak:usize)->bool{let(sum,hw)=(D::ay(r+c),D::ay(r+ak-c));let ku=(self.rows>>r|self.ab>>c)&1!=0||self.df&sum!=D
::default()||self.ax&hw!=D::default();self.rows|=1<<r;self.ab|=1<<c;self.df=self.df|sum;self.ax=self.ax|hw;self.bv=self.bv|D::ay(c+ak-r);!ku}fn ny(&self,ag:usize,ak:usize
)->u64{self.ab|self.df.ew(ag)|self.bv.ew(ak-ag)}fn ly(&self,y:usize,ak:usize)->u64{self.rows|self.df.ew(y)|self.ax.ew(ak-y)}}pub trait M:Copy+Default+PartialEq+BitAnd<
Output=Self>+BitOr<Output=Self>{fn ay(at:usize)->Self;fn ew(self,by:usize)->u64;}impl M for u64{fn ay(at:usize)->u64{1<<at}fn ew(self,by:usize)->u64{self>>by}}impl M for
u128{fn ay(at:usize)->u128{1<<at}fn ew(self,by:usize)->u64{(self>>by)as u64}}}use self::cf::{M,Lines};fn he(ao:u64)->bool{ao&(ao-1)==0}fn jq(ar:u64,ai:u64,u:impl Fn(Line)
->u64,)->Option<A>{let ap=if ar!=0{Line::Row(ar.trailing_zeros()as usize)}else if ai!=0{Line::U(ai.trailing_zeros()as usize)}else{return None;};Some(A::AI(ap,u(ap)))}fn
dg(ao:u64)->u32{let oh=ao&(ao-1);let lh=oh&oh.wrapping_sub(1);let oz=lh&lh.wrapping_sub(1);1+u32::from(oh!=0)+u32::from(lh!=0)+u32::from(oz!=0)}#[inline(always)]fn dn(j:
u64,aj:u64,u:impl Fn(Line)->u64,kx:bool,)->A{let cf=||{cz(j).map(Line::Row).chain(cz(aj).map(Line::U))};let mut ee=(u32::MAX,Line::Row(0),0);for ap in cf(){let ao=u(ap);
let ie=dg(ao);if ie<ee.0{ee=(ie,ap,ao);if ie==2{break;}}}if ee.0>=X&&kx{ee.0=u32::MAX;for ap in cf(){let ao=u(ap);if ao.count_ones()<ee.0{ee=(ao.count_ones(),ap,ao);}}}A
::AI(ee.1,ee.2)}fn dd(j:u64,aj:u64,u:impl Fn(Line)->u64)->A{if j==0{return A::R;}let(mut ar,mut ai)=(0u64,0u64);for(cf,nq,ap)in[(j,&mut ar,Line::Row as fn(usize)->Line),(
aj,&mut ai,Line::U)]{for at in cz(cf){let ao=u(ap(at));if ao==0{return A::AQ;}*nq|=u64::from(he(ao))<<at;}}match jq(ar,ai,&u){Some(co)=>co,None=>dn(j,aj,u,true)}}fn ix(u:
u64,j:u64)->bool{dg(u)>=X&&j.count_ones()as usize<=Y}}mod nn{use super::Row;use crate::cw::{BP,AH};struct AA{u:u64,z:u64,v:u64,o:u64,am:u64,len:usize,ij:[u64;64],ih:[u64;
64],io:[u64;64],hp:[u64;64],hn:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct AV{bn:u64,gu:[u64;64],ce:u64}pub fn cr(ag:u64)->u64{60-4*ag}#[inline(always)]fn fy(cu:u64,
ps:u64,no:u64)->u64{ps&cu|no&!cu}impl AA{fn new()->AA{AA{u:0,z:0,v:0,o:0,am:0,len:usize::MAX,ij:[0;64],ih:[0;64],io:[0;64],hp:[0;64],hn:[0;64]}}fn al(&mut self,cs:Root){(
self.u,self.z,self.v,self.o,self.am,)=cs;self.len=0;}fn ho(&self)->bool{self.len==usize::MAX}#[inline(always)]fn mv<const P:bool>(&mut self,g:&[u64;128],em:&[u64;64],ak:
u64,)->u64{self.gy::<P,false>(g,em,ak,None)}#[inline(always)]fn gy<const P:bool,const CP:bool>(&mut self,g:&[u64;128],em:&[u64;64],ak:u64,bk:Option<&mut AV>,)->u64{let(u,
z,am)=(self.u,self.z,self.am);let(ac,az)=(self.v,self.o);let ay=u&u.wrapping_neg();let it=u^ay;let ef=if P{1}else{em[(am&63)as usize]};let(eg,eh,dq)=super::bc(ef as u32,
ay,z,ac,az);let bu=!(eg|eh|dq|g[((am+1)&127)as usize]);let bp=((bu|bu.wrapping_neg())as i64>>63)as u64;let ph=usize::from(it!=0);let gw=self.len&63;self.ij[gw]=it;self.ih
[gw]=z;self.io[gw]=ac;self.hp[gw]=az;self.hn[gw]=am;let bb=(self.len+ph).wrapping_sub(1);let t=bb&63;if let(true,Some(bk))=(CP,bk){let bn=bk.bn;bk.ce=bn|u64::from(ay.
trailing_zeros())<<cr(am&15);bk.gu[gw]=bn;bk.bn=fy(bp,bk.ce,bk.gu[t]);}self.u=fy(bp,bu,self.ij[t]);self.z=fy(bp,eg,self.ih[t]);self.v=fy(bp,eh,self.io[t]);self.o=fy(bp,dq
,self.hp[t]);self.am=fy(bp,am+1,self.hn[t]);self.len=bb.wrapping_add((bp&1)as usize);u64::from(am==ak)}}fn gx(ch:usize,am:usize,ak:u64)->bool{BP>ch&&am as u64+AH<ak}pub
fn dm(rows:&[Row],an:usize,z:u64,v:u64,o:u64)->u64{let count=lj::<false>(rows,an,(z,v,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bz(rows:&[Row],ah:&mut u64)
->Option<u64>{lj::<true>(rows,0,(0,0,0),ah)}pub fn iy(rows:&[Row],fa:&mut Vec<u64>){let mut g=[u64::MAX;128];for(i,ag)in rows.iter().enumerate(){g[i]=ag.g;}let ak=rows.
len()as u64-1;let mut ch:Vec<(Root,u64)> =vec![((!g[0],0,0,0,0),0)];let mut am=0;while gx(ch.len(),am,ak){let mut next=Vec::new();for&((mut u,z,ac,az,_),bn)in&ch{while u
!=0{let ay=u&u.wrapping_neg();u^=ay;let(z,ac,az)=super::bc(rows[am].ef,ay,z,ac,az);let bu=!(z|ac|az|g[am+1]);let y=u64::from(ay.trailing_zeros());let cs=(bu,z,ac,az,am as
u64+1);next.push((cs,bn|y<<cr(am as u64)));}}ch=next;am+=1;}let mut ds=ch.into_iter().filter(|((u,..),_)|*u!=0);#[inline(never)]fn al(ds:&mut impl Iterator<Item=(Root,u64
)>,ki:&mut AA,bk:&mut AV,)->bool{match ds.next(){Some((cs,bn))=>{ki.al(cs);bk.bn=bn;true}None=>false}}let hj=||AV{bn:0,gu:[0;64],ce:0};let(mut a,mut b)=(AA::new(),AA::new
());let(mut ec,mut fe)=(hj(),hj());if!al(&mut ds,&mut a,&mut ec){return;}if al(&mut ds,&mut b,&mut fe){loop{gs(&mut a,&mut ec,&g,ak,fa);gs(&mut b,&mut fe,&g,ak,fa);if a.
ho()&&!al(&mut ds,&mut a,&mut ec){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut ec,&mut fe);break;}if b.ho()&&!al(&mut ds,&mut b,&mut fe){break;}}}while!a.ho(){gs(&
mut a,&mut ec,&g,ak,fa);}}#[inline(always)]fn gs(ki:&mut AA,bk:&mut AV,g:&[u64;128],ak:u64,fa:&mut Vec<u64>,){const CO:[u64;64]=[1;64];let lm=ki.gy::<true,true>(g,&CO,ak,
Some(bk));if lm==1{fa.push(bk.ce);}}fn lj<const G:bool>(rows:&[Row],an:usize,(z,v,o):(u64,u64,u64),ah:&mut u64,)->Option<u64>{if an>=rows.len(){return Some(1);}let u=!(z|
v|o|rows[an].g);let ak=rows.len()as u64-1;if an as u64==ak{return Some(u64::from(u.count_ones()));}let mut g=[u64::MAX;128];let mut em=[0u64;64];for(i,ag)in rows.iter().
enumerate(){g[i]=ag.g;em[i]=u64::from(ag.ef);}let mut ch:Vec<Root> =Vec::new();if u!=0{ch.push((u,z,v,o,an as u64));}let mut am=an;while gx(ch.len(),am,ak){let mut next=
Vec::new();for&(mut f,c,l,r,_)in&ch{while f!=0{let ay=f&f.wrapping_neg();f^=ay;let(nc,nl,nr)=super::bc(rows[am].ef,ay,c,l,r);let nf=!(nc|nl|nr|g[am+1]);if nf!=0{next.push
((nf,nc,nl,nr,am as u64+1));}}}ch=next;am+=1;}if em[..rows.len()].iter().all(|&ef|ef==1){kh::<true,G>(ch,&g,&em,ak,ah)}else{kh::<false,G>(ch,&g,&em,ak,ah)}}fn kh<const P:
bool,const G:bool>(ch:Vec<Root>,g:&[u64;128],em:&[u64;64],ak:u64,ah:&mut u64,)->Option<u64>{let mut fp=|bi:u64|!G||super::fp(ah,bi);let mut ds=ch.into_iter();let mut a=AA
::new();let mut b=AA::new();let mut av=0u64;match ds.next(){Some(cs)=>a.al(cs),None=>return Some(0)}if let Some(cs)=ds.next(){b.al(cs);}if!b.ho(){loop{if!fp(2){return
None;}av+=a.mv::<P>(g,em,ak);av+=b.mv::<P>(g,em,ak);if a.ho(){match ds.next(){Some(cs)=>a.al(cs),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.ho(){match ds.next(){
Some(cs)=>b.al(cs),None=>break}}}}while!a.ho(){if!fp(1){return None;}av+=a.mv::<P>(g,em,ak);}Some(av)}}pub mod filter{use super::nn::{iy,cr};use super::{bl,x};use crate::
h::{af,dj,Board};use crate::cw::{AR,AO,BL,AE};pub const B:usize=16;const AG:[u64;B+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct O{n:
usize,au:usize,fk:Vec<u32>,ao:Vec<u64>,es:usize}fn il(n:usize,di:&[AK])->usize{let pf=|rows:usize|{let fx=|s:&AK|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+di.windows
(2).filter(|w|fx(&w[0])!=fx(&w[1])).count()};(1..n).take_while(|&rows|pf(rows)*8*64<=di.len()).count()}type AK=u64;fn dh(bw:AK,ag:usize)->usize{(bw>>cr(ag as u64)&15)as
usize}impl O{fn new(n:usize,di:&[AK],au:Option<usize>)->O{let au=au.unwrap_or_else(||il(n,di)).min(n);let dy=n-au;let ka=n.pow(au as u32);let mut fk=vec![0u32;ka+1];let
es=(di.len()+63)/64;let mut ao=vec![0u64;es*dy*n];for(i,&bw)in di.iter().enumerate(){let fx=(0..au).fold(0,|p,r|p*n+dh(bw,r));fk[fx+1]+=1;for r in au..n{let da=(r-au)*n+
dh(bw,r);ao[da*es+i/64]|=1<<(i%64);}}for p in 0..ka{fk[p+1]+=fk[p];}O{n,au,fk,ao,es}}fn count(&self,g:&[u64])->u64{let(n,bb)=(self.n,self.au);let mut cl=[0usize;B*B];let
mut len=0;for(r,&ag)in g.iter().enumerate().skip(bb){let mut ao=ag;while ao!=0{cl[len]=((r-bb)*n+ao.trailing_zeros()as usize)*self.es;len+=1;ao&=ao-1;}}let mut bd=[0u64;B
];for(bd,&ag)in bd.iter_mut().zip(&g[..bb]){*bd=!ag&af(n);}if bb==0{return match self.fk[1]{0=>0,hi=>self.iv(0,hi as usize,&cl[..len])};}self.hv(&bd[..bb],0,&cl[..len])}
fn hv(&self,bd:&[u64],fx:usize,cl:&[usize])->u64{let j=bd.len();let cy=self.n.pow(j as u32-1);let mut av=0;let mut ab=bd[0];while ab!=0{let p=fx*self.n+ab.trailing_zeros(
)as usize;ab&=ab-1;let(lo,hi)=(self.fk[p*cy]as usize,self.fk[(p+1)*cy]as usize,);if lo==hi{continue;}av+=if j==1{self.iv(lo,hi,cl)}else{self.hv(&bd[1..],p,cl)};}av}fn iv(
&self,lo:usize,hi:usize,cl:&[usize])->u64{let mut av=0;for w in lo/64..=(hi-1)/64{let mut hq=u64::MAX;if w==lo/64{hq&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hq&=u64::MAX>>(63
-(hi-1)%64);}let mut nd=cl.chunks_exact(4);for pd in&mut nd{let ao=|k:usize|self.ao[pd[k]+w];hq&=!(ao(0)|ao(1)|ao(2)|ao(3));if hq==0{break;}}if hq!=0{for&at in nd.
remainder(){hq&=!self.ao[at+w];}}av+=u64::from(hq.count_ones());}av}}pub struct Filter{ci:O,cm:O,gg:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::ga(n,None,
None)}fn ga(n:usize,au:Option<usize>,jt:Option<bool>)->Filter{let mut ci=Vec::new();let mut cm=Vec::new();for ff in x::du(n){let be=cm.len();let fa=if ff.cc==8{&mut ci}
else{&mut cm};iy(&bl(&ff.h),fa);let ce=cm.len()-be;for i in be..be+ce{for x in 1..8{cm.push(cx(n,cm[i],x));}}}if jt.unwrap_or(ci.len()/64<n*n){for bw in ci.drain(..){cm.
extend((0..8).map(|x|cx(n,bw,x)));}}ci.sort_unstable();cm.sort_unstable();cm.dedup();Filter{ci:O::new(n,&ci,au),cm:O::new(n,&cm,au),gg:(0..=n*n).map(|g|mz(n,g)).collect()
}}pub fn jv(n:usize)->u64{let ci=AG[n]/8+1;ci*(n*n)as u64/8+ci*8}pub fn kt(n:usize)->f64{AG[n]as f64*f64::from(AR[n])}pub fn lb(h:&Board)->f64{mz(h.n,h.dp())}pub fn jd(&
self,h:&Board)->f64{self.gg[h.dp()]}pub fn count(&self,h:&Board)->u64{let mut av=self.cm.count(&h.g);if self.ci.es>0{for x in 0..8{av+=self.ci.count(&h.eb(x).g);}}av}}fn
mz(n:usize,g:usize)->f64{let lf=g as f64/(n*n)as f64;let es=AG[n]as f64/64.0;let ia=((es/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ia=ia.min(n as i32);let
mut gi=1.0;let mut ac=1.0;for _ in 0..ia{gi+=ac*lf*n as f64;ac*=1.0-lf;}let dy=lf*(n*(n-ia as usize))as f64;let pc=1.0-1.0/n as f64;let mut jw=1.0;for _ in 0..dy as usize
{let mut hl=1.0-jw;for _ in 0..6{hl*=hl;}gi+=ac*(1.0-hl);jw*=pc;}es*gi*ni(n)}fn ni(n:usize)->f64{match Filter::jv(n)>AO{true=>AE,false=>BL}}fn cx(n:usize,bw:AK,x:usize)->
AK{(0..n).fold(0,|cx,r|{let(ag,y)=dj(n,x,(r,dh(bw,r)));cx|(y as u64)<<cr(ag as u64)})}}mod bm{use super::{dm,gb,aq,cq,x,Row};use crate::cw::AD;pub trait Tree{type Start:
Copy;fn count(&self,al:Self::Start)->u64;}pub struct Jobs<T:Tree>{pub(super)gz:Box<T>,pub bm:Vec<(T::Start,u64)>,pub(super)ck:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub
enum BI{CM,BO}pub struct J{pub core:BI,pub eo:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct AC{pub(super)ke:usize,pub(super)an:usize,pub(super)z:u64,pub(super)v:u64,pub(
super)o:u64}impl J{pub fn cg(core:BI,eo:Vec<Vec<Row>>,iu:Vec<u64>)->Jobs<J>{let bm=(iu.into_iter().enumerate()).map(|(ke,cc)|(AC::og(ke),cc)).collect();Jobs::new(J{core,
eo},bm)}}impl AC{pub(super)fn og(ke:usize)->AC{AC{ke,an:0,z:0,v:0,o:0}}}impl Tree for J{type Start=AC;fn count(&self,at:AC)->u64{let rows=&self.eo[at.ke];if self.core==BI
::BO&&rows.len()-at.an>AD{dm(rows,at.an,at.z,at.v,at.o)}else{gb(rows,at.an,at.z,at.v,at.o)}}}impl Tree for aq::L{type Start=aq::Partial;fn count(&self,ng:aq::Partial)->
u64{aq::L::count(self,ng)}}impl Tree for cq::Meet{type Start=u32;fn count(&self,kp:u32)->u64{self.lp(kp)}}impl<T:Tree>Jobs<T>{pub fn new(gz:T,bm:Vec<(T::Start,u64)>)->
Jobs<T>{Jobs{gz:Box::new(gz),bm,ck:0}}pub(super)fn mn(&self,i:usize)->u64{let(al,cc)=self.bm[i];cc*self.gz.count(al)}pub fn ed(&self)->u64{self.ck+(0..self.bm.len()).map(
|i|self.mn(i)).sum::<u64>()}}impl Jobs<aq::L>{pub fn nh(fc:aq::L,be:aq::Z)->Jobs<aq::L>{Jobs{gz:Box::new(fc),bm:be.ac.into_iter().map(|al|(al,1)).collect(),ck:be.ck}}}pub
fn go(n:usize)->Jobs<J>{let(mt,iu)=x::ig(n);J::cg(BI::BO,mt,iu)}}mod gf{use crate::ba::Random;pub fn gf<N>(ej:usize,ba:&mut Random,mut cs:impl FnMut(&mut Random)->(N,f64)
,mut bp:impl FnMut(&N,&mut Random)->Option<(u32,N,f64)>,)->f64{let mut av=0.0;for _ in 0..ej{let(mut ip,mut na)=cs(ba);while let Some((mm,ol,ox))=bp(&ip,ba){na*=f64::from
(mm);av+=na*ox;ip=ol;}}av/ej as f64}pub fn er(u:u64,ba:&mut Random)->u64{let mut lc=u;for _ in 0..ba.dy(u.count_ones()as usize){lc&=lc-1;}lc&lc.wrapping_neg()}}pub mod cq
{use super::hz::bx;use super::{cz,bc,bl,Row};use crate::h::{af,Board};use crate::ba::Random;use crate::cw::{BC,AF,BM,AX,AJ};pub const B:usize=16;const BX:u32=64;struct BJ
{be:Vec<u32>,bt:Vec<u32>}pub struct Meet{n:usize,bb:BJ,aw:BJ}impl Meet{pub fn new(h:&Board)->Meet{let n=h.n;let rows=bl(h);let mut fq=vec![0;n*n];for(da,bt)in fq.iter_mut
().enumerate(){*bt=jo(n,da/n,da%n);}let ns=|from:usize,to:usize|BJ::new(&rows,&fq,from,to);Meet{n,bb:ns(0,n/2),aw:ns(n/2,n)}}pub fn kg(&self)->Vec<(u32,u64)>{(0..BX.min(1
<<self.n)).map(|kp|(kp,1)).collect()}pub fn fh(h:&Board)->Option<f64>{if h.n>B{return None;}let(bb,aw)=nt(h);if jv(h.n,bb,aw)>AX as f64{return None;}Some(bi(h.n,bb,aw))}}
fn jv(n:usize,bb:f64,aw:f64)->f64{let cl=2.0*(f64::from(1u32<<n)+1.0);(bb+aw+cl)*std::mem::size_of::<u32>()as f64}fn bi(n:usize,bb:f64,aw:f64)->f64{let eo=kk(n);let fw=bb
/64.0+bb.min(eo);let nv=aw*(bb/eo/64.0+1.0);BM*(bb+aw)+AF*fw+BC*nv}impl BJ{fn new(rows:&[Row],fq:&[u64],from:usize,to:usize)->BJ{let n=rows.len();let mut be=vec![0u32;(1
<<n)+1];dv(rows,fq,to,from,(0,0,0),0,&mut|z,_|{be[z as usize+1]+=1;});for c in 0..1<<n{be[c+1]+=be[c];}let mut bt=vec![0;be[1<<n]as usize];let mut next=be.clone();dv(rows
,fq,to,from,(0,0,0),0,&mut|z,ha|{bt[next[z as usize]as usize]=ha as u32;next[z as usize]+=1;});BJ{be,bt}}fn on(&self,z:usize)->&[u32]{&self.bt[self.be[z]as usize..self.be
[z+1]as usize]}}impl Meet{pub fn lp(&self,kp:u32)->u64{let eo=1usize<<self.n;let bm=BX.min(eo as u32)as usize;let oq=kp as usize*eo/bm..(kp as usize+1)*eo/bm;let pa=af(
self.n)as usize;let mut av=0;let mut fw:Vec<BR> =Vec::new();for z in oq{let(bb,aw)=(self.bb.on(z),self.aw.on(pa^z));if bb.is_empty()||aw.is_empty(){continue;}fw.clear();
fw.extend(bb.chunks(64).map(mk));for&ha in aw{let ku=|hc:&BR|{let on=|hd:usize|hc[hd][(ha>>(5*hd))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};av+=fw.iter().
map(|hc|u64::from(ku(hc).count_zeros())).sum::<u64>();}av-=aw.len()as u64*(fw.len()*64-bb.len())as u64;}av}}type BR=[[u64;32];6];fn mk(eq:&[u32])->BR{let mut on=[0u64;32]
;for(gw,&ha)in eq.iter().enumerate(){for ex in cz(ha.into()){on[ex&31]|=1<<gw;}}let mut hc=[[0;32];6];for(hd,kr)in hc.iter_mut().enumerate(){for ib in 1..32usize{let lu=
ib&(ib-1);let ex=5*hd+(ib^lu).trailing_zeros()as usize;kr[ib]=kr[lu]|on[ex&31];}}hc}fn dv(rows:&[Row],fq:&[u64],lq:usize,ag:usize,(z,ac,az):(u64,u64,u64),bt:u64,mp:&mut
impl FnMut(u64,u64),){if ag==lq{return mp(z,bt);}let mut u=!(z|ac|az|rows[ag].g);while u!=0{let ay=u&u.wrapping_neg();u^=ay;let ha=bt|fq[ag*rows.len()+ay.trailing_zeros()
as usize];if ag+1==lq{mp(z|ay,ha);}else{let et=bc(rows[ag].ef,ay,z,ac,az);dv(rows,fq,lq,ag+1,et,ha,mp);}}}fn jo(n:usize,ag:usize,y:usize)->u64{let bb=n/2;let ay=|ex:usize
|match ex.checked_sub(bb){Some(at)if at<n-1=>1<<at,_=>0};ay(ag+y)|ay(ag+n-1-y)<<(n-1)}fn nt(h:&Board)->(f64,f64){let rows=bl(h);let bb=h.n/2;(eq(&rows[..bb]),eq(&rows[bb
..]))}fn eq(rows:&[Row])->f64{let ak=|an:usize|f64::from(u8::from(an+1==rows.len()));bx(AJ,rows,&mut Random::kd(),ak)}fn kk(n:usize)->f64{(0..n/2).fold(1.0,|eo,i|eo*(n-i)
as f64/(i+1)as f64)}}mod hz{use super::gf::{gf,er};use super::{bc,bl,Row};use crate::h::Board;use crate::ba::Random;use crate::cw::AJ;pub fn id(h:&Board)->Board{gq(h).0}
pub fn gq(h:&Board)->(Board,f64){let kz=fj(h);let mut id=(kz,0);for x in 1..8{let dw=fj(&h.eb(x));if dw<id.0{id=(dw,x);}}if id.0*1.5<kz{(h.eb(id.1),id.0)}else{(h.clone(),
kz)}}fn fj(h:&Board)->f64{let gz=dw(h);if h.gp(){gz/2.0}else{gz}}pub fn dw(h:&Board)->f64{en(AJ,&bl(h),&mut Random::kd())}pub fn en(ej:usize,rows:&[Row],ba:&mut Random)->
f64{bx(ej,rows,ba,|_|1.0)}pub fn bx(ej:usize,rows:&[Row],ba:&mut Random,cc:impl Fn(usize)->f64,)->f64{gf(ej,ba,|_|((0,0u64,0u64,0u64),1.0),|&ip,ba|{let(an,z,ac,az)=ip;let
ag=*rows.get(an)?;let u=!(z|ac|az|ag.g);if u==0{return None;}let(z,ac,az)=bc(ag.ef,er(u,ba),z,ac,az);Some((u.count_ones(),(an+1,z,ac,az),cc(an),))},)}}mod cg{use super::
bm::{Jobs,J};use super::{aq,cq};pub enum I{CI(Jobs<J>),AU(Jobs<aq::L>),Meet(Jobs<cq::Meet>)}impl I{pub fn ed(&self)->u64{match self{I::CI(bm)=>bm.ed(),I::AU(bm)=>bm.ed(),
I::Meet(bm)=>bm.ed()}}}impl From<Jobs<J>>for I{fn from(bm:Jobs<J>)->I{I::CI(bm)}}impl From<Jobs<aq::L>>for I{fn from(bm:Jobs<aq::L>)->I{I::AU(bm)}}impl From<cq::Meet>for
I{fn from(cq:cq::Meet)->I{let kg=cq.kg();I::Meet(Jobs::new(cq,kg))}}}mod mb{use super::{bc,fp,Row};pub fn gb(rows:&[Row],an:usize,z:u64,v:u64,o:u64)->u64{let count=ov::<
false>(rows,an,(z,v,o),&mut 0);count.expect("an unbounded count ends")}pub fn ca(rows:&[Row],ah:&mut u64)->Option<u64>{ov::<true>(rows,0,(0,0,0),ah)}fn ov<const G:bool>(
rows:&[Row],an:usize,(z,v,o):(u64,u64,u64),ah:&mut u64,)->Option<u64>{if an>=rows.len(){return Some(1);}let ak=rows.len()-1;let mut gk=[(0u64,0u64,0u64,0u64);64];let(mut
z,mut v,mut o)=(z,v,o);let mut u=!(z|v|o|rows[an].g);if an==ak{return Some(u64::from(u.count_ones()));}let mut am=an;let mut av=0u64;loop{if u==0{if am==an{return Some(av
);}am-=1;let jg=gk[am];u=jg.0;z=jg.1;v=jg.2;o=jg.3;continue;}if G&&!fp(ah,2){return None;}let ay=u&u.wrapping_neg();u^=ay;let(eg,eh,dq)=bc(rows[am].ef,ay,z,v,o);let bu=!(
eg|eh|dq|rows[am+1].g);if am+1==ak{av+=u64::from(bu.count_ones());}else if bu!=0{gk[am]=(u,z,v,o);am+=1;u=bu;z=eg;v=eh;o=dq;}}}}mod rows{use crate::h::{af,Board,H};#[
derive(Clone,Copy)]pub struct Row{pub g:u64,pub ef:u32}pub fn bl(h:&Board)->Vec<Row>{let ir=!af(h.n);h.g.iter().map(|&g|Row{g:g|ir,ef:1}).collect()}pub fn hk(h:&Board,aa:
&[H])->Vec<Row>{let ir=!af(h.n);let os=aa.iter().fold(0,|rows,&(r,_)|rows|1<<r);ea(af(h.n)&!os,|r|{let mj=aa.iter().fold(0,|cu,&dr|cu|dt(dr,r));h.g[r]|ir|mj})}pub fn ea(
rows:u64,g:impl Fn(usize)->u64)->Vec<Row>{let mut jr:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kb=0;let mut ac=rows;while ac!=0{let r=ac.
trailing_zeros()as usize;ac&=ac-1;if let Some(ak)=jr.last_mut(){ak.ef=(r-kb)as u32;}jr.push(Row{g:g(r),ef:1});kb=r;}jr}pub fn dt((ma,y):H,r:usize)->u64{let dc=r.abs_diff(
ma);let ay=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);ay(y)|ay(y+dc)|y.checked_sub(dc).map_or(0,ay)}#[inline(always)]pub fn fp(ah:&mut u64,bi:u64)->bool{if*ah<=bi{*
ah=0;return false;}*ah-=bi;true}#[inline(always)]pub fn bc(ef:u32,ay:u64,z:u64,v:u64,o:u64)->(u64,u64,u64){(z|ay,(v|ay)<<ef,(o|ay)>>ef,)}pub fn cz(mut cu:u64)->impl
Iterator<Item=usize>{std::iter::from_fn(move||{(cu!=0).then(||{let at=cu.trailing_zeros()as usize;cu&=cu-1;at})})}}mod x{mod gv{use crate::h::{et,cv,dj,H};#[derive(Clone,
Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct BK{bb:usize,aw:usize,ac:usize,az:usize}impl BK{pub fn aa(&self,n:usize)->[H;4]{[(0,self.bb),(n-1,self.aw),(self.ac,0),(self.
az,n-1)]}fn lx(n:usize,aa:&[H;4])->BK{let m=n-1;let on=|ap:&dyn Fn(H)->bool,kw:&dyn Fn(H)->usize|{aa.iter().copied().find(|&q|ap(q)).map_or(usize::MAX,kw)};BK{bb:on(&|(r,
_)|r==0,&|(_,c)|c),aw:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(_,c)|c==0,&|(r,_)|r),az:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hm(&self,n:usize)->[usize;8]{let m=n-1;let mx=|dc:usize|m
-dc;[self.bb,mx(self.bb),self.aw,mx(self.aw),self.ac,mx(self.ac),self.az,mx(self.az)]}pub fn gr(&self,n:usize)->bool{let iw=self.hm(n);let kq=iw.iter().copied().min().
unwrap_or(0);kq>0&&iw.iter().filter(|&&d|d==kq).count()>1}}pub fn ll(n:usize)->Vec<(BK,u64)>{let mut ce=Vec::new();for bb in 0..n{for aw in 0..n{for ac in 0..n{for az in
0..n{let gv=BK{bb,aw,ac,az};let aa=gv.aa(n);if aa.iter().any(|&a|aa.iter().any(|&b|et(a,b))){continue;}let cx=|x|{let jf=aa.map(|q|dj(n,x,q));BK::lx(n,&jf)};if let Some(
ez)=cv(0..8,gv,cx){ce.push((gv,ez));}}}}}ce}}use super::hk;use super::{dt,Row};use crate::h::{af,Board,H};pub fn ig(n:usize)->(Vec<Vec<Row>>,Vec<u64>){du(n).into_iter().
map(|ff|(kv(&ff),ff.cc)).unzip()}fn kv(ff:&Class)->Vec<Row>{hk(&ff.h,&ff.aa)}pub struct Class{pub h:Board,pub aa:Vec<H>,pub cc:u64}pub fn du(n:usize)->Vec<Class>{if n<5{
return vec![Class{h:Board::fl(n),aa:Vec::new(),cc:1}];}let m=n-1;let all=af(n);let mq=|y:usize|all&!(1u64<<y);let mut du=Vec::new();for k in 2..m{let mut h=Board::fl(n);h
.g[0]=mq(0);h.g[1]=mq(k);for ag in&mut h.g[2..=k]{*ag|=1<<1;}du.push(Class{h,aa:Vec::new(),cc:8});}let or=1u64|1u64<<m;let mut a=1;while a<m-a{let mut h=Board::fl(n);h.g[
0]=mq(a);for(r,ag)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*ag|=or;}}let near_corner=(1u64<<(a+1))-1;h.g[m]|=near_corner|near_corner<<(m-a);du.push(Class{h,
aa:Vec::new(),cc:8});a+=1;}for(gv,cc)in gv::ll(n){if gv.gr(n){let aa=gv.aa(n).to_vec();du.push(Class{h:le(n,&aa),aa,cc});}}du}fn le(n:usize,aa:&[H])->Board{let all=af(n);
let mut h=Board::fl(n);for(r,ag)in h.g.iter_mut().enumerate(){*ag=match aa.iter().find(|dr|dr.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{aa.iter().fold(0,|cu,&q|cu|dt(q,r)
)&all}};}h}}pub use self::co::AB;pub use self::nn::{dm,bz};pub use self::mb::{gb,ca};pub use self::rows::*;}mod ou{use crate::h::B;use crate::gd::Dialect;pub const CL:&
str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BQ{pub bj:Dialect,pub fu:usize,pub cn:Vec<usize>}pub fn parse(args:&[String])->
Result<Option<BQ>,String>{let mut br=BQ{bj:Dialect::default(),fu:0,cn:Vec::new()};let mut args=args.iter();while let Some(kn)=args.next(){let(fv,nu)=match kn.split_once(
'='){Some((fv,ct))if kn.starts_with("--")=>(fv,Some(ct.to_string())),_=>(kn.as_str(),None)};let mut ct=|pj:&str|{(nu.clone().or_else(||args.next().cloned())).ok_or_else(
||format!("option '{}' needs {}",fv,pj))};match fv{"-h"|"--help"=>return Ok(None),"--list"=>{let bf=ct("a number of solutions")?;br.fu=bf.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",fv,bf)})?;}"--dialect"=>{br.bj=Dialect::op(&ct("a value: luogu, uva11195 or cses1624")?)?}_ if fv.starts_with('-')&&fv.len(
)>1=>{return Err(format!("unknown option '{}'",kn))}_=>match kn.parse::<usize>(){Ok(n)if(1..=B).contains(&n)=>br.cn.push(n),_=>{let bq="N must be an integer from 1 to";
return Err(format!("{} {}, found '{}'",bq,B,kn));}}}}Ok(Some(br))}}mod od{use crate::h::{Board,B};use crate::count::ji::{hf,BH,By,Q};use crate::count::AB;use crate::fu::
fi;use crate::nz::OnceCount;use crate::cb::{Format,Output};use crate::el::{cj,BZ,F,BG};use std::io::Write;pub struct BF<W:Write>{ji:BH,fb:[OnceCount;B+1],el:BG<W>}impl<W:
Write>BF<W>{pub fn new(format:Format,iz:W)->BF<W>{BF{ji:BH::new(AB),fb:std::array::from_fn(|_|OnceCount::default()),el:BG{cb:Output{iz,format},hs:0}}}pub fn gh(&self,cn:&
[u32]){self.ji.gh(cn);}pub fn all(&mut self,hs:&mut BZ)->F{loop{match hs.next(){None=>return self.el.np(),Some(Err(dz))=>return self.el.lk(&dz),Some(Ok(h))=>{if let Err(
iq)=self.ml(&h){return iq;}}}}}fn ml(&mut self,h:&Board)->Result<(),F>{self.el.hs+=1;let kl=match h.ge(){true=>self.fb[h.n].get(),false=>None};let ck=match kl{Some(count)
=>hf(count,By::CK),None=>self.ji.count(h)};let cb=&mut self.el.cb;let fu=cb.format.fu;fi(h,fu,&mut|ab|cb.bw(ab)).map_err(cj)?;let(count,ev)=match ck{Q::CA{count,..}=>(
count,false),Q::I{cg,..}=>(cg.ed(),true)};if h.ge(){self.fb[h.n].ke(count);}(cb.count(self.el.hs,count,ev)).map_err(cj)}}}use h::{Board,B};use gd::AS;use cb::Format;use
std::io::{self,Read};fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).
collect();}let br=match ou::parse(&args){Ok(Some(br))=>br,Ok(None)=>{print!("{}",ou::CL);return;}Err(bq)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bq);
std::process::exit(2);}};let format=Format{bj:br.bj,fu:br.fu,..Format::default()};let stdout=io::stdout();let mut oc=od::BF::new(format,io::BufWriter::new(stdout.lock()))
;let iq=if br.cn.is_empty(){let mut gd=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut gd){eprintln!("nqueens: error: cannot read standard input: {}",e);std
::process::exit(1);}let mut lz=AS::new(&gd,br.bj);let mut cn=[0;B+1];lz.km(&mut cn);oc.gh(&cn);oc.all(&mut std::iter::from_fn(||lz.lv().transpose()))}else{oc.all(&mut br.
cn.iter().map(|&n|Ok(Board::fl(n))))};std::process::exit(iq.of());}

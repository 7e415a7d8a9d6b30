// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const B:usize=64;pub type H=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fl(n:usize)->Board{assert!((1..=B).contains(&n),
"a board has 1 to {} rows, not {}",B,n);Board::new(n,vec![0;n])}pub fn ge(&self)->bool{self.h.iter().all(|&ag|ag==0)}pub fn dp(&self)->usize{self.h.iter().map(|ag|ag.
count_ones()as usize).sum()}pub(crate)fn eb(&self,x:usize)->Board{let ab=if CF>>x&1==1{self.ab()}else{Vec::new()};Board::new(self.n,self.cx(x,&ab))}pub(crate)fn ic(&self)
->AP{let ab=self.ab();let cm=(0..8).filter(|&s|self.cx(s,&ab)==self.h);AP(cm.fold(0,|hd,s|hd|1<<s))}pub(crate)fn gp(&self)->bool{self.cx(CJ,&[])==self.h}fn ab(&self)->Vec
<u64>{let mut kf=[0u64;64];kf[..self.n].copy_from_slice(&self.h);transpose(&mut kf);kf[..self.n].to_vec()}fn cx(&self,x:usize,ab:&[u64])->Vec<u64>{let n=self.n;let od=if
CF>>x&1==1{ab}else{&self.h};let nw=BF>>x&1==1;let mut rows:Vec<u64> =od.iter().map(|&ag|if nw{mq(ag,n)}else{ag}).collect();if BV>>x&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AP(pub u8);impl AP{pub fn contains(self,x:usize)->bool{self.0>>x&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CF:u8=1<<1|1<<3|1<<6|1<<7;const BF:u8=1<<1|1<<2|1<<4|1<<7;const BV:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(
usize),V(usize)}impl Line{pub fn da(self,at:usize)->H{match self{Line::Row(r)=>(r,at),Line::V(c)=>(at,c)}}pub fn contains(self,(ag,y):H)->bool{match self{Line::Row(r)=>ag
==r,Line::V(c)=>y==c}}pub(crate)fn eb(self,n:usize,x:usize)->Line{let(r,c)=dj(n,x,self.da(0));if dj(n,x,self.da(1)).0==r{Line::Row(r)}else{Line::V(c)}}}pub fn et(a:H,b:H)
->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CJ:usize=4;pub fn dj(n:usize,x:usize,(r,c):H)->H{let m=n-1;match x{0=>(r,c),1=>(c,m-r),2=>
(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn cv<K:Ord+Copy>(ic:impl Iterator<Item=usize>,ov:K,cx:impl Fn(usize)->K,)->Option<u64>{let mut ez=[
ov;8];let mut ce=0;for x in ic{let jf=cx(x);if jf<ov{return None;}ez[ce]=jf;ce+=1;}let ez=&mut ez[..ce];ez.sort_unstable();Some(1+ez.windows(2).filter(|nz|nz[0]!=nz[1]).
count()as u64)}pub fn mq(cz:u64,n:usize)->u64{cz.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut cy=32;let mut nv:u64=0x0000_0000_FFFF_FFFF;while cy!=0
{let mut k=0;while k<64{let swap=((rows[k]>>cy)^rows[k+cy])&nv;rows[k]^=swap<<cy;rows[k+cy]^=swap;k=(k+cy+1)&!cy;}cy>>=1;nv^=nv<<cy;}}pub fn af(n:usize)->u64{u64::MAX>>(
64-n)}}mod gd{use crate::g::{Board,B};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CE,BD,AN}impl Dialect{pub fn oo(fv:&str)->Result<Dialect,String
>{match fv{"luogu"=>Ok(Dialect::CE),"uva11195"=>Ok(Dialect::BD),"cses1624"=>Ok(Dialect::AN),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",fv
))}}fn hx(self)->u8{match self{Dialect::CE=>b'.',Dialect::BD|Dialect::AN=>b'*'}}}pub struct C{pub ap:usize,pub y:usize,pub bq:String}struct AY<'a>{bf:&'a[u8],al:usize,ap:
usize,bh:usize}pub struct AU<'a>{bs:&'a[u8],bj:Dialect,gm:usize,ap:usize,bh:usize,gc:bool}impl<'a>AU<'a>{pub fn new(bs:&'a[u8],bj:Dialect)->AU<'a>{AU{bs,bj,gm:0,ap:1,bh:0
,gc:false}}pub fn lu(&mut self)->Result<Option<Board>,C>{if self.gc{return Ok(None);}if self.bj==Dialect::AN{return match self.ja(){Some(_)=>self.hr(8).map(Some),None=>Ok
(None)};}let ae=match self.hy(){Some(ae)=>ae,None=>{self.gc=true;return Ok(None);}};let n=self.kr(&ae)?;if n==0{self.gc=true;return Ok(None);}match self.ja(){Some(b'*')|
Some(b'.')=>self.hr(n).map(Some),_=>Ok(Some(Board::fl(n)))}}pub fn kl(&self,cn:&mut[u32]){let mg=self.bs[self.gm..].split(u8::is_ascii_whitespace).filter(|ae|!ae.is_empty
());if self.bj==Dialect::AN{if let Some(nk)=cn.get_mut(8){*nk+=(mg.count()/8)as u32;}return;}for ae in mg{if im(ae[0]){continue;}if!ae.iter().all(u8::is_ascii_digit)||ae.
len()>2{return;}match ae.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=cn.get_mut(n){*count+=1;}}}}}fn kr(&self,ae:&AY)->Result<usize,C>{
self.hu(ae)?;if!ae.bf.iter().all(u8::is_ascii_digit){return Err(self.ey(ae,ae.al,format!("expected a board size N (a decimal integer from 0 to {}), found {}",B,oa(ae.bf))
,));}let ct=ae.bf.iter().fold(0u64,|pl,&ol|{pl.saturating_mul(10).saturating_add(u64::from(ol-b'0'))});if ct>B as u64{return Err(self.ey(ae,ae.al,format!(
"board size {} is too large: {} is the maximum",String::from_utf8_lossy(ae.bf),B),));}Ok(ct as usize)}fn hr(&mut self,n:usize)->Result<Board,C>{let mut h=Vec::
with_capacity(n);for ag in 0..n{let ae=match self.hy(){Some(ae)=>ae,None=>return Err(self.jp(ag,n))};match mr(ae.bf,n,self.bj.hx()){Some(cu)=>h.push(cu),None=>return Err(
self.mb(&ae,ag,n))}}Ok(Board::new(n,h))}fn mb(&self,ae:&AY,ag:usize,n:usize)->C{if let Err(e)=self.hu(ae){return e;}if let Some(y)=(ae.bf.iter()).position(|&da|!im(da)){
let at=ae.al+y;let ce=match fs(self.bs,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ae.bf[y])};return self.ey(ae,at,format!(
"row {} of {}: found {}, expected '*' or '.'",ag+1,n,ce),);}self.ey(ae,ae.al,format!("row {} of {} has {} cells, expected {}",ag+1,n,ae.bf.len(),n),)}fn hu(&self,ae:&AY)
->Result<(),C>{if ae.bf.is_ascii(){return Ok(());}let lp=ae.al+ae.bf.len();let mut at=ae.al;while at<lp{match fs(self.bs,at){Some((_,len))=>at+=len,None=>{return Err(self
.ey(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.bs[at]),))}}}Ok(())}fn fo(&mut self){while let Some(&jl)=self.bs.get(self.gm){if!jl.is_ascii_whitespace(){break;
}self.gm+=1;if jl==b'\n'{self.ap+=1;self.bh=self.gm;}}}fn ja(&mut self)->Option<u8>{self.fo();self.bs.get(self.gm).copied()}fn hy(&mut self)->Option<AY<'a>>{self.fo();let
al=self.gm;let it=&self.bs[al..];let len=it.iter().position(u8::is_ascii_whitespace).unwrap_or(it.len());if len==0{return None;}self.gm+=len;Some(AY{bf:&it[..len],al,ap:
self.ap,bh:self.bh})}fn ey(&self,ae:&AY,at:usize,bq:String)->C{C{ap:ae.ap,y:dh(self.bs,ae.bh,at),bq}}fn jp(&self,md:usize,n:usize)->C{C{ap:self.ap,y:dh(self.bs,self.bh,
self.bs.len()),bq:format!("input ended after {} of {} board rows",md,n)}}}fn mr(bf:&[u8],n:usize,kx:u8)->Option<u64>{if bf.len()!=n{return None;}let(mut cu,mut ht)=(0u64,
true);for(y,&da)in bf.iter().enumerate(){cu|=u64::from(da==kx)<<y;ht&=im(da);}ht.then_some(cu)}fn im(jl:u8)->bool{jl==b'*'||jl==b'.'}fn fs(bs:&[u8],at:usize)->Option<(
char,usize)>{let len=match bs[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let mt=bs.get(at..at+len)?;let bf=std::str::from_utf8(mt).ok
()?;bf.chars().next().map(|c|(c,len))}fn dh(bs:&[u8],bh:usize,at:usize)->usize{let mut y=1;let mut gm=bh;while gm<at{gm+=fs(bs,gm).map_or(1,|(_,len)|len);y+=1;}y}fn oa(bf
:&[u8])->String{const CD:usize=24;let bf=String::from_utf8_lossy(bf);if bf.chars().count()>CD{let pa:String=bf.chars().take(CD).collect();format!("{:?}...",pa)}else{
format!("{:?}",bf)}}}mod fu{use crate::g::af;use crate::g::Board;use crate::count::{bc,bl,Row};pub fn fi<E>(g:&Board,mx:usize,mn:&mut dyn FnMut(&[usize])->Result<(),E>,)
->Result<(),E>{struct CL<'a,E>{rows:Vec<Row>,ls:u64,na:bool,jy:Vec<usize>,ac:usize,mn:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>CL<'_,E>{fn bp(&mut self,et:(u64,
u64,u64))->Result<(),E>{let an=self.jy.len();if an==self.rows.len(){self.ac-=1;return(self.mn)(&self.jy);}let(z,v,o)=et;let mut u=!(z|v|o|self.rows[an].h);while u!=0&&
self.ac>0{let ay=u&u.wrapping_neg();u^=ay;let next=bc(self.rows[an].ef,ay,z,v,o);if self.na&&!self.oh(an+1,next){continue;}self.jy.push(ay.trailing_zeros()as usize);self.
bp(next)?;self.jy.pop();}Ok(())}fn oh(&self,an:usize,(z,v,o):(u64,u64,u64))->bool{let mut jb=0;for(dc,ag)in self.rows[an..].iter().enumerate(){let u=!(z|v<<dc|o>>dc|ag.h)
;if u==0{return false;}jb|=u;}let mv=self.ls&!z;jb&mv==mv}}if mx==0{return Ok(());}let mut li=CL{rows:bl(g),ls:af(g.n),na:!g.ge(),jy:Vec::with_capacity(g.n),ac:mx,mn};li.
bp((0,0,0))}}mod ny{use crate::g::{Board,B};use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};use std::sync::{Arc,Mutex,PoisonError};#[derive(Default)]pub struct
OnceCount(AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn ke(&self,count:u64){self.0.store(count.
wrapping_add(1),Ordering::Relaxed);}}pub struct O([OnceCount;B+1]);impl O{pub fn new()->O{O(std::array::from_fn(|_|OnceCount::default()))}pub fn get(&self,g:&Board)->
Option<u64>{match g.ge(){true=>self.0[g.n].get(),false=>None}}pub fn pb(&self,g:&Board,count:u64){if g.ge(){self.0[g.n].ke(count);}}}pub struct Once<T>{ga:AtomicBool,ct:
Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{ga:AtomicBool::new(false),ct:Mutex::new(None)}}pub fn get(&self)->Option<Arc<T>>{match self.ga.load(
Ordering::Acquire){true=>self.ct.lock().ok()?.clone(),false=>None}}pub fn js(&self,je:impl FnOnce()->T)->Arc<T>{let ga=self.get().unwrap_or_else(||Arc::new(je()));let mut
ct=self.ct.lock().unwrap_or_else(PoisonError::into_inner);self.ga.store(true,Ordering::Release);ct.get_or_insert(ga).clone()}}}mod cb{use crate::gd::Dialect;use std::io::
{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bj:Dialect,pub fu:usize,pub pm:usize,pub py:bool,pub dw:bool}pub struct Output<W:Write>{pub iz:W,pub
format:Format}impl<W:Write>Output<W>{pub fn bw(&mut self,ab:&[usize])->io::Result<()>{let ab:Vec<String> =ab.iter().map(|c|(c+1).to_string()).collect();writeln!(self.iz,
"{}",ab.join(" "))}pub fn count(&mut self,mk:usize,count:u64,ev:bool)->io::Result<()>{if self.format.bj==Dialect::BD{write!(self.iz,"Case {}: ",mk)?;}writeln!(self.iz,
"{}",count)?;if ev{self.iz.flush()?;}Ok(())}}pub fn dz(bc:&str,bq:&str){eprintln!("nqueens: error: {}: {}",bc,bq);}}mod ba{pub struct Random(pub u64);impl Random{pub fn
kd()->Random{Random(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn dy(&mut self,oi:usize)->usize
{(self.next()%oi as u64)as usize}}}mod cw{pub const AR:u64=9;pub const AL:usize=256;pub const BA:f64=32.0;pub const AV:usize=16;pub const U:f64=4.0;pub const AT:[u8;17]=[
50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const BN:f64=0.15;pub const AG:f64=0.3;pub const AQ:u64=16<<20;pub const AO:f64=0.25;pub const BO:f64=4.0;pub
const AH:f64=80.0;pub const BE:f64=1.5;#[allow(dead_code)]pub const X:f64=2.0;pub const AZ:u64=96<<20;pub const AF:usize=8;pub const DYNAMIC_CELLS_PER_FORBIDDEN:usize=8;
pub const Y:u32=4;pub const Z:usize=10;pub const BR:usize=64;pub const AJ:u64=2;pub const BZ:usize=4096;}mod el{use crate::g::Board;use crate::gd::C;use crate::cb::{self,
Output};use std::io::{self,Write};pub enum F{CH,BW,BG,BB(io::Error)}impl F{pub fn oe(self)->i32{match self{F::CH|F::BG=>0,F::BW=>1,F::BB(e)=>{eprintln!(
"nqueens: error: cannot write standard output: {}",e);1}}}}pub type CB<'a> =dyn Iterator<Item=Result<Board,C>>+'a;pub struct BI<W:Write>{pub cb:Output<W>,pub hs:usize}
impl<W:Write>BI<W>{pub fn lj(&mut self,dz:&C)->F{let bc=format!("line {}, column {}",dz.ap,dz.y);self.ox(&bc,&dz.bq)}pub fn ox(&mut self,bc:&str,bq:&str)->F{if let Err(e)
=self.cb.iz.flush(){return cj(e);}cb::dz(bc,bq);F::BW}pub fn nn(&mut self)->F{match self.cb.iz.flush(){Ok(())=>F::CH,Err(e)=>cj(e)}}}pub fn cj(dz:io::Error)->F{if dz.kind
()==io::ErrorKind::BrokenPipe{F::BG}else{F::BB(dz)}}}mod count{pub mod ji{use super::co::AD;use super::filter::{self,Filter};use super::cg::I;use super::{ca,aq,bl};use
crate::g::Board;use crate::ny::Once;use crate::cw::{AO,AV,U};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};use std::sync::Arc;pub enum R{CC{count:u64,
by:By},I{cg:I,bi:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CI,AW,BQ,Filter,CM}pub struct BJ{ii:[Once<Filter>;filter::B+1],jj:[AtomicBool;filter::B+1],fz:
[AtomicU32;filter::B+1],fd:[AtomicU32;filter::B+1],de:[AtomicU64;filter::B+1],hg:AD}impl BJ{pub fn new(hg:AD)->BJ{BJ{ii:std::array::from_fn(|_|Once::new()),jj:std::array
::from_fn(|_|AtomicBool::new(false)),fz:std::array::from_fn(|_|AtomicU32::new(0)),fd:std::array::from_fn(|_|AtomicU32::new(0)),de:std::array::from_fn(|_|AtomicU64::new(0)
),hg}}pub fn gh(&self,cn:&[u32]){for(fz,&count)in self.fz.iter().zip(cn){fz.store(count,Ordering::Relaxed);}}pub fn count(&self,g:&Board)->R{let n=g.n;if g.ge(){return ev
(self.hg.fl(n));}if let Some(fd)=self.fd.get(n){fd.fetch_add(1,Ordering::Relaxed);}let gj=lf(n);if let Some(filter)=self.filter(n){return self.pe(&filter,g,gj);}let mut
ac=gj as u64;let gl=match gn(g,&mut ac){Ok((count,by))=>{self.me(g,gj-ac as f64,0.0);return hf(count,by);}Err(gl)=>gl};let ft=|bi:f64|self.jz(g,gj,bi);let(cg,bi)=self.hg.
cg(g,gl,&ft);if let Some(filter)=self.me(g,gj,bi){return hf(filter.count(g),By::Filter);}ev((cg,bi))}fn pe(&self,filter:&Filter,g:&Board,gj:f64)->R{let gg=filter.jd(g);
let mut ac=(gg*AO).min(gj)as u64;if let Ok((count,by))=gn(g,&mut ac){return hf(count,by);}hf(filter.count(g),By::Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{
self.ii.get(n)?.get()}fn me(&self,g:&Board,jh:f64,dx:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::B||!self.jz(g,jh,dx){if let Some(de)=self.de.get(n){de.fetch_add((jh
+dx)as u64,Ordering::Relaxed);}return None;}if self.jj[n].swap(true,Ordering::Relaxed){return None;}let filter=self.ii[n].js(||Filter::new(n));(dx>0.0).then_some(filter)}
fn jz(&self,g:&Board,jh:f64,dx:f64)->bool{let n=g.n;if n>filter::B{return false;}let de=self.de[n].load(Ordering::Relaxed)as f64+jh+dx;let fd=self.fd[n].load(Ordering::
Relaxed).max(1);let hh=match self.fz[n].load(Ordering::Relaxed){0=>fd,fz=>fz.saturating_sub(fd)};let(fd,hh)=(f64::from(fd),f64::from(hh));let fm=dx+de/fd*hh;let je=Filter
::ks(n);let mf=if dx>0.0{1.0}else{0.0};let lq=Filter::la(g)*(1.0+AO);fm>je&&fm>je+lq*(hh+mf)}}pub fn hf(count:u64,by:By)->R{R::CC{count,by}}fn ev((cg,bi):(I,f64))->R{R::I
{cg,bi:Some(bi)}}pub fn lf(n:usize)->f64{use crate::cw::{AL,BA};U*(AL*n)as f64*BA}fn gn(g:&Board,ah:&mut u64,)->Result<(u64,By),Option<aq::AB>>{let rows=bl(g);let lh=(AV*
g.n)as u64;if*ah<=lh*(1+U as u64){let count=ca(&rows,ah).ok_or(None)?;return Ok((count,By::CI));}let mut ac=lh;if let Some(count)=ca(&rows,&mut ac){*ah-=lh-ac;return Ok((
count,By::CI));}*ah-=lh;if aq::jz(g){let fc=aq::L::new(g);let count=fc.jn(ah).map_err(Some)?;Ok((count,By::AW))}else{let count=super::bz(&rows,ah).ok_or(None)?;Ok((count,
By::BQ))}}}mod co{use super::bm::{go,BK,Jobs,J};use super::cq::Meet;use super::cg::I;use super::{aq,hz,bl};use crate::g::Board;use crate::cw::X;#[derive(Default)]pub
struct AD;impl AD{pub fn fl(&self,n:usize)->(I,f64){(go(n).into(),0.0)}pub fn cg(&self,g:&Board,be:Option<aq::AB>,ft:&dyn Fn(f64)->bool,)->(I,f64){let bi=hz::dw(g);let(cg
,fm):(I,f64)=if aq::jz(g){let fc=aq::L::new(g);let cg=match be{Some(be)=>Jobs::ng(fc,be),None=>{let al=fc.al();Jobs::new(fc,vec![(al,1)])}};(cg.into(),bi/X)}else{let rows
=vec![bl(g)];(J::cg(BK::BQ,rows,vec![1]).into(),bi)};match Meet::fh(g).filter(|&cq|cq<fm){Some(cq)if!ft(cq)=>(Meet::new(g).into(),cq),Some(cq)=>(cg,cq),None=>(cg,bi)}}}}
mod aq{use super::gf::{gf,er};use super::hz::en;use super::Row;use super::{cz,dm,bz,ea,fp};use crate::g::{af,Board,H,Line};use crate::ba::Random;use crate::cw::{
DYNAMIC_CELLS_PER_FORBIDDEN,AR,Y,Z};pub struct L{n:usize,bd:[u64;64],dk:[u64;64]}#[derive(Clone,Copy)]pub struct Partial{j:u64,aj:u64,df:u128,ax:u128,bv:u128}impl Partial
{pub fn j(&self)->usize{self.j.count_ones()as usize}}pub enum A{AS,S,AK(Line,u64)}pub fn jz(g:&Board)->bool{let n=g.n;g.dp()*DYNAMIC_CELLS_PER_FORBIDDEN>n*n}impl L{pub fn
new(g:&Board)->L{let n=g.n;let all=af(n);let mut bd=[0u64;64];let mut dk=[0u64;64];for(r,&ag)in g.h.iter().enumerate(){bd[r]=!ag&all;for(c,rows)in dk.iter_mut().enumerate
().take(n){*rows|=(bd[r]>>c&1)<<r;}}L{n,bd,dk}}pub fn al(&self)->Partial{Partial{j:af(self.n),aj:af(self.n),df:0,ax:0,bv:0}}fn ep(&self,p:&Partial,ap:Line)->u64{let m=
self.n-1;match ap{Line::Row(r)=>{let df=(p.df>>r)as u64;let bv=(p.bv>>(m-r))as u64;self.bd[r&63]&p.aj&!df&!bv}Line::V(c)=>{let df=(p.df>>c)as u64;let ax=(p.ax>>(m-c))as
u64;self.dk[c&63]&p.j&!df&!ax}}}pub fn jm(&self,p:&Partial,mc:bool)->A{let ab=if mc{0}else{p.aj};dd(p.j,ab,|ap|self.ep(p,ap))}pub fn bc(&self,p:&Partial,(r,c):H)->Partial
{Partial{j:p.j&!(1u64<<r),aj:p.aj&!(1u64<<c),df:p.df|1u128<<(r+c),ax:p.ax|1u128<<(r+self.n-1-c),bv:p.bv|1u128<<(c+self.n-1-r)}}fn is(&self,p:&Partial)->Vec<Row>{ea(p.j,|r
|!self.ep(p,Line::Row(r)))}fn cf(&self,p:&Partial)->Lines{let mut cf=Lines{j:p.j,aj:p.aj,bo:[0;64],db:[0;64]};for r in cz(p.j){cf.bo[r]=self.ep(p,Line::Row(r));}for c in
cz(p.aj){cf.db[c]=self.ep(p,Line::V(c));}cf}pub fn fh(&self,ej:usize,lv:f64)->f64{let cs=|_:&mut Random|(Some(self.al()),1.0);gf(ej,&mut Random::kd(),cs,|ip,ba|{let p=ip.
as_ref()?;match self.jm(p,false){A::AK(_,u)if ix(u,p.j)=>{let kz=en(1,&self.is(p),ba);Some((1,None,kz))}A::AK(ap,u)=>{let at=er(u,ba).trailing_zeros()as usize;Some((u.
count_ones(),Some(self.bc(p,ap.da(at))),lv,))}A::AS|A::S=>None}})}pub fn count(&self,p:Partial)->u64{self.fg::<false>(p,&mut 0,&mut Vec::new())}pub fn jn(&self,ah:&mut
u64)->Result<u64,AB>{let mut ac=Vec::new();let ck=self.fg::<true>(self.al(),ah,&mut ac);match*ah{0=>Err(AB{ck,ac}),_=>Ok(ck)}}fn fg<const G:bool>(&self,p:Partial,ah:&mut
u64,ac:&mut Vec<Partial>,)->u64{let cf=self.cf(&p);let co=cf.jm();let mut gk=vec![cf;p.j()+1];match self.n<=32{true=>self.fr::<u64,G>(&mut gk,co,1,ah,ac),false=>self.fr::
<u128,G>(&mut gk,co,1,ah,ac)}}fn fr<D:M,const G:bool>(&self,gk:&mut[Lines],co:A,bn:u32,ah:&mut u64,ac:&mut Vec<Partial>,)->u64{if G&&!fp(ah,AR*u64::from(bn)){ac.push(self
.al());return 0;}let(ik,dy)=gk.split_first_mut().expect("a level to count");match co{A::AS=>0,A::S=>1,A::AK(_,u)if ix(u,ik.j)=>{let rows=ea(ik.j,|r|!ik.bo[r&63]);if!G{
return dm(&rows,0,0,0,0);}bz(&rows,ah).unwrap_or_else(||{ac.push(self.al());0})}A::AK(ap,mut u)=>{let mut av=0;while u!=0{let dr=ap.da(u.trailing_zeros()as usize);u&=u-1;
let co=dy[0].lc::<D>(ik,dr,self.n-1);let bn=match G{true=>(ik.j^dy[0].j).count_ones(),false=>0};av+=self.fr::<D,G>(dy,co,bn,ah,ac);if G&&*ah==0{for dr in dy[0].kc(ik){for
p in ac.iter_mut(){*p=self.bc(p,dr);}}let al=self.al();ac.extend(cz(u).map(|at|self.bc(&al,ap.da(at))));return av;}}av}}}}pub struct AB{pub ck:u64,pub ac:Vec<Partial>}mod
cf{use super::{dn,he,dd,A};use crate::g::{H,Line};use crate::count::cz;use crate::cw::Z;use std::ops::{BitAnd,BitOr};#[derive(Clone)]pub struct Lines{pub j:u64,pub aj:u64
,pub bo:[u64;64],pub db:[u64;64]}impl Lines{pub fn jm(&self)->A{dd(self.j,self.aj,|ap|self.u(ap))}fn u(&self,ap:Line)->u64{match ap{Line::Row(r)=>self.bo[r&63],Line::V(c)
=>self.db[c&63]}}pub fn lc<D:M>(&mut self,ei:&Lines,dr:H,ak:usize)->A{self.j=ei.j;self.aj=ei.aj;let mut aa=Queens::<D>::default();aa.nj(dr,ak);self.bo[dr.0&63]=1<<dr.1;
let mut jx=self.jx(Some(ei),&aa,ak);loop{let(ar,ai)=match jx{BC::AS=>return A::AS,BC::S=>return A::S,BC::BY(rows,ab)=>(rows,ab)};if ar|ai==0{break;}aa=match self.jc(ar,ai
,ak){Some(aa)=>aa,None=>return A::AS};jx=self.jx(None,&aa,ak);}let kw=self.j.count_ones()as usize>Z;dn(self.j,self.aj,|ap|self.u(ap),kw,)}#[inline(always)]fn jx<D:M>(&mut
self,from:Option<&Lines>,aa:&Queens<D>,ak:usize,)->BC{self.j&=!aa.rows;self.aj&=!aa.ab;if self.j==0{return BC::S;}let(mut rows,mut ab)=(self.j,self.aj);let(mut ar,mut ai)
=(0u64,0u64);while rows!=0{let(ag,y)=(rows.trailing_zeros()as usize,ab.trailing_zeros()as usize,);rows&=rows-1;ab&=ab-1;let(ek,cp)=match from{Some(ei)=>(ei.bo[ag&63],ei.
db[y&63]),None=>(self.bo[ag&63],self.db[y&63])};let ek=ek&!aa.nx(ag,ak);let cp=cp&!aa.lx(y,ak);self.bo[ag&63]=ek;self.db[y&63]=cp;if(ek==0)|(cp==0){return BC::AS;}ar|=u64
::from(he(ek))<<ag;ai|=u64::from(he(cp))<<y;}BC::BY(ar,ai)}fn jc<D:M>(&mut self,ar:u64,ai:u64,ak:usize,)->Option<Queens<D>>{let mut aa=Queens::default();for ag in cz(ar){
let y=self.bo[ag&63].trailing_zeros()as usize;aa.nj((ag,y),ak).then_some(()).or_else(kn)?;}for y in cz(ai&!aa.ab){let ag=self.db[y&63].trailing_zeros()as usize;aa.nj((ag,
y),ak).then_some(()).or_else(kn)?;self.bo[ag&63]=1<<y;}Some(aa)}pub fn kc<'a>(&'a self,ei:&Lines)->impl Iterator<Item=H>+'a{let rows=ei.j&!self.j;cz(rows).map(move|ag|(ag
,self.bo[ag&63].trailing_zeros()as usize))}}fn kn()->Option<()>{None}enum BC{AS,S,BY(u64,u64)}#[derive(Clone,Copy,Default)]struct Queens<D>{rows:u64,ab:u64,df:D,ax:D,bv:D
}impl<D:M>Queens<D>{fn nj(&mut self,(r,c):H,ak:usize)->bool{let(sum,hw)=(D::ay(r+c),D::ay(r+ak-c));let kt=(self.rows>>r|self.ab>>c)&1!=0||self.df&sum!=D::default()||self.
ax&hw!=D::default();self.rows|=1<<r;self.ab|=1<<c;self.df=self.df|sum;self.ax=self.ax|hw;self.bv=self.bv|D::ay(c+ak-r);!kt}fn nx(&self,ag:usize,ak:usize)->u64{self.ab|
self.df.ew(ag)|self.bv.ew(ak-ag)}fn lx(&self,y:usize,ak:usize)->u64{self.rows|self.df.ew(y)|self.ax.ew(ak-y)}}pub trait M:Copy+Default+PartialEq+BitAnd<Output=Self>+BitOr
<Output=Self>{fn ay(at:usize)->Self;fn ew(self,by:usize)->u64;}impl M for u64{fn ay(at:usize)->u64{1<<at}fn ew(self,by:usize)->u64{self>>by}}impl M for u128{fn ay(at:
usize)->u128{1<<at}fn ew(self,by:usize)->u64{(self>>by)as u64}}}use self::cf::{M,Lines};fn he(ao:u64)->bool{ao&(ao-1)==0}fn jq(ar:u64,ai:u64,u:impl Fn(Line)->u64,)->
Option<A>{let ap=if ar!=0{Line::Row(ar.trailing_zeros()as usize)}else if ai!=0{Line::V(ai.trailing_zeros()as usize)}else{return None;};Some(A::AK(ap,u(ap)))}fn dg(ao:u64)
->u32{let og=ao&(ao-1);let lg=og&og.wrapping_sub(1);let oy=lg&lg.wrapping_sub(1);1+u32::from(og!=0)+u32::from(lg!=0)+u32::from(oy!=0)}#[inline(always)]fn dn(j:u64,aj:u64,
u:impl Fn(Line)->u64,kw:bool,)->A{let cf=||{cz(j).map(Line::Row).chain(cz(aj).map(Line::V))};let mut ee=(u32::MAX,Line::Row(0),0);for ap in cf(){let ao=u(ap);let ie=dg(ao
);if ie<ee.0{ee=(ie,ap,ao);if ie==2{break;}}}if ee.0>=Y&&kw{ee.0=u32::MAX;for ap in cf(){let ao=u(ap);if ao.count_ones()<ee.0{ee=(ao.count_ones(),ap,ao);}}}A::AK(ee.1,ee.
2)}fn dd(j:u64,aj:u64,u:impl Fn(Line)->u64)->A{if j==0{return A::S;}let(mut ar,mut ai)=(0u64,0u64);for(cf,np,ap)in[(j,&mut ar,Line::Row as fn(usize)->Line),(aj,&mut ai,
Line::V)]{for at in cz(cf){let ao=u(ap(at));if ao==0{return A::AS;}*np|=u64::from(he(ao))<<at;}}match jq(ar,ai,&u){Some(co)=>co,None=>dn(j,aj,u,true)}}fn ix(u:u64,j:u64)
->bool{dg(u)>=Y&&j.count_ones()as usize<=Z}}mod nm{use super::Row;use crate::cw::{BR,AJ};struct AC{u:u64,z:u64,v:u64,o:u64,am:u64,len:usize,ij:[u64;64],ih:[u64;64],io:[
u64;64],hp:[u64;64],hn:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct AX{bn:u64,gu:[u64;64],ce:u64}pub fn cr(ag:u64)->u64{60-4*ag}#[inline(always)]fn fy(cu:u64,ps:u64,no
:u64)->u64{ps&cu|no&!cu}impl AC{fn new()->AC{AC{u:0,z:0,v:0,o:0,am:0,len:usize::MAX,ij:[0;64],ih:[0;64],io:[0;64],hp:[0;64],hn:[0;64]}}fn al(&mut self,cs:Root){(self.u,
self.z,self.v,self.o,self.am,)=cs;self.len=0;}fn ho(&self)->bool{self.len==usize::MAX}#[inline(always)]fn mu<const Q:bool>(&mut self,h:&[u64;128],em:&[u64;64],ak:u64,)->
u64{self.gy::<Q,false>(h,em,ak,None)}#[inline(always)]fn gy<const Q:bool,const CR:bool>(&mut self,h:&[u64;128],em:&[u64;64],ak:u64,bk:Option<&mut AX>,)->u64{let(u,z,am)=(
self.u,self.z,self.am);let(ac,az)=(self.v,self.o);let ay=u&u.wrapping_neg();let it=u^ay;let ef=if Q{1}else{em[(am&63)as usize]};let(eg,eh,dq)=super::bc(ef as u32,ay,z,ac,
az);let bu=!(eg|eh|dq|h[((am+1)&127)as usize]);let bp=((bu|bu.wrapping_neg())as i64>>63)as u64;let ph=usize::from(it!=0);let gw=self.len&63;self.ij[gw]=it;self.ih[gw]=z;
self.io[gw]=ac;self.hp[gw]=az;self.hn[gw]=am;let bb=(self.len+ph).wrapping_sub(1);let t=bb&63;if let(true,Some(bk))=(CR,bk){let bn=bk.bn;bk.ce=bn|u64::from(ay.
trailing_zeros())<<cr(am&15);bk.gu[gw]=bn;bk.bn=fy(bp,bk.ce,bk.gu[t]);}self.u=fy(bp,bu,self.ij[t]);self.z=fy(bp,eg,self.ih[t]);self.v=fy(bp,eh,self.io[t]);self.o=fy(bp,dq
,self.hp[t]);self.am=fy(bp,am+1,self.hn[t]);self.len=bb.wrapping_add((bp&1)as usize);u64::from(am==ak)}}fn gx(ch:usize,am:usize,ak:u64)->bool{BR>ch&&am as u64+AJ<ak}pub
fn dm(rows:&[Row],an:usize,z:u64,v:u64,o:u64)->u64{let count=li::<false>(rows,an,(z,v,o),&mut 0);count.expect("an unbounded walk ends")}pub fn bz(rows:&[Row],ah:&mut u64)
->Option<u64>{li::<true>(rows,0,(0,0,0),ah)}pub fn iy(rows:&[Row],fa:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,ag)in rows.iter().enumerate(){h[i]=ag.h;}let ak=rows.
len()as u64-1;let mut ch:Vec<(Root,u64)> =vec![((!h[0],0,0,0,0),0)];let mut am=0;while gx(ch.len(),am,ak){let mut next=Vec::new();for&((mut u,z,ac,az,_),bn)in&ch{while u
!=0{let ay=u&u.wrapping_neg();u^=ay;let(z,ac,az)=super::bc(rows[am].ef,ay,z,ac,az);let bu=!(z|ac|az|h[am+1]);let y=u64::from(ay.trailing_zeros());let cs=(bu,z,ac,az,am as
u64+1);next.push((cs,bn|y<<cr(am as u64)));}}ch=next;am+=1;}let mut ds=ch.into_iter().filter(|((u,..),_)|*u!=0);#[inline(never)]fn al(ds:&mut impl Iterator<Item=(Root,u64
)>,ki:&mut AC,bk:&mut AX,)->bool{match ds.next(){Some((cs,bn))=>{ki.al(cs);bk.bn=bn;true}None=>false}}let hj=||AX{bn:0,gu:[0;64],ce:0};let(mut a,mut b)=(AC::new(),AC::new
());let(mut ec,mut fe)=(hj(),hj());if!al(&mut ds,&mut a,&mut ec){return;}if al(&mut ds,&mut b,&mut fe){loop{gs(&mut a,&mut ec,&h,ak,fa);gs(&mut b,&mut fe,&h,ak,fa);if a.
ho()&&!al(&mut ds,&mut a,&mut ec){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut ec,&mut fe);break;}if b.ho()&&!al(&mut ds,&mut b,&mut fe){break;}}}while!a.ho(){gs(&
mut a,&mut ec,&h,ak,fa);}}#[inline(always)]fn gs(ki:&mut AC,bk:&mut AX,h:&[u64;128],ak:u64,fa:&mut Vec<u64>,){const CQ:[u64;64]=[1;64];let ll=ki.gy::<true,true>(h,&CQ,ak,
Some(bk));if ll==1{fa.push(bk.ce);}}fn li<const G:bool>(rows:&[Row],an:usize,(z,v,o):(u64,u64,u64),ah:&mut u64,)->Option<u64>{if an>=rows.len(){return Some(1);}let u=!(z|
v|o|rows[an].h);let ak=rows.len()as u64-1;if an as u64==ak{return Some(u64::from(u.count_ones()));}let mut h=[u64::MAX;128];let mut em=[0u64;64];for(i,ag)in rows.iter().
enumerate(){h[i]=ag.h;em[i]=u64::from(ag.ef);}let mut ch:Vec<Root> =Vec::new();if u!=0{ch.push((u,z,v,o,an as u64));}let mut am=an;while gx(ch.len(),am,ak){let mut next=
Vec::new();for&(mut f,c,l,r,_)in&ch{while f!=0{let ay=f&f.wrapping_neg();f^=ay;let(nc,nl,nr)=super::bc(rows[am].ef,ay,c,l,r);let nf=!(nc|nl|nr|h[am+1]);if nf!=0{next.push
((nf,nc,nl,nr,am as u64+1));}}}ch=next;am+=1;}if em[..rows.len()].iter().all(|&ef|ef==1){kh::<true,G>(ch,&h,&em,ak,ah)}else{kh::<false,G>(ch,&h,&em,ak,ah)}}fn kh<const Q:
bool,const G:bool>(ch:Vec<Root>,h:&[u64;128],em:&[u64;64],ak:u64,ah:&mut u64,)->Option<u64>{let mut fp=|bi:u64|!G||super::fp(ah,bi);let mut ds=ch.into_iter();let mut a=AC
::new();let mut b=AC::new();let mut av=0u64;match ds.next(){Some(cs)=>a.al(cs),None=>return Some(0)}if let Some(cs)=ds.next(){b.al(cs);}if!b.ho(){loop{if!fp(2){return
None;}av+=a.mu::<Q>(h,em,ak);av+=b.mu::<Q>(h,em,ak);if a.ho(){match ds.next(){Some(cs)=>a.al(cs),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.ho(){match ds.next(){
Some(cs)=>b.al(cs),None=>break}}}}while!a.ho(){if!fp(1){return None;}av+=a.mu::<Q>(h,em,ak);}Some(av)}}pub mod filter{use super::nm::{iy,cr};use super::{bl,x};use crate::
g::{af,dj,Board};use crate::cw::{AT,AQ,BN,AG};pub const B:usize=16;const AI:[u64;B+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct P{n:
usize,au:usize,fk:Vec<u32>,ao:Vec<u64>,es:usize}fn il(n:usize,di:&[AM])->usize{let pf=|rows:usize|{let fx=|s:&AM|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+di.windows
(2).filter(|w|fx(&w[0])!=fx(&w[1])).count()};(1..n).take_while(|&rows|pf(rows)*8*64<=di.len()).count()}type AM=u64;fn dh(bw:AM,ag:usize)->usize{(bw>>cr(ag as u64)&15)as
usize}impl P{fn new(n:usize,di:&[AM],au:Option<usize>)->P{let au=au.unwrap_or_else(||il(n,di)).min(n);let dy=n-au;let ka=n.pow(au as u32);let mut fk=vec![0u32;ka+1];let
es=(di.len()+63)/64;let mut ao=vec![0u64;es*dy*n];for(i,&bw)in di.iter().enumerate(){let fx=(0..au).fold(0,|p,r|p*n+dh(bw,r));fk[fx+1]+=1;for r in au..n{let da=(r-au)*n+
dh(bw,r);ao[da*es+i/64]|=1<<(i%64);}}for p in 0..ka{fk[p+1]+=fk[p];}P{n,au,fk,ao,es}}fn count(&self,h:&[u64])->u64{let(n,bb)=(self.n,self.au);let mut cl=[0usize;B*B];let
mut len=0;for(r,&ag)in h.iter().enumerate().skip(bb){let mut ao=ag;while ao!=0{cl[len]=((r-bb)*n+ao.trailing_zeros()as usize)*self.es;len+=1;ao&=ao-1;}}let mut bd=[0u64;B
];for(bd,&ag)in bd.iter_mut().zip(&h[..bb]){*bd=!ag&af(n);}if bb==0{return match self.fk[1]{0=>0,hi=>self.iv(0,hi as usize,&cl[..len])};}self.hv(&bd[..bb],0,&cl[..len])}
fn hv(&self,bd:&[u64],fx:usize,cl:&[usize])->u64{let j=bd.len();let cy=self.n.pow(j as u32-1);let mut av=0;let mut ab=bd[0];while ab!=0{let p=fx*self.n+ab.trailing_zeros(
)as usize;ab&=ab-1;let(lo,hi)=(self.fk[p*cy]as usize,self.fk[(p+1)*cy]as usize,);if lo==hi{continue;}av+=if j==1{self.iv(lo,hi,cl)}else{self.hv(&bd[1..],p,cl)};}av}fn iv(
&self,lo:usize,hi:usize,cl:&[usize])->u64{let mut av=0;for w in lo/64..=(hi-1)/64{let mut hq=u64::MAX;if w==lo/64{hq&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hq&=u64::MAX>>(63
-(hi-1)%64);}let mut nb=cl.chunks_exact(4);for pd in&mut nb{let ao=|k:usize|self.ao[pd[k]+w];hq&=!(ao(0)|ao(1)|ao(2)|ao(3));if hq==0{break;}}if hq!=0{for&at in nb.
remainder(){hq&=!self.ao[at+w];}}av+=u64::from(hq.count_ones());}av}}pub struct Filter{ci:P,cm:P,gg:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::ga(n,None,
None)}fn ga(n:usize,au:Option<usize>,jt:Option<bool>)->Filter{let mut ci=Vec::new();let mut cm=Vec::new();for ff in x::du(n){let be=cm.len();let fa=if ff.cc==8{&mut ci}
else{&mut cm};iy(&bl(&ff.g),fa);let ce=cm.len()-be;for i in be..be+ce{for x in 1..8{cm.push(cx(n,cm[i],x));}}}if jt.unwrap_or(ci.len()/64<n*n){for bw in ci.drain(..){cm.
extend((0..8).map(|x|cx(n,bw,x)));}}ci.sort_unstable();cm.sort_unstable();cm.dedup();Filter{ci:P::new(n,&ci,au),cm:P::new(n,&cm,au),gg:(0..=n*n).map(|h|my(n,h)).collect()
}}pub fn jv(n:usize)->u64{let ci=AI[n]/8+1;ci*(n*n)as u64/8+ci*8}pub fn ks(n:usize)->f64{AI[n]as f64*f64::from(AT[n])}pub fn la(g:&Board)->f64{my(g.n,g.dp())}pub fn jd(&
self,g:&Board)->f64{self.gg[g.dp()]}pub fn count(&self,g:&Board)->u64{let mut av=self.cm.count(&g.h);if self.ci.es>0{for x in 0..8{av+=self.ci.count(&g.eb(x).h);}}av}}fn
my(n:usize,h:usize)->f64{let le=h as f64/(n*n)as f64;let es=AI[n]as f64/64.0;let ia=((es/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ia=ia.min(n as i32);let
mut gi=1.0;let mut ac=1.0;for _ in 0..ia{gi+=ac*le*n as f64;ac*=1.0-le;}let dy=le*(n*(n-ia as usize))as f64;let pc=1.0-1.0/n as f64;let mut jw=1.0;for _ in 0..dy as usize
{let mut hl=1.0-jw;for _ in 0..6{hl*=hl;}gi+=ac*(1.0-hl);jw*=pc;}es*gi*nh(n)}fn nh(n:usize)->f64{match Filter::jv(n)>AQ{true=>AG,false=>BN}}fn cx(n:usize,bw:AM,x:usize)->
AM{(0..n).fold(0,|cx,r|{let(ag,y)=dj(n,x,(r,dh(bw,r)));cx|(y as u64)<<cr(ag as u64)})}}mod bm{use super::{dm,gb,aq,cq,x,Row};use crate::cw::AF;pub trait Tree{type Start:
Copy;fn count(&self,al:Self::Start)->u64;}pub struct Jobs<T:Tree>{pub(super)gz:Box<T>,pub bm:Vec<(T::Start,u64)>,pub(super)ck:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub
enum BK{CO,BQ}pub struct J{pub core:BK,pub eo:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct AE{pub(super)ke:usize,pub(super)an:usize,pub(super)z:u64,pub(super)v:u64,pub(
super)o:u64}impl J{pub fn cg(core:BK,eo:Vec<Vec<Row>>,iu:Vec<u64>)->Jobs<J>{let bm=(iu.into_iter().enumerate()).map(|(ke,cc)|(AE::of(ke),cc)).collect();Jobs::new(J{core,
eo},bm)}}impl AE{pub(super)fn of(ke:usize)->AE{AE{ke,an:0,z:0,v:0,o:0}}}impl Tree for J{type Start=AE;fn count(&self,at:AE)->u64{let rows=&self.eo[at.ke];if self.core==BK
::BQ&&rows.len()-at.an>AF{dm(rows,at.an,at.z,at.v,at.o)}else{gb(rows,at.an,at.z,at.v,at.o)}}}impl Tree for aq::L{type Start=aq::Partial;fn count(&self,ne:aq::Partial)->
u64{aq::L::count(self,ne)}}impl Tree for cq::Meet{type Start=u32;fn count(&self,ko:u32)->u64{self.lm(ko)}}impl<T:Tree>Jobs<T>{pub fn new(gz:T,bm:Vec<(T::Start,u64)>)->
Jobs<T>{Jobs{gz:Box::new(gz),bm,ck:0}}pub(super)fn mm(&self,i:usize)->u64{let(al,cc)=self.bm[i];cc*self.gz.count(al)}pub fn ed(&self)->u64{self.ck+(0..self.bm.len()).map(
|i|self.mm(i)).sum::<u64>()}}impl Jobs<aq::L>{pub fn ng(fc:aq::L,be:aq::AB)->Jobs<aq::L>{Jobs{gz:Box::new(fc),bm:be.ac.into_iter().map(|al|(al,1)).collect(),ck:be.ck}}}
pub fn go(n:usize)->Jobs<J>{let(ms,iu)=x::ig(n);J::cg(BK::BQ,ms,iu)}}mod gf{use crate::ba::Random;pub fn gf<N>(ej:usize,ba:&mut Random,mut cs:impl FnMut(&mut Random)->(N,
f64),mut bp:impl FnMut(&N,&mut Random)->Option<(u32,N,f64)>,)->f64{let mut av=0.0;for _ in 0..ej{let(mut ip,mut mz)=cs(ba);while let Some((ml,oj,ow))=bp(&ip,ba){mz*=f64::
from(ml);av+=mz*ow;ip=oj;}}av/ej as f64}pub fn er(u:u64,ba:&mut Random)->u64{let mut lb=u;for _ in 0..ba.dy(u.count_ones()as usize){lb&=lb-1;}lb&lb.wrapping_neg()}}pub
mod cq{use super::hz::bx;use super::{cz,bc,bl,Row};use crate::g::{af,Board};use crate::ba::Random;use crate::cw::{BE,AH,BO,AZ,AL};pub const B:usize=16;const BZ:u32=64;
struct BL{be:Vec<u32>,bt:Vec<u32>}pub struct Meet{n:usize,bb:BL,aw:BL}impl Meet{pub fn new(g:&Board)->Meet{let n=g.n;let rows=bl(g);let mut fq=vec![0;n*n];for(da,bt)in fq
.iter_mut().enumerate(){*bt=jo(n,da/n,da%n);}let nq=|from:usize,to:usize|BL::new(&rows,&fq,from,to);Meet{n,bb:nq(0,n/2),aw:nq(n/2,n)}}pub fn kg(&self)->Vec<(u32,u64)>{(0
..BZ.min(1<<self.n)).map(|ko|(ko,1)).collect()}pub fn fh(g:&Board)->Option<f64>{if g.n>B{return None;}let(bb,aw)=ns(g);if jv(g.n,bb,aw)>AZ as f64{return None;}Some(bi(g.n
,bb,aw))}}fn jv(n:usize,bb:f64,aw:f64)->f64{let cl=2.0*(f64::from(1u32<<n)+1.0);(bb+aw+cl)*std::mem::size_of::<u32>()as f64}fn bi(n:usize,bb:f64,aw:f64)->f64{let eo=kk(n)
;let fw=bb/64.0+bb.min(eo);let nu=aw*(bb/eo/64.0+1.0);BO*(bb+aw)+AH*fw+BE*nu}impl BL{fn new(rows:&[Row],fq:&[u64],from:usize,to:usize)->BL{let n=rows.len();let mut be=vec
![0u32;(1<<n)+1];dv(rows,fq,to,from,(0,0,0),0,&mut|z,_|{be[z as usize+1]+=1;});for c in 0..1<<n{be[c+1]+=be[c];}let mut bt=vec![0;be[1<<n]as usize];let mut next=be.clone(
);dv(rows,fq,to,from,(0,0,0),0,&mut|z,ha|{bt[next[z as usize]as usize]=ha as u32;next[z as usize]+=1;});BL{be,bt}}fn on(&self,z:usize)->&[u32]{&self.bt[self.be[z]as usize
..self.be[z+1]as usize]}}impl Meet{pub fn lm(&self,ko:u32)->u64{let eo=1usize<<self.n;let bm=BZ.min(eo as u32)as usize;let op=ko as usize*eo/bm..(ko as usize+1)*eo/bm;let
oz=af(self.n)as usize;let mut av=0;let mut fw:Vec<BT> =Vec::new();for z in op{let(bb,aw)=(self.bb.on(z),self.aw.on(oz^z));if bb.is_empty()||aw.is_empty(){continue;}fw.
clear();fw.extend(bb.chunks(64).map(mj));for&ha in aw{let kt=|hc:&BT|{let on=|hd:usize|hc[hd][(ha>>(5*hd))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};av+=fw.
iter().map(|hc|u64::from(kt(hc).count_zeros())).sum::<u64>();}av-=aw.len()as u64*(fw.len()*64-bb.len())as u64;}av}}type BT=[[u64;32];6];fn mj(eq:&[u32])->BT{let mut on=[
0u64;32];for(gw,&ha)in eq.iter().enumerate(){for ex in cz(ha.into()){on[ex&31]|=1<<gw;}}let mut hc=[[0;32];6];for(hd,kq)in hc.iter_mut().enumerate(){for ib in 1..32usize{
let lt=ib&(ib-1);let ex=5*hd+(ib^lt).trailing_zeros()as usize;kq[ib]=kq[lt]|on[ex&31];}}hc}fn dv(rows:&[Row],fq:&[u64],lp:usize,ag:usize,(z,ac,az):(u64,u64,u64),bt:u64,mo
:&mut impl FnMut(u64,u64),){if ag==lp{return mo(z,bt);}let mut u=!(z|ac|az|rows[ag].h);while u!=0{let ay=u&u.wrapping_neg();u^=ay;let ha=bt|fq[ag*rows.len()+ay.
trailing_zeros()as usize];if ag+1==lp{mo(z|ay,ha);}else{let et=bc(rows[ag].ef,ay,z,ac,az);dv(rows,fq,lp,ag+1,et,ha,mo);}}}fn jo(n:usize,ag:usize,y:usize)->u64{let bb=n/2;
let ay=|ex:usize|match ex.checked_sub(bb){Some(at)if at<n-1=>1<<at,_=>0};ay(ag+y)|ay(ag+n-1-y)<<(n-1)}fn ns(g:&Board)->(f64,f64){let rows=bl(g);let bb=g.n/2;(eq(&rows[..
bb]),eq(&rows[bb..]))}fn eq(rows:&[Row])->f64{let ak=|an:usize|f64::from(u8::from(an+1==rows.len()));bx(AL,rows,&mut Random::kd(),ak)}fn kk(n:usize)->f64{(0..n/2).fold(
1.0,|eo,i|eo*(n-i)as f64/(i+1)as f64)}}mod hz{use super::gf::{gf,er};use super::{bc,bl,Row};use crate::g::Board;use crate::ba::Random;use crate::cw::AL;pub fn id(g:&Board
)->Board{gq(g).0}pub fn gq(g:&Board)->(Board,f64){let ky=fj(g);let mut id=(ky,0);for x in 1..8{let dw=fj(&g.eb(x));if dw<id.0{id=(dw,x);}}if id.0*1.5<ky{(g.eb(id.1),id.0)
}else{(g.clone(),ky)}}fn fj(g:&Board)->f64{let gz=dw(g);if g.gp(){gz/2.0}else{gz}}pub fn dw(g:&Board)->f64{en(AL,&bl(g),&mut Random::kd())}pub fn en(ej:usize,rows:&[Row],
ba:&mut Random)->f64{bx(ej,rows,ba,|_|1.0)}pub fn bx(ej:usize,rows:&[Row],ba:&mut Random,cc:impl Fn(usize)->f64,)->f64{gf(ej,ba,|_|((0,0u64,0u64,0u64),1.0),|&ip,ba|{let(
an,z,ac,az)=ip;let ag=*rows.get(an)?;let u=!(z|ac|az|ag.h);if u==0{return None;}let(z,ac,az)=bc(ag.ef,er(u,ba),z,ac,az);Some((u.count_ones(),(an+1,z,ac,az),cc(an),))},)}}
mod cg{use super::bm::{Jobs,J};use super::{aq,cq};pub enum I{CK(Jobs<J>),AW(Jobs<aq::L>),Meet(Jobs<cq::Meet>)}impl I{pub fn ed(&self)->u64{match self{I::CK(bm)=>bm.ed(),I
::AW(bm)=>bm.ed(),I::Meet(bm)=>bm.ed()}}}impl From<Jobs<J>>for I{fn from(bm:Jobs<J>)->I{I::CK(bm)}}impl From<Jobs<aq::L>>for I{fn from(bm:Jobs<aq::L>)->I{I::AW(bm)}}impl
From<cq::Meet>for I{fn from(cq:cq::Meet)->I{let kg=cq.kg();I::Meet(Jobs::new(cq,kg))}}}mod ma{use super::{bc,fp,Row};pub fn gb(rows:&[Row],an:usize,z:u64,v:u64,o:u64)->
u64{let count=ou::<false>(rows,an,(z,v,o),&mut 0);count.expect("an unbounded count ends")}pub fn ca(rows:&[Row],ah:&mut u64)->Option<u64>{ou::<true>(rows,0,(0,0,0),ah)}fn
ou<const G:bool>(rows:&[Row],an:usize,(z,v,o):(u64,u64,u64),ah:&mut u64,)->Option<u64>{if an>=rows.len(){return Some(1);}let ak=rows.len()-1;let mut gk=[(0u64,0u64,0u64,
0u64);64];let(mut z,mut v,mut o)=(z,v,o);let mut u=!(z|v|o|rows[an].h);if an==ak{return Some(u64::from(u.count_ones()));}let mut am=an;let mut av=0u64;loop{if u==0{if am
==an{return Some(av);}am-=1;let jg=gk[am];u=jg.0;z=jg.1;v=jg.2;o=jg.3;continue;}if G&&!fp(ah,2){return None;}let ay=u&u.wrapping_neg();u^=ay;let(eg,eh,dq)=bc(rows[am].ef,
ay,z,v,o);let bu=!(eg|eh|dq|rows[am+1].h);if am+1==ak{av+=u64::from(bu.count_ones());}else if bu!=0{gk[am]=(u,z,v,o);am+=1;u=bu;z=eg;v=eh;o=dq;}}}}mod rows{use crate::g::
{af,Board,H};#[derive(Clone,Copy)]pub struct Row{pub h:u64,pub ef:u32}pub fn bl(g:&Board)->Vec<Row>{let ir=!af(g.n);g.h.iter().map(|&h|Row{h:h|ir,ef:1}).collect()}pub fn
hk(g:&Board,aa:&[H])->Vec<Row>{let ir=!af(g.n);let or=aa.iter().fold(0,|rows,&(r,_)|rows|1<<r);ea(af(g.n)&!or,|r|{let mi=aa.iter().fold(0,|cu,&dr|cu|dt(dr,r));g.h[r]|ir|
mi})}pub fn ea(rows:u64,h:impl Fn(usize)->u64)->Vec<Row>{let mut jr:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kb=0;let mut ac=rows;while ac!=0{let r
=ac.trailing_zeros()as usize;ac&=ac-1;if let Some(ak)=jr.last_mut(){ak.ef=(r-kb)as u32;}jr.push(Row{h:h(r),ef:1});kb=r;}jr}pub fn dt((lz,y):H,r:usize)->u64{let dc=r.
abs_diff(lz);let ay=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);ay(y)|ay(y+dc)|y.checked_sub(dc).map_or(0,ay)}#[inline(always)]pub fn fp(ah:&mut u64,bi:u64)->bool{if
*ah<=bi{*ah=0;return false;}*ah-=bi;true}#[inline(always)]pub fn bc(ef:u32,ay:u64,z:u64,v:u64,o:u64)->(u64,u64,u64){(z|ay,(v|ay)<<ef,(o|ay)>>ef,)}pub fn cz(mut cu:u64)->
impl Iterator<Item=usize>{std::iter::from_fn(move||{(cu!=0).then(||{let at=cu.trailing_zeros()as usize;cu&=cu-1;at})})}}mod x{mod gv{use crate::g::{et,cv,dj,H};#[derive(
Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct BM{bb:usize,aw:usize,ac:usize,az:usize}impl BM{pub fn aa(&self,n:usize)->[H;4]{[(0,self.bb),(n-1,self.aw),(self.ac,0),(
self.az,n-1)]}fn lw(n:usize,aa:&[H;4])->BM{let m=n-1;let on=|ap:&dyn Fn(H)->bool,kv:&dyn Fn(H)->usize|{aa.iter().copied().find(|&q|ap(q)).map_or(usize::MAX,kv)};BM{bb:on(
&|(r,_)|r==0,&|(_,c)|c),aw:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(_,c)|c==0,&|(r,_)|r),az:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hm(&self,n:usize)->[usize;8]{let m=n-1;let mw=|dc:
usize|m-dc;[self.bb,mw(self.bb),self.aw,mw(self.aw),self.ac,mw(self.ac),self.az,mw(self.az)]}pub fn gr(&self,n:usize)->bool{let iw=self.hm(n);let kp=iw.iter().copied().
min().unwrap_or(0);kp>0&&iw.iter().filter(|&&d|d==kp).count()>1}}pub fn lk(n:usize)->Vec<(BM,u64)>{let mut ce=Vec::new();for bb in 0..n{for aw in 0..n{for ac in 0..n{for
az in 0..n{let gv=BM{bb,aw,ac,az};let aa=gv.aa(n);if aa.iter().any(|&a|aa.iter().any(|&b|et(a,b))){continue;}let cx=|x|{let jf=aa.map(|q|dj(n,x,q));BM::lw(n,&jf)};if let
Some(ez)=cv(0..8,gv,cx){ce.push((gv,ez));}}}}}ce}}use super::hk;use super::{dt,Row};use crate::g::{af,Board,H};pub fn ig(n:usize)->(Vec<Vec<Row>>,Vec<u64>){du(n).
into_iter().map(|ff|(ku(&ff),ff.cc)).unzip()}fn ku(ff:&Class)->Vec<Row>{hk(&ff.g,&ff.aa)}pub struct Class{pub g:Board,pub aa:Vec<H>,pub cc:u64}pub fn du(n:usize)->Vec<
Class>{if n<5{return vec![Class{g:Board::fl(n),aa:Vec::new(),cc:1}];}let m=n-1;let all=af(n);let mp=|y:usize|all&!(1u64<<y);let mut du=Vec::new();for k in 2..m{let mut g=
Board::fl(n);g.h[0]=mp(0);g.h[1]=mp(k);for ag in&mut g.h[2..=k]{*ag|=1<<1;}du.push(Class{g,aa:Vec::new(),cc:8});}let oq=1u64|1u64<<m;let mut a=1;while a<m-a{let mut g=
Board::fl(n);g.h[0]=mp(a);for(r,ag)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*ag|=oq;}}let near_corner=(1u64<<(a+1))-1;g.h[m]|=near_corner|near_corner<<(m-a);
du.push(Class{g,aa:Vec::new(),cc:8});a+=1;}for(gv,cc)in gv::lk(n){if gv.gr(n){let aa=gv.aa(n).to_vec();du.push(Class{g:ld(n,&aa),aa,cc});}}du}fn ld(n:usize,aa:&[H])->
Board{let all=af(n);let mut g=Board::fl(n);for(r,ag)in g.h.iter_mut().enumerate(){*ag=match aa.iter().find(|dr|dr.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{aa.iter().fold
(0,|cu,&q|cu|dt(q,r))&all}};}g}}pub use self::co::AD;pub use self::nm::{dm,bz};pub use self::ma::{gb,ca};pub use self::rows::*;}mod ot{use crate::g::B;use crate::gd::
Dialect;pub const CN:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BS{pub bj:Dialect,pub fu:usize,pub cn:Vec<usize>}pub fn
parse(args:&[String])->Result<Option<BS>,String>{let mut br=BS{bj:Dialect::default(),fu:0,cn:Vec::new()};let mut args=args.iter();while let Some(km)=args.next(){let(fv,nt
)=match km.split_once('='){Some((fv,ct))if km.starts_with("--")=>(fv,Some(ct.to_string())),_=>(km.as_str(),None)};let mut ct=|pj:&str|{(nt.clone().or_else(||args.next().
cloned())).ok_or_else(||format!("option '{}' needs {}",fv,pj))};match fv{"-h"|"--help"=>return Ok(None),"--list"=>{let bf=ct("a number of solutions")?;br.fu=bf.parse().
map_err(|_|{format!("option '{}' takes a whole number, found '{}'",fv,bf)})?;}"--dialect"=>{br.bj=Dialect::oo(&ct("a value: luogu, uva11195 or cses1624")?)?}_ if fv.
starts_with('-')&&fv.len()>1=>{return Err(format!("unknown option '{}'",km))}_=>match km.parse::<usize>(){Ok(n)if(1..=B).contains(&n)=>br.cn.push(n),_=>{let bq=
"N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bq,B,km));}}}}Ok(Some(br))}}mod oc{use crate::g::Board;use crate::count::ji::{hf,BJ,By,R};use
crate::count::AD;use crate::fu::fi;use crate::ny::O;use crate::cb::{Format,Output};use crate::el::{cj,CB,F,BI};use std::io::Write;pub struct BH<W:Write>{ji:BJ,fb:O,el:BI<
W>}impl<W:Write>BH<W>{pub fn new(format:Format,iz:W)->BH<W>{BH{ji:BJ::new(AD),fb:O::new(),el:BI{cb:Output{iz,format},hs:0}}}pub fn gh(&self,cn:&[u32]){self.ji.gh(cn);}pub
fn all(&mut self,hs:&mut CB)->F{loop{match hs.next(){None=>return self.el.nn(),Some(Err(dz))=>return self.el.lj(&dz),Some(Ok(g))=>{if let Err(iq)=self.mk(&g){return iq;}}
}}}fn mk(&mut self,g:&Board)->Result<(),F>{self.el.hs+=1;let ck=match self.fb.get(g){Some(count)=>hf(count,By::CM),None=>self.ji.count(g)};let cb=&mut self.el.cb;let fu=
cb.format.fu;fi(g,fu,&mut|ab|cb.bw(ab)).map_err(cj)?;let(count,ev)=match ck{R::CC{count,..}=>(count,false),R::I{cg,..}=>(cg.ed(),true)};self.fb.pb(g,count);(cb.count(self
.el.hs,count,ev)).map_err(cj)}}}use g::{Board,B};use gd::AU;use cb::Format;use std::io::{self,Read};fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect()
;if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let br=match ot::parse(&args){Ok(Some(br))=>br,Ok(None)=>{print!("{}",ot::CN);return
;}Err(bq)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bq);std::process::exit(2);}};let format=Format{bj:br.bj,fu:br.fu,..Format::default()};let stdout=io
::stdout();let mut ob=oc::BH::new(format,io::BufWriter::new(stdout.lock()));let iq=if br.cn.is_empty(){let mut gd=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(
&mut gd){eprintln!("nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}let mut ly=AU::new(&gd,br.bj);let mut cn=[0;B+1];ly.kl(&mut cn);ob.gh(&cn);
ob.all(&mut std::iter::from_fn(||ly.lu().transpose()))}else{ob.all(&mut br.cn.iter().map(|&n|Ok(Board::fl(n))))};std::process::exit(iq.oe());}

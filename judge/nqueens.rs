// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const B:usize=64;pub type R=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct A{pub n:usize,pub h:Vec<u64>}impl A{pub fn new(n:usize,h:Vec<u64>)->A{A{n,h}}
pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fs(n:usize)->A{assert!((1..=B).contains(&n),"a board has 1 to {} rows, not {}",B,n);A::new(n,vec![0;n
])}pub fn gm(&self)->bool{self.h.iter().all(|&am|am==0)}pub fn cs(&self)->usize{self.h.iter().map(|am|am.count_ones()as usize).sum()}pub fn ek(&self,v:usize)->A{let ao=if
DF>>v&1==1{self.ao()}else{Vec::new()};A::new(self.n,self.dj(v,&ao))}fn is(&self)->BD{let ao=self.ao();let cr=(0..8).filter(|&s|self.dj(s,&ao)==self.h);BD(cr.fold(0,|hn,s|
hn|1<<s))}pub fn gs(&self)->bool{self.dj(DL,&[])==self.h}fn ao(&self)->Vec<u64>{let mut kl=[0u64;64];kl[..self.n].copy_from_slice(&self.h);transpose(&mut kl);kl[..self.n]
.to_vec()}fn dj(&self,v:usize,ao:&[u64])->Vec<u64>{let n=self.n;let pg=if DF>>v&1==1{ao}else{&self.h};let pc=BY>>v&1==1;let mut j:Vec<u64> =pg.iter().map(|&am|if pc{ns(am
,n)}else{am}).collect();if CV>>v&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,v:usize)->bool{self.0>>v&1==1}fn iter(
self)->impl Iterator<Item=usize>{(0..8).filter(move|&s|self.contains(s))}}const DF:u8=1<<1|1<<3|1<<6|1<<7;const BY:u8=1<<1|1<<2|1<<4|1<<7;const CV:u8=1<<2|1<<3|1<<5|1<<7;
#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{J(usize),AM(usize)}impl P{pub fn dl(self,at:usize)->R{match self{P::J(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(am,ak):R
)->bool{match self{P::J(r)=>am==r,P::AM(c)=>ak==c}}pub fn ek(self,n:usize,v:usize)->P{let(r,c)=dt(n,v,self.dl(0));if dt(n,v,self.dl(1)).0==r{P::J(r)}else{P::AM(c)}}}pub
fn co(a:R,b:R)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DL:usize=4;pub fn dt(n:usize,v:usize,(r,c):R)->R{let m=n-1;match v{0=>(r,c),1=>(
c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dh<K:Ord+Copy>(is:impl Iterator<Item=usize>,ny:K,dj:impl Fn(usize)->K,)->Option<u64>{
let mut fh=[ny;8];let mut cf=0;for v in is{let js=dj(v);if js<ny{return None;}fh[cf]=js;cf+=1;}let fh=&mut fh[..cf];fh.sort_unstable();Some(1+fh.windows(2).filter(|pd|pd[
0]!=pd[1]).count()as u64)}fn ns(ea:u64,n:usize)->u64{ea.reverse_bits()>>(64-n)}fn transpose(j:&mut[u64;64]){let mut dk=32;let mut pb:u64=0x0000_0000_FFFF_FFFF;while dk!=0
{let mut k=0;while k<64{let swap=((j[k]>>dk)^j[k+dk])&pb;j[k]^=swap<<dk;j[k+dk]^=swap;k=(k+dk+1)&!dk;}dk>>=1;pb^=pb<<dk;}}pub fn ae(n:usize)->u64{u64::MAX>>(64-n)}}mod gl
{use crate::g::{A,B};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum G{#[default]DE,BU,BC}impl G{pub fn ps(fz:&str)->Result<G,String>{match fz{"luogu"=>Ok(G::DE),
"uva11195"=>Ok(G::BU),"cses1624"=>Ok(G::BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",fz))}}fn ik(self)->u8{match self{G::DE=>b'.',G::BU
|G::BC=>b'*'}}}pub struct L{pub an:usize,pub ak:usize,pub bp:String}struct BO<'a>{bi:&'a[u8],ag:usize,an:usize,bk:usize}pub struct BJ<'a>{bq:&'a[u8],be:G,gp:usize,an:
usize,bk:usize,gk:bool}impl<'a>BJ<'a>{pub fn new(bq:&'a[u8],be:G)->BJ<'a>{BJ{bq,be,gp:0,an:1,bk:0,gk:false}}pub fn mo(&mut self)->Result<Option<A>,L>{if self.gk{return Ok
(None);}if self.be==G::BC{return match self.jl(){Some(_)=>self.ic(8).map(Some),None=>Ok(None)};}let ad=match self.il(){Some(ad)=>ad,None=>{self.gk=true;return Ok(None);}}
;let n=self.lc(&ad)?;if n==0{self.gk=true;return Ok(None);}match self.jl(){Some(b'*')|Some(b'.')=>self.ic(n).map(Some),_=>Ok(Some(A::fs(n)))}}pub fn ku(&self,dc:&mut[u32]
){let nb=self.bq[self.gp..].split(u8::is_ascii_whitespace).filter(|ad|!ad.is_empty());if self.be==G::BC{if let Some(ov)=dc.get_mut(8){*ov+=(nb.count()/8)as u32;}return;}
for ad in nb{if ja(ad[0]){continue;}if!ad.iter().all(u8::is_ascii_digit)||ad.len()>2{return;}match ad.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let
Some(count)=dc.get_mut(n){*count+=1;}}}}}fn lc(&self,ad:&BO)->Result<usize,L>{self.ie(ad)?;if!ad.bi.iter().all(u8::is_ascii_digit){return Err(self.fg(ad,ad.ag,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",B,pe(ad.bi)),));}let de=ad.bi.iter().fold(0u64,|qs,&pp|{qs.saturating_mul(10).saturating_add(u64::
from(pp-b'0'))});if de>B as u64{return Err(self.fg(ad,ad.ag,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(ad.bi),B),));}Ok(de as usize)}
fn ic(&mut self,n:usize)->Result<A,L>{let mut h=Vec::with_capacity(n);for am in 0..n{let ad=match self.il(){Some(ad)=>ad,None=>return Err(self.jy(am,n))};match nt(ad.bi,n
,self.be.ik()){Some(df)=>h.push(df),None=>return Err(self.mv(&ad,am,n))}}Ok(A::new(n,h))}fn mv(&self,ad:&BO,am:usize,n:usize)->L{if let Err(e)=self.ie(ad){return e;}if
let Some(ak)=(ad.bi.iter()).position(|&dl|!ja(dl)){let at=ad.ag+ak;let cf=match fv(self.bq,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ad.bi[ak])};
return self.fg(ad,at,format!("row {} of {}: found {}, expected '*' or '.'",am+1,n,cf),);}self.fg(ad,ad.ag,format!("row {} of {} has {} cells, expected {}",am+1,n,ad.bi.
len(),n),)}fn ie(&self,ad:&BO)->Result<(),L>{if ad.bi.is_ascii(){return Ok(());}let mh=ad.ag+ad.bi.len();let mut at=ad.ag;while at<mh{match fv(self.bq,at){Some((_,len))=>
at+=len,None=>{return Err(self.fg(ad,at,format!("byte 0x{:02X} is not valid UTF-8",self.bq[at]),))}}}Ok(())}fn ft(&mut self){while let Some(&jv)=self.bq.get(self.gp){if!
jv.is_ascii_whitespace(){break;}self.gp+=1;if jv==b'\n'{self.an+=1;self.bk=self.gp;}}}fn jl(&mut self)->Option<u8>{self.ft();self.bq.get(self.gp).copied()}fn il(&mut self
)->Option<BO<'a>>{self.ft();let ag=self.gp;let hc=&self.bq[ag..];let len=hc.iter().position(u8::is_ascii_whitespace).unwrap_or(hc.len());if len==0{return None;}self.gp+=
len;Some(BO{bi:&hc[..len],ag,an:self.an,bk:self.bk})}fn fg(&self,ad:&BO,at:usize,bp:String)->L{L{an:ad.an,ak:dp(self.bq,ad.bk,at),bp}}fn jy(&self,mx:usize,n:usize)->L{L{
an:self.an,ak:dp(self.bq,self.bk,self.bq.len()),bp:format!("input ended after {} of {} board rows",mx,n)}}}fn nt(bi:&[u8],n:usize,ll:u8)->Option<u64>{if bi.len()!=n{
return None;}let(mut df,mut id)=(0u64,true);for(ak,&dl)in bi.iter().enumerate(){df|=u64::from(dl==ll)<<ak;id&=ja(dl);}id.then_some(df)}fn ja(jv:u8)->bool{jv==b'*'||jv==
b'.'}fn fv(bq:&[u8],at:usize)->Option<(char,usize)>{let len=match bq[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let nv=bq.get(at..at+
len)?;let bi=std::str::from_utf8(nv).ok()?;bi.chars().next().map(|c|(c,len))}fn dp(bq:&[u8],bk:usize,at:usize)->usize{let mut ak=1;let mut gp=bk;while gp<at{gp+=fv(bq,gp)
.map_or(1,|(_,len)|len);ak+=1;}ak}fn pe(bi:&[u8])->String{const DD:usize=24;let bi=String::from_utf8_lossy(bi);if bi.chars().count()>DD{let qf:String=bi.chars().take(DD).
collect();format!("{:?}...",qf)}else{format!("{:?}",bi)}}}mod fy{use crate::g::ae;use crate::g::A;use crate::count::{aw,bm,J};pub fn fm<E>(g:&A,nz:usize,nm:&mut dyn FnMut
(&[usize])->Result<(),E>,)->Result<(),E>{struct DN<'a,E>{j:Vec<J>,mm:u64,oc:bool,kh:Vec<usize>,z:usize,nm:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>DN<'_,E>{fn bo(
&mut self,co:(u64,u64,u64))->Result<(),E>{let al=self.kh.len();if al==self.j.len(){self.z-=1;return(self.nm)(&self.kh);}let(ac,x,u)=co;let mut y=!(ac|x|u|self.j[al].h);
while y!=0&&self.z>0{let bj=y&y.wrapping_neg();y^=bj;let next=aw(self.j[al].eo,bj,ac,x,u);if self.oc&&!self.pl(al+1,next){continue;}self.kh.push(bj.trailing_zeros()as
usize);self.bo(next)?;self.kh.pop();}Ok(())}fn pl(&self,al:usize,(ac,x,u):(u64,u64,u64))->bool{let mut jm=0;for(dm,am)in self.j[al..].iter().enumerate(){let y=!(ac|x<<dm|
u>>dm|am.h);if y==0{return false;}jm|=y;}let ii=self.mm&!ac;jm&ii==ii}}if nz==0{return Ok(());}let mut mb=DN{j:bm(g),mm:ae(g.n),oc:!g.gm(),kh:Vec::with_capacity(g.n),z:nz
,nm};mb.bo((0,0,0))}}mod mr{use std::sync::atomic::{AtomicBool,Ordering};use std::sync::{Arc,Mutex,PoisonError};pub struct CG<T>{gg:AtomicBool,de:Mutex<Option<Arc<T>> >}
impl<T>Default for CG<T>{fn default()->CG<T>{CG{gg:AtomicBool::new(false),de:Mutex::new(None)}}}impl<T>CG<T>{pub fn get(&self)->Option<Arc<T>>{match self.gg.load(Ordering
::Acquire){true=>self.de.lock().ok()?.clone(),false=>None}}pub fn kc(&self,fk:impl FnOnce()->T)->Arc<T>{let gg=self.get().unwrap_or_else(||Arc::new(fk()));let mut de=self
.de.lock().unwrap_or_else(PoisonError::into_inner);self.gg.store(true,Ordering::Release);de.get_or_insert(gg).clone()}}}mod cc{use crate::gl::G;use std::io::{self,Write};
#[derive(Clone,Copy,Default)]pub struct BW{pub be:G,pub fy:usize,pub qt:usize,pub time:bool,pub ed:bool}pub struct BZ<W:Write>{pub jk:W,pub format:BW}impl<W:Write>BZ<W>{
pub fn bu(&mut self,ao:&[usize])->io::Result<()>{let ao:Vec<String> =ao.iter().map(|c|(c+1).to_string()).collect();writeln!(self.jk,"{}",ao.join(" "))}pub fn count(&mut
self,lg:usize,count:u64,fe:bool)->io::Result<()>{if self.format.be==G::BU{write!(self.jk,"Case {}: ",lg)?;}writeln!(self.jk,"{}",count)?;if fe{self.jk.flush()?;}Ok(())}}
pub fn ej(aw:&str,bp:&str){eprintln!("nqueens: error: {}: {}",aw,bp);}}mod cw{use crate::g::{A,B};use std::sync::atomic::{AtomicU64,Ordering};#[derive(Default)]struct BI(
AtomicU64);impl BI{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}fn kk(&self,count:u64){self.0.store(count.wrapping_add(1),Ordering::
Relaxed);}}pub struct AA([BI;B+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BI::default()))}pub fn get(&self,g:&A)->Option<u64>{match g.gm(){true=>self.0[g.n].
get(),false=>None}}pub fn qg(&self,g:&A,count:u64){if g.gm(){self.0[g.n].kk(count);}}}}mod av{pub struct O(pub u64);impl O{pub fn ip()->O{O(0x9E37_79B9_7F4A_7C15)}fn next
(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hl(&mut self,pm:usize)->usize{(self.next()%pm as u64)as usize}}}mod stdin{use crate
::g::{A,B};use crate::gl::{G,BJ};use crate::ax::{CU,D};use std::io::{self,Read};pub fn my(dc:&[usize],be:G,pz:impl FnOnce(&[u32],&mut CU)->D,)->D{let mut ei=[0;B+1];if!dc
.is_empty(){return pz(&ei,&mut dc.iter().map(|&n|Ok(A::fs(n))));}let mut gl=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut gl){eprintln!(
"nqueens: error: cannot read standard input: {}",e);return D::CM;}let mut ms=BJ::new(&gl,be);ms.ku(&mut ei);pz(&ei,&mut std::iter::from_fn(||ms.mo().transpose()),)}}mod
di{pub const BF:u64=9;pub const AR:u64=20;pub const BA:usize=256;pub const AZ:usize=64;pub const BR:f64=32.0;pub const BK:usize=16;pub const AG:f64=4.0;pub const BG:[u8;
17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CI:f64=0.15;pub const AO:f64=0.3;pub const BE:u64=4<<20;pub const BP:f64=0.125;pub const CA:f64=0.25;
pub const AY:f64=4.0;pub const CJ:f64=4.0;pub const AT:f64=80.0;pub const BX:f64=1.5;pub const BQ:u64=96<<20;pub const AN:usize=8;pub const V:usize=8;pub const AB:usize=
32;pub const AH:u32=4;pub const BH:usize=10;pub const CP:usize=64;pub const AV:u64=2;const DA:usize=4096;}mod ax{use crate::g::A;use crate::gl::L;use crate::cc::{self,BZ}
;use std::io::{self,Write};pub enum D{CZ,CM,CB,BS(io::Error)}impl D{pub fn ph(self)->i32{match self{D::CZ|D::CB=>0,D::CM=>1,D::BS(e)=>{eprintln!(
"nqueens: error: cannot write standard output: {}",e);1}}}}pub type CU<'a> =dyn Iterator<Item=Result<A,L>>+'a;pub trait CE<W:Write>{fn lg(&mut self,ax:&mut AQ<W>,g:A)->
Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gj(&mut self,ax:&mut AQ<W>)->D{ax.ow()}fn lq(&self)->bool{false}}pub fn mg<W:Write,C:CE<W>>(ax
:&mut AQ<W>,gh:&mut CU,dr:&mut C,)->Option<D>{loop{if dr.lq(){return None;}let da=match gh.next(){Some(Ok(g))=>match dr.lg(ax,g){Ok(())=>continue,Err(da)=>da},Some(Err(ej
))=>match dr.drain(ax){Ok(())=>ax.mc(&ej),Err(da)=>da},None=>match dr.drain(ax){Ok(())=>dr.gj(ax),Err(da)=>da}};return Some(da);}}pub struct AQ<W:Write>{pub cc:BZ<W>,pub
gh:usize}impl<W:Write>AQ<W>{fn mc(&mut self,ej:&L)->D{let aw=format!("line {}, column {}",ej.an,ej.ak);self.qc(&aw,&ej.bp)}fn qc(&mut self,aw:&str,bp:&str)->D{if let Err(
e)=self.cc.jk.flush(){return cn(e);}cc::ej(aw,bp);D::CM}fn ow(&mut self)->D{match self.cc.jk.flush(){Ok(())=>D::CZ,Err(e)=>cn(e)}}}pub fn cn(ej:io::Error)->D{if ej.kind()
==io::ErrorKind::BrokenPipe{D::CB}else{D::BS(ej)}}}mod count{pub mod ju{use super::ig::AK;use super::filter::{self,M};use super::je::DB;use super::cd::Q;use super::{bx,ai
,bm};use crate::g::A;use crate::mr::CG;use crate::di::{BP,CA,AY,BK,AG};use std::sync::atomic::{AtomicBool,AtomicI64,AtomicU32,AtomicU64,Ordering::Relaxed};use std::sync::
Arc;pub enum AE{DC{count:u64,by:By},Q{cd:Q,az:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DK,AS,CN,M,DT}#[derive(Default)]pub struct CC{ky:[CG<M>;filter::B+1],ni:[
AtomicBool;filter::B+1],ei:[AtomicU32;filter::B+1],ga:[AtomicU32;filter::B+1],cy:[AtomicU64;filter::B+1],io:[[AtomicI64;4];filter::B+1],je:DB,hp:AK}impl CC{pub fn new(hp:
AK)->CC{CC{hp,..Default::default()}}pub fn ls(&self,dc:&[u32]){for(ei,&count)in self.ei.iter().zip(dc){ei.store(count,Relaxed);}}pub fn count(&self,g:&A)->AE{let n=g.n;if
g.gm(){return fe(self.hp.fs(n));}if let Some(ga)=self.ga.get(n){ga.fetch_add(1,Relaxed);}let hq=lx(n);if let Some(filter)=self.filter(n){return self.ql(&filter,g,hq);}let
mut z=hq as u64;let lz=self.je.lz(n,hq,self.cy.get(n));let ay=gq(g,&mut z);let ai=matches!(ay,Ok((_,By::AS))|Err(Some(_)));let dd=self.je.kv(lz,hq-z as f64,ai);let ck=
match ay{Ok((count,by))=>{self.mz(g,dd,0.0);return fq(count,by);}Err(ck)=>ck};if self.jf(g,dd,0.0){if let Some(filter)=self.fk(n){return fq(filter.count(g),By::M);}}let
fw=|az,ai|self.jf(g,dd,self.je.og(az,ai));let(cd,az)=self.hp.cd(g,ck,&fw);let db=self.je.og(az,matches!(cd,Q::AS(_)));if let Some(filter)=self.mz(g,dd,db){return fq(
filter.count(g),By::M);}fe((cd,az))}fn ql(&self,filter:&M,g:&A,hq:f64)->AE{let om=4*g.cs()/(g.n*g.n+1);let io=&self.io[g.n][om];let ef=filter.jn(g);if(io.load(Relaxed)as
f64)< -ef*AY{return fq(filter.count(g),By::M);}let aa=(ef*CA).min(hq)as u64;let mut z=aa;if let Ok((count,by))=gq(g,&mut z){io.fetch_add(ef as i64-(aa-z)as i64,Relaxed);
return fq(count,by);}io.fetch_sub(aa as i64,Relaxed);fq(filter.count(g),By::M)}fn filter(&self,n:usize)->Option<Arc<M>>{self.ky.get(n)?.get()}fn mz(&self,g:&A,dd:f64,db:
f64)->Option<Arc<M>>{let n=g.n;if n>filter::B||!self.jf(g,dd,db){if let Some(cy)=self.cy.get(n){cy.fetch_add((dd+db)as u64,Relaxed);}return None;}let filter=self.fk(n)?;(
db>0.0).then_some(filter)}fn fk(&self,n:usize)->Option<Arc<M>>{if self.ni[n].swap(true,Relaxed){return None;}Some(self.ky[n].kc(||M::new(n)))}fn jf(&self,g:&A,dd:f64,db:
f64)->bool{let n=g.n;if n>filter::B{return false;}let cy=self.cy[n].load(Relaxed)as f64+dd+db;let fk=M::ld(n);if cy<fk*BP{return false;}let ga=self.ga[n].load(Relaxed).
max(1);let hr=match self.ei[n].load(Relaxed){0=>ga,ei=>ei.saturating_sub(ga)};let(ga,hr)=(f64::from(ga),f64::from(hr));let es=db+cy/ga*hr;let na=if db>0.0{1.0}else{0.0};
let mj=M::lr(g);es>fk&&es>fk+mj*(hr+na+AY)}}fn fq(count:u64,by:By)->AE{AE::DC{count,by}}fn fe((cd,az):(Q,f64))->AE{AE::Q{cd,az:Some(az)}}impl AE{pub fn lj(self)->(u64,
bool){match self{AE::DC{count,..}=>(count,false),AE::Q{cd,..}=>(cd.em(),true)}}}fn lx(n:usize)->f64{use crate::di::{BA,BR};AG*(BA*n)as f64*BR}fn gq(g:&A,aa:&mut u64,)->
Result<(u64,By),Option<ai::X>>{let j=bm(g);let ma=(BK*g.n)as u64;if*aa<=ma*(1+AG as u64){let count=bx(&j,aa).ok_or(None)?;return Ok((count,By::DK));}let mut z=ma;if let
Some(count)=bx(&j,&mut z){*aa-=ma-z;return Ok((count,By::DK));}*aa-=ma;if ai::jf(g){let bg=ai::H::new(g);let count=bg.jw(aa).map_err(Some)?;Ok((count,By::AS))}else{let
count=super::bw(&j,aa).ok_or(None)?;Ok((count,By::CN))}}}mod ig{use super::bn::{gr,CD,U,S};use super::ct::AI;use super::cd::Q;use super::{ai,lk,im,bm};use crate::g::A;use
crate::di::{BF,AZ};#[derive(Default)]pub struct AK;impl AK{pub fn fs(&self,n:usize)->(Q,f64){(gr(n).into(),0.0)}pub fn cd(&self,g:&A,ay:Option<ai::X>,fw:&dyn Fn(f64,bool)
->bool,)->(Q,f64){let(cd,es):(Q,f64)=if ai::jf(g){let bg=ai::H::new(g);let az=bg.dw(AZ,BF as f64);match ay{Some(ay)=>{let hc=ay.oo(az);(U::op(bg,ay).into(),hc)}None=>{let
ag=bg.ag();(U::new(bg,vec![(ag,1)]).into(),az)}}}else{let j=vec![bm(g)];let cd=S::cd(lk::BT,CD::CN,j,vec![1]);(cd.into(),im::ed(g))};match AI::dw(g).filter(|&ct|ct<es){
Some(ct)if!fw(ct,false)=>(AI::new(g).into(),ct),Some(ct)=>(cd,ct),None=>(cd,es)}}}}mod ai{use super::im::ev;use super::ex::{ho,fc};use super::J;use super::{ea,fx};use
crate::g::{ae,A,R,P};use crate::av::O;use crate::di::{V,AH,BH,AB};pub const BT:&str="dynamic";pub struct H{pub n:usize,bh:[u64;64],du:[u64;64],bt:ez::AW}#[derive(Clone,
Copy)]pub struct F{ah:u64,bf:u64,go:u128,cp:u128,ee:u128}impl F{fn ah(&self)->usize{self.ah.count_ones()as usize}}enum Y{DH,CL,BV(P,u64)}pub fn jf(g:&A)->bool{let n=g.n;
let jp=match n<=ez::B{true=>AB,false=>V};g.cs()*jp>n*n}impl H{pub fn new(g:&A)->H{let n=g.n;let all=ae(n);let mut bh=[0u64;64];let mut du=[0u64;64];for(r,&am)in g.h.iter(
).enumerate(){bh[r]=!am&all;for(c,j)in du.iter_mut().enumerate().take(n){*j|=(bh[r]>>c&1)<<r;}}H{n,bh,du,bt:ez::AW::new(n)}}pub fn ag(&self)->F{F{ah:ae(self.n),bf:ae(self
.n),go:0,cp:0,ee:0}}fn ey(&self,p:&F,an:P)->u64{let m=self.n-1;match an{P::J(r)=>{let go=(p.go>>r)as u64;let ee=(p.ee>>(m-r))as u64;self.bh[r&63]&p.bf&!go&!ee}P::AM(c)=>{
let go=(p.go>>c)as u64;let cp=(p.cp>>(m-c))as u64;self.du[c&63]&p.ah&!go&!cp}}}fn ou(&self,p:&F,mw:bool)->Y{let ao=if mw{0}else{p.bf};cg(p.ah,ao,|an|self.ey(p,an))}fn pk(
&self,z:&mut Vec<F>,ap:&[R],ia:impl Iterator<Item=R>,){for p in z.iter_mut(){*p=ap.iter().fold(*p,|p,&fb|self.aw(&p,fb));}let ag=self.ag();z.extend(ia.map(|dl|self.aw(&ag
,dl)));}pub fn aw(&self,p:&F,(r,c):R)->F{F{ah:p.ah&!(1u64<<r),bf:p.bf&!(1u64<<c),go:p.go|1u128<<(r+c),cp:p.cp|1u128<<(r+self.n-1-c),ee:p.ee|1u128<<(c+self.n-1-r)}}pub fn
eh(&self,p:&F)->Vec<J>{fx(p.ah,|r|!self.ey(p,P::J(r)))}pub fn dw(&self,cx:usize,mp:f64)->f64{if self.n<=ez::B{return self.kt(cx);}let ch=|_:&mut O|(Some(self.ag()),1.0);
ho(cx,&mut O::ip(),ch,|jc,av|{let p=jc.as_ref()?;match self.ou(p,false){Y::BV(_,y)if mk(y,p.ah)=>{let lp=ev(1,&self.eh(p),av);Some((1,None,lp))}Y::BV(an,y)=>{let at=fc(y,
av).trailing_zeros()as usize;Some((y.count_ones(),Some(self.aw(p,an.dl(at))),mp,))}Y::DH|Y::CL=>None}})}pub fn count(&self,p:F)->u64{if self.n<=ez::B{return self.kr(&p);}
self.ix(p)}pub fn jw(&self,aa:&mut u64)->Result<u64,X>{match self.n<=ez::B{true=>self.kx(H::gv,aa),false=>self.kx(H::gc,aa)}}fn kx(&self,core:CR,aa:&mut u64)->Result<u64,
X>{let dd=*aa;let mut z=Vec::new();let dq=core(self,aa,&mut z);match*aa{0=>Err(X{dq,z,dd}),_=>Ok(dq)}}}type CR=fn(&H,&mut u64,&mut Vec<F>)->u64;pub struct X{pub dq:u64,
pub z:Vec<F>,dd:u64}impl X{pub fn oo(&self,az:f64)->f64{(az-self.dd as f64).max(0.0)}}mod ez{use super::{F,H};use crate::g::R;use crate::count::{ea,fu};use crate::di::AR;
pub const B:usize=16;const I:usize=2*B;static DG:[[u16;I];B*B]=co();const fn co()->[[u16;I];B*B]{let mut cj=[[0u16;I];B*B];let mut r=0;while r<B{let mut c=0;while c<B{let
mut an=0;while an<B{cj[r*B+c][an]=gx(r,c,an);cj[r*B+c][B+an]=gx(c,r,an);an+=1;}c+=1;}r+=1;}cj}const fn gx(r:usize,c:usize,an:usize)->u16{if an==r{return!(1<<c);}let jq=an
.abs_diff(r);let mut o=1u16<<c;if c+jq<B{o|=1<<(c+jq);}if c>=jq{o|=1<<(c-jq);}o}static DJ:[[u16;I];I]=jo();const fn jo()->[[u16;I];I]{let mut cj=[[0u16;I];I];let mut af=0
;while af<I{cj[af][af]=u16::MAX;af+=1;}cj}#[derive(Clone,Copy)]pub struct AX{o:[u16;I],cl:[u16;I]}pub struct AW{hy:[i16;I],af:[u8;I]}impl AW{pub fn new(n:usize)->AW{let
mut ez:Vec<usize> =(0..I).collect();let ks=|af:usize|(2*(af%B)).abs_diff(n.saturating_sub(1));ez.sort_by_key(|&af|(ks(af),af%B,af/B));let mut bt=AW{hy:[0;I],af:[0;I]};for
(hy,&af)in ez.iter().enumerate(){bt.hy[af]=hy as i16;bt.af[hy]=af as u8;}bt}}const DI:i16=1<<14;impl AX{fn of(bg:&H,p:&F)->AX{let mut eg=AX{o:[u16::MAX;I],cl:[u16::MAX;I]
};for r in ea(p.ah){eg.o[r]=bg.ey(p,crate::g::P::J(r))as u16;eg.cl[r]=0;}for c in ea(p.bf){eg.o[B+c]=bg.ey(p,crate::g::P::AM(c))as u16;eg.cl[B+c]=0;}eg}#[inline(always)]
fn cg(&self,bt:&AW)->(usize,u16){let mut fr=i16::MAX;for af in 0..I{let cl=(self.cl[af]&DI as u16)as i16;let ny=((self.o[af].count_ones()as i16)<<6|bt.hy[af])+cl;fr=fr.
min(ny);}let af=usize::from(bt.af[(fr&31)as usize])&(I-1);(af,self.o[af])}#[inline(always)]fn ka(&self,bt:&AW)->Option<usize>{let mut fr=i16::MAX;for af in 0..I{let o=
self.o[af];let qi=i16::from(o&o.wrapping_sub(1)!=0);fr=fr.min(bt.hy[af]|qi<<6);}(fr<64).then(||usize::from(bt.af[fr as usize&(I-1)]))}#[inline(always)]#[allow(clippy::
needless_range_loop)]fn aw(&self,af:usize,at:usize)->Option<AX>{let(r,c)=fb(af,at);let co=&DG[(r*B+c)&(B*B-1)];let(am,ak)=(&DJ[r&(B-1)],&DJ[B+(c&(B-1))]);let mut next=AX{
o:[0;I],cl:[0;I]};let mut ii=0u16;for af in 0..I{let cl=self.cl[af]|am[af]|ak[af];let o=self.o[af]&!co[af]|cl;next.o[af]=o;next.cl[af]=cl;ii|=u16::from(o==0);}(ii==0).
then_some(next)}#[inline(always)]fn ha(&mut self,bt:&AW,j:&mut u32)->bool{while*j>=2{let af=match self.ka(bt){Some(af)=>af,None=>break};let at=self.o[af].trailing_zeros()
as usize;*self=match self.aw(af,at){Some(next)=>next,None=>return false};*j-=1;}true}}fn fb(af:usize,at:usize)->R{match af<B{true=>(af,at),false=>(at,af-B)}}pub fn count<
const Z:bool>(bg:&H,eg:&AX,z:u32,aa:&mut u64,ck:&mut Vec<F>,)->u64{if Z&&!fu(aa,AR){ck.push(bg.ag());return 0;}let(af,mut o)=eg.cg(&bg.bt);if z==1{return u64::from(o.
count_ones());}let mut aq=0;while o!=0{let at=o.trailing_zeros()as usize;o&=o-1;let mut next=match eg.aw(af,at){Some(next)=>next,None=>continue};let mut j=z-1;let np=next
.ha(&bg.bt,&mut j);if!np{continue;}if j==1{aq+=1;continue;}aq+=count::<Z>(bg,&next,j,aa,ck);if Z&&*aa==0{let ia=ea(u64::from(o)).map(|at|fb(af,at));bg.pk(ck,&[fb(af,at)],
ia);return aq;}}aq}impl H{pub fn gv(&self,aa:&mut u64,z:&mut Vec<F>)->u64{let eg=AX::of(self,&self.ag());count::<true>(self,&eg,self.n as u32,aa,z)}pub fn kr(&self,p:&F)
->u64{match p.ah(){0=>1,z=>count::<false>(self,&AX::of(self,p),z as u32,&mut 0,&mut Vec::new(),)}}pub fn kt(&self,cx:usize)->f64{use crate::count::ex::ho;use crate::av::O
;let ag=AX::of(self,&self.ag());let ch=|_:&mut O|((ag,self.n as u32),1.0);ho(cx,&mut O::ip(),ch,|&(eg,z),av|{if z<=2{return None;}let(af,o)=eg.cg(&self.bt);let lf:Vec<(AX
,u32)> =ea(u64::from(o)).filter_map(|at|{let mut next=eg.aw(af,at)?;let mut j=z-1;let np=next.ha(&self.bt,&mut j);(np&&j>1).then_some((next,j))}).collect();let qa=*lf.get
(av.hl(lf.len().max(1)))?;Some((lf.len()as u32,qa,AR as f64))},)+AR as f64}}}fn oi(o:u64)->bool{o&(o-1)==0}fn jz(dg:u64,ca:u64,y:impl Fn(P)->u64,)->Option<Y>{let an=if dg
!=0{P::J(dg.trailing_zeros()as usize)}else if ca!=0{P::AM(ca.trailing_zeros()as usize)}else{return None;};Some(Y::BV(an,y(an)))}fn dn(o:u64)->u32{let pj=o&(o-1);let ly=pj
&pj.wrapping_sub(1);let qd=ly&ly.wrapping_sub(1);1+u32::from(pj!=0)+u32::from(ly!=0)+u32::from(qd!=0)}#[inline(always)]fn ij(ah:u64,bf:u64,y:impl Fn(P)->u64,pr:bool,)->Y{
let jr=||{ea(ah).map(P::J).chain(ea(bf).map(P::AM))};let mut en=(u32::MAX,P::J(0),0);for an in jr(){let o=y(an);let iu=dn(o);if iu<en.0{en=(iu,an,o);if iu==2{break;}}}if
en.0>=AH&&pr{en.0=u32::MAX;for an in jr(){let o=y(an);if o.count_ones()<en.0{en=(o.count_ones(),an,o);}}}Y::BV(en.1,en.2)}fn cg(ah:u64,bf:u64,y:impl Fn(P)->u64,)->Y{if ah
==0{return Y::CL;}let(mut dg,mut ca)=(0u64,0u64);for(jr,ka,an)in[(ah,&mut dg,P::J as fn(usize)->P),(bf,&mut ca,P::AM)]{for at in ea(jr){let o=y(an(at));if o==0{return Y::
DH;}*ka|=u64::from(oi(o))<<at;}}match jz(dg,ca,&y){Some(ig)=>ig,None=>ij(ah,bf,y,true)}}fn mk(y:u64,ah:u64)->bool{dn(y)>=AH&&ah.count_ones()as usize<=BH}}mod os{use super
::ai::{F,H};use super::{dv,bw};impl H{pub fn ix(&self,p:F)->u64{dv(&self.eh(&p),0,0,0,0)}pub fn gc(&self,aa:&mut u64,z:&mut Vec<F>)->u64{let ag=self.ag();bw(&self.eh(&ag)
,aa).unwrap_or_else(||{z.push(ag);0})}}}mod lk{use super::J;use crate::di::{CP,AV};pub const BT:&str="fast";struct AJ{y:u64,ac:u64,x:u64,u:u64,aj:u64,len:usize,iy:[u64;64
],iw:[u64;64],jb:[u64;64],hz:[u64;64],hx:[u64;64]}type CO=(u64,u64,u64,u64,u64);struct BM{cv:u64,hb:[u64;64],cf:u64}pub fn cu(am:u64)->u64{60-4*am}#[inline(always)]fn gf(
df:u64,qz:u64,no:u64)->u64{qz&df|no&!df}impl AJ{fn new()->AJ{AJ{y:0,ac:0,x:0,u:0,aj:0,len:usize::MAX,iy:[0;64],iw:[0;64],jb:[0;64],hz:[0;64],hx:[0;64]}}fn ag(&mut self,ch
:CO){(self.y,self.ac,self.x,self.u,self.aj,)=ch;self.len=0;}fn gj(&self)->bool{self.len==usize::MAX}#[inline(always)]fn nw<const AD:bool>(&mut self,h:&[u64;128],et:&[u64;
64],ba:u64,)->u64{self.hg::<AD,false>(h,et,ba,None)}#[inline(always)]fn hg<const AD:bool,const DS:bool>(&mut self,h:&[u64;128],et:&[u64;64],ba:u64,bl:Option<&mut BM>,)->
u64{let(y,ac,aj)=(self.y,self.ac,self.aj);let(z,bb)=(self.x,self.u);let bj=y&y.wrapping_neg();let hc=y^bj;let eo=if AD{1}else{et[(aj&63)as usize]};let(ep,er,dx)=super::aw
(eo as u32,bj,ac,z,bb);let bs=!(ep|er|dx|h[((aj+1)&127)as usize]);let bo=((bs|bs.wrapping_neg())as i64>>63)as u64;let qo=usize::from(hc!=0);let he=self.len&63;self.iy[he]
=hc;self.iw[he]=ac;self.jb[he]=z;self.hz[he]=bb;self.hx[he]=aj;let bd=(self.len+qo).wrapping_sub(1);let t=bd&63;if let(true,Some(bl))=(DS,bl){let cv=bl.cv;bl.cf=cv|u64::
from(bj.trailing_zeros())<<cu(aj&15);bl.hb[he]=cv;bl.cv=gf(bo,bl.cf,bl.hb[t]);}self.y=gf(bo,bs,self.iy[t]);self.ac=gf(bo,ep,self.iw[t]);self.x=gf(bo,er,self.jb[t]);self.u
=gf(bo,dx,self.hz[t]);self.aj=gf(bo,aj+1,self.hx[t]);self.len=bd.wrapping_add((bo&1)as usize);u64::from(aj==ba)}}fn hf(ci:usize,aj:usize,ba:u64)->bool{CP>ci&&aj as u64+AV
<ba}pub fn dv(j:&[J],al:usize,ac:u64,x:u64,u:u64)->u64{let count=mb::<false>(j,al,(ac,x,u),&mut 0);count.expect("an unbounded walk ends")}pub fn bw(j:&[J],aa:&mut u64)->
Option<u64>{mb::<true>(j,0,(0,0,0),aa)}pub fn jj(j:&[J],fi:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,am)in j.iter().enumerate(){h[i]=am.h;}let ba=j.len()as u64-1;let
mut ci:Vec<(CO,u64)> =vec![((!h[0],0,0,0,0),0)];let mut aj=0;while hf(ci.len(),aj,ba){let mut next=Vec::new();for&((mut y,ac,z,bb,_),cv)in&ci{while y!=0{let bj=y&y.
wrapping_neg();y^=bj;let(ac,z,bb)=super::aw(j[aj].eo,bj,ac,z,bb);let bs=!(ac|z|bb|h[aj+1]);let ak=u64::from(bj.trailing_zeros());let ch=(bs,ac,z,bb,aj as u64+1);next.push
((ch,cv|ak<<cu(aj as u64)));}}ci=next;aj+=1;}let mut dy=ci.into_iter().filter(|((y,..),_)|*y!=0);#[inline(never)]fn ag(dy:&mut impl Iterator<Item=(CO,u64)>,ko:&mut AJ,bl:
&mut BM,)->bool{match dy.next(){Some((ch,cv))=>{ko.ag(ch);bl.cv=cv;true}None=>false}}let ht=||BM{cv:0,hb:[0;64],cf:0};let(mut a,mut b)=(AJ::new(),AJ::new());let(mut el,
mut fj)=(ht(),ht());if!ag(&mut dy,&mut a,&mut el){return;}if ag(&mut dy,&mut b,&mut fj){loop{gy(&mut a,&mut el,&h,ba,fi);gy(&mut b,&mut fj,&h,ba,fi);if a.gj()&&!ag(&mut
dy,&mut a,&mut el){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut el,&mut fj);break;}if b.gj()&&!ag(&mut dy,&mut b,&mut fj){break;}}}while!a.gj(){gy(&mut a,&mut el,&h,
ba,fi);}}#[inline(always)]fn gy(ko:&mut AJ,bl:&mut BM,h:&[u64;128],ba:u64,fi:&mut Vec<u64>,){const DR:[u64;64]=[1;64];let me=ko.hg::<true,true>(h,&DR,ba,Some(bl));if me==
1{fi.push(bl.cf);}}fn mb<const Z:bool>(j:&[J],al:usize,(ac,x,u):(u64,u64,u64),aa:&mut u64,)->Option<u64>{if al>=j.len(){return Some(1);}let y=!(ac|x|u|j[al].h);let ba=j.
len()as u64-1;if al as u64==ba{return Some(u64::from(y.count_ones()));}let mut h=[u64::MAX;128];let mut et=[0u64;64];for(i,am)in j.iter().enumerate(){h[i]=am.h;et[i]=u64
::from(am.eo);}let mut ci:Vec<CO> =Vec::new();if y!=0{ci.push((y,ac,x,u,al as u64));}let mut aj=al;while hf(ci.len(),aj,ba){let mut next=Vec::new();for&(mut f,c,l,r,_)in&
ci{while f!=0{let bj=f&f.wrapping_neg();f^=bj;let(nc,nl,nr)=super::aw(j[aj].eo,bj,c,l,r);let nf=!(nc|nl|nr|h[aj+1]);if nf!=0{next.push((nf,nc,nl,nr,aj as u64+1));}}}ci=
next;aj+=1;}if et[..j.len()].iter().all(|&eo|eo==1){kn::<true,Z>(ci,&h,&et,ba,aa)}else{kn::<false,Z>(ci,&h,&et,ba,aa)}}fn kn<const AD:bool,const Z:bool>(ci:Vec<CO>,h:&[
u64;128],et:&[u64;64],ba:u64,aa:&mut u64,)->Option<u64>{let mut fu=|az:u64|!Z||super::fu(aa,az);let mut dy=ci.into_iter();let mut a=AJ::new();let mut b=AJ::new();let mut
aq=0u64;match dy.next(){Some(ch)=>a.ag(ch),None=>return Some(0)}if let Some(ch)=dy.next(){b.ag(ch);}if!b.gj(){loop{if!fu(2){return None;}aq+=a.nw::<AD>(h,et,ba);aq+=b.nw
::<AD>(h,et,ba);if a.gj(){match dy.next(){Some(ch)=>a.ag(ch),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gj(){match dy.next(){Some(ch)=>b.ag(ch),None=>break}}}}
while!a.gj(){if!fu(1){return None;}aq+=a.nw::<AD>(h,et,ba);}Some(aq)}}pub mod filter{use super::lk::{jj,cu};use super::{bm,v};use crate::g::{ae,dt,A};use crate::di::{BG,
BE,CI,AO};pub const BT:&str="filter";pub const B:usize=16;const AU:[u64;B+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct AC{n:usize,ar:
usize,fp:Vec<u32>,o:Vec<u64>,fd:usize}fn iz(n:usize,ds:&[BB])->usize{let qm=|j:usize|{let gd=|s:&BB|s.checked_shr(64-4*j as u32).unwrap_or(0);1+ds.windows(2).filter(|w|gd
(&w[0])!=gd(&w[1])).count()};(1..n).take_while(|&j|qm(j)*8*64<=ds.len()).count()}type BB=u64;fn dp(bu:BB,am:usize)->usize{(bu>>cu(am as u64)&15)as usize}impl AC{fn new(n:
usize,ds:&[BB],ar:Option<usize>)->AC{let ar=ar.unwrap_or_else(||iz(n,ds)).min(n);let hl=n-ar;let ki=n.pow(ar as u32);let mut fp=vec![0u32;ki+1];let fd=(ds.len()+63)/64;
let mut o=vec![0u64;fd*hl*n];for(i,&bu)in ds.iter().enumerate(){let gd=(0..ar).fold(0,|p,r|p*n+dp(bu,r));fp[gd+1]+=1;for r in ar..n{let dl=(r-ar)*n+dp(bu,r);o[dl*fd+i/64]
|=1<<(i%64);}}for p in 0..ki{fp[p+1]+=fp[p];}AC{n,ar,fp,o,fd}}fn count(&self,h:&[u64])->u64{let(n,bd)=(self.n,self.ar);let mut cq=[0usize;B*B];let mut len=0;for(r,&am)in
h.iter().enumerate().skip(bd){let mut o=am;while o!=0{cq[len]=((r-bd)*n+o.trailing_zeros()as usize)*self.fd;len+=1;o&=o-1;}}let mut bh=[0u64;B];for(bh,&am)in bh.iter_mut(
).zip(&h[..bd]){*bh=!am&ae(n);}if bd==0{return match self.fp[1]{0=>0,hi=>self.jh(0,hi as usize,&cq[..len])};}self.ih(&bh[..bd],0,&cq[..len])}fn ih(&self,bh:&[u64],gd:
usize,cq:&[usize])->u64{let ah=bh.len();let dk=self.n.pow(ah as u32-1);let mut aq=0;let mut ao=bh[0];while ao!=0{let p=gd*self.n+ao.trailing_zeros()as usize;ao&=ao-1;let(
lo,hi)=(self.fp[p*dk]as usize,self.fp[(p+1)*dk]as usize,);if lo==hi{continue;}aq+=if ah==1{self.jh(lo,hi,cq)}else{self.ih(&bh[1..],p,cq)};}aq}fn jh(&self,lo:usize,hi:
usize,cq:&[usize])->u64{let mut aq=0;for w in lo/64..=(hi-1)/64{let mut ib=u64::MAX;if w==lo/64{ib&=u64::MAX<<(lo%64);}if w==(hi-1)/64{ib&=u64::MAX>>(63-(hi-1)%64);}let
mut od=cq.chunks_exact(4);for qk in&mut od{let o=|k:usize|self.o[qk[k]+w];ib&=!(o(0)|o(1)|o(2)|o(3));if ib==0{break;}}if ib!=0{for&at in od.remainder(){ib&=!self.o[at+w];
}}aq+=u64::from(ib.count_ones());}aq}}pub struct M{cm:AC,cr:AC,ef:Vec<f64>}impl M{pub fn new(n:usize)->M{M::gg(n,None,None)}fn gg(n:usize,ar:Option<usize>,kd:Option<bool>
)->M{let mut cm=Vec::new();let mut cr=Vec::new();for fl in v::eb(n){let ay=cr.len();let fi=if fl.ce==8{&mut cm}else{&mut cr};jj(&bm(&fl.g),fi);let cf=cr.len()-ay;for i in
ay..ay+cf{for v in 1..8{cr.push(dj(n,cr[i],v));}}}if kd.unwrap_or(cm.len()/64<n*n){for bu in cm.drain(..){cr.extend((0..8).map(|v|dj(n,bu,v)));}}cm.sort_unstable();cr.
sort_unstable();cr.dedup();M{cm:AC::new(n,&cm,ar),cr:AC::new(n,&cr,ar),ef:(0..=n*n).map(|h|oa(n,h)).collect()}}fn kf(n:usize)->u64{let cm=AU[n]/8+1;cm*(n*n)as u64/8+cm*8}
pub fn ld(n:usize)->f64{AU[n]as f64*f64::from(BG[n])}pub fn lr(g:&A)->f64{oa(g.n,g.cs())}pub fn jn(&self,g:&A)->f64{self.ef[g.cs()]}pub fn count(&self,g:&A)->u64{let mut
aq=self.cr.count(&g.h);if self.cm.fd>0{for v in 0..8{aq+=self.cm.count(&g.ek(v).h);}}aq}}fn oa(n:usize,h:usize)->f64{let lw=h as f64/(n*n)as f64;let fd=AU[n]as f64/64.0;
let iq=((fd/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let iq=iq.min(n as i32);let mut gn=1.0;let mut z=1.0;for _ in 0..iq{gn+=z*lw*n as f64;z*=1.0-lw;}let hl=lw
*(n*(n-iq as usize))as f64;let qh=1.0-1.0/n as f64;let mut kg=1.0;for _ in 0..hl as usize{let mut hv=1.0-kg;for _ in 0..6{hv*=hv;}gn+=z*(1.0-hv);kg*=qh;}fd*gn*oq(n)}fn oq
(n:usize)->f64{match M::kf(n)>BE{true=>AO,false=>CI}}fn dj(n:usize,bu:BB,v:usize)->BB{(0..n).fold(0,|dj,r|{let(am,ak)=dt(n,v,(r,dp(bu,r)));dj|(ak as u64)<<cu(am as u64)})
}}mod bn{use super::{dv,gi,ai,ct,v,J};use crate::di::AN;pub trait CQ{type BN:Copy;fn count(&self,ag:Self::BN)->u64;}pub struct U<T:CQ>{hh:Box<T>,bn:Vec<(T::BN,u64)>,pub
dq:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CD{DP,CN}pub struct S{mi:&'static str,core:CD,ew:Vec<Vec<J>>}#[derive(Clone,Copy)]pub struct AL{kk:usize,al:usize,ac:u64
,x:u64,u:u64}impl S{pub fn cd(mi:&'static str,core:CD,ew:Vec<Vec<J>>,jg:Vec<u64>,)->U<S>{let bn=(jg.into_iter().enumerate()).map(|(kk,ce)|(AL::pi(kk),ce)).collect();U::
new(S{mi,core,ew},bn)}}impl AL{fn pi(kk:usize)->AL{AL{kk,al:0,ac:0,x:0,u:0}}}impl CQ for S{type BN=AL;fn count(&self,at:AL)->u64{let j=&self.ew[at.kk];if self.core==CD::
CN&&j.len()-at.al>AN{dv(j,at.al,at.ac,at.x,at.u)}else{gi(j,at.al,at.ac,at.x,at.u)}}}impl CQ for ai::H{type BN=ai::F;fn count(&self,ol:ai::F)->u64{ai::H::count(self,ol)}}
impl CQ for ct::AI{type BN=u32;fn count(&self,kz:u32)->u64{self.mf(kz)}}impl<T:CQ>U<T>{pub fn new(hh:T,bn:Vec<(T::BN,u64)>)->U<T>{U{hh:Box::new(hh),bn,dq:0}}fn nk(&self,i
:usize)->u64{let(ag,ce)=self.bn[i];ce*self.hh.count(ag)}pub fn em(&self)->u64{self.dq+(0..self.bn.len()).map(|i|self.nk(i)).sum::<u64>()}}impl U<ai::H>{pub fn op(bg:ai::H
,ay:ai::X)->U<ai::H>{U{hh:Box::new(bg),bn:ay.z.into_iter().map(|ag|(ag,1)).collect(),dq:ay.dq}}}pub fn gr(n:usize)->U<S>{let(nu,jg)=v::iv(n);S::cd(v::BT,CD::CN,nu,jg)}}
mod ex{use crate::av::O;pub fn ho<N>(cx:usize,av:&mut O,mut ch:impl FnMut(&mut O)->(N,f64),mut bo:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{let mut aq=0.0;for _
in 0..cx{let(mut jc,mut ob)=ch(av);while let Some((nj,pn,qb))=bo(&jc,av){ob*=f64::from(nj);aq+=ob*qb;jc=pn;}}aq/cx as f64}pub fn fc(y:u64,av:&mut O)->u64{let mut lu=y;for
_ in 0..av.hl(y.count_ones()as usize){lu&=lu-1;}lu&lu.wrapping_neg()}}pub mod ct{use super::im::bv;use super::{ea,aw,bm,J};use crate::g::{ae,A};use crate::av::O;use crate
::di::{BX,AT,CJ,BQ,BA};pub const BT:&str="meet";pub const B:usize=16;const DA:u32=64;struct CF{ay:Vec<u32>,br:Vec<u32>}pub struct AI{n:usize,bd:CF,au:CF}impl AI{pub fn
new(g:&A)->AI{let n=g.n;let j=bm(g);let mut cj=vec![0;n*n];for(dl,br)in cj.iter_mut().enumerate(){*br=jx(n,dl/n,dl%n);}let ox=|from:usize,to:usize|CF::new(&j,&cj,from,to)
;AI{n,bd:ox(0,n/2),au:ox(n/2,n)}}pub fn km(&self)->Vec<(u32,u64)>{(0..DA.min(1<<self.n)).map(|kz|(kz,1)).collect()}pub fn dw(g:&A)->Option<f64>{if g.n>B{return None;}let(
bd,au)=oy(g);if kf(g.n,bd,au)>BQ as f64{return None;}Some(az(g.n,bd,au))}}fn kf(n:usize,bd:f64,au:f64)->f64{let cq=2.0*(f64::from(1u32<<n)+1.0);(bd+au+cq)*std::mem::
size_of::<u32>()as f64}fn az(n:usize,bd:f64,au:f64)->f64{let ew=kq(n);let gb=bd/64.0+bd.min(ew);let pa=au*(bd/ew/64.0+1.0);CJ*(bd+au)+AT*gb+BX*pa}impl CF{fn new(j:&[J],cj
:&[u64],from:usize,to:usize)->CF{let n=j.len();let mut ay=vec![0u32;(1<<n)+1];ec(j,cj,to,from,(0,0,0),0,&mut|ac,_|{ay[ac as usize+1]+=1;});for c in 0..1<<n{ay[c+1]+=ay[c]
;}let mut br=vec![0;ay[1<<n]as usize];let mut next=ay.clone();ec(j,cj,to,from,(0,0,0),0,&mut|ac,hj|{br[next[ac as usize]as usize]=hj as u32;next[ac as usize]+=1;});CF{ay,
br}}fn on(&self,ac:usize)->&[u32]{&self.br[self.ay[ac]as usize..self.ay[ac+1]as usize]}}impl AI{pub fn mf(&self,kz:u32)->u64{let ew=1usize<<self.n;let bn=DA.min(ew as u32
)as usize;let pt=kz as usize*ew/bn..(kz as usize+1)*ew/bn;let qe=ae(self.n)as usize;let mut aq=0;let mut gb:Vec<CT> =Vec::new();for ac in pt{let(bd,au)=(self.bd.on(ac),
self.au.on(qe^ac));if bd.is_empty()||au.is_empty(){continue;}gb.clear();gb.extend(bd.chunks(64).map(nh));for&hj in au{let po=|hm:&CT|{let on=|hn:usize|hm[hn][(hj>>(5*hn))
as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};aq+=gb.iter().map(|hm|u64::from(po(hm).count_zeros())).sum::<u64>();}aq-=au.len()as u64*(gb.len()*64-bd.len())as
u64;}aq}}type CT=[[u64;32];6];fn nh(fa:&[u32])->CT{let mut on=[0u64;32];for(he,&hj)in fa.iter().enumerate(){for ff in ea(hj.into()){on[ff&31]|=1<<he;}}let mut hm=[[0;32];
6];for(hn,lb)in hm.iter_mut().enumerate(){for ir in 1..32usize{let mn=ir&(ir-1);let ff=5*hn+(ir^mn).trailing_zeros()as usize;lb[ir]=lb[mn]|on[ff&31];}}hm}fn ec(j:&[J],cj:
&[u64],mh:usize,am:usize,(ac,z,bb):(u64,u64,u64),br:u64,nn:&mut impl FnMut(u64,u64),){if am==mh{return nn(ac,br);}let mut y=!(ac|z|bb|j[am].h);while y!=0{let bj=y&y.
wrapping_neg();y^=bj;let hj=br|cj[am*j.len()+bj.trailing_zeros()as usize];if am+1==mh{nn(ac|bj,hj);}else{let co=aw(j[am].eo,bj,ac,z,bb);ec(j,cj,mh,am+1,co,hj,nn);}}}fn jx
(n:usize,am:usize,ak:usize)->u64{let bd=n/2;let bj=|ff:usize|match ff.checked_sub(bd){Some(at)if at<n-1=>1<<at,_=>0};bj(am+ak)|bj(am+n-1-ak)<<(n-1)}fn oy(g:&A)->(f64,f64)
{let j=bm(g);let bd=g.n/2;(fa(&j[..bd]),fa(&j[bd..]))}fn fa(j:&[J])->f64{let ba=|al:usize|f64::from(u8::from(al+1==j.len()));bv(BA,j,&mut O::ip(),ba)}fn kq(n:usize)->f64{
(0..n/2).fold(1.0,|ew,i|ew*(n-i)as f64/(i+1)as f64)}}mod im{use super::ex::{ho,fc};use super::{aw,bm,J};use crate::g::A;use crate::av::O;use crate::di::BA;fn it(g:&A)->A{
gu(g).0}fn gu(g:&A)->(A,f64){let lm=fo(g);let mut it=(lm,0);for v in 1..8{let ed=fo(&g.ek(v));if ed<it.0{it=(ed,v);}}if it.0*1.5<lm{(g.ek(it.1),it.0)}else{(g.clone(),lm)}
}fn fo(g:&A)->f64{let hh=ed(g);if g.gs(){hh/2.0}else{hh}}pub fn ed(g:&A)->f64{ev(BA,&bm(g),&mut O::ip())}pub fn ev(cx:usize,j:&[J],av:&mut O)->f64{bv(cx,j,av,|_|1.0)}pub
fn bv(cx:usize,j:&[J],av:&mut O,ce:impl Fn(usize)->f64,)->f64{ho(cx,av,|_|((0,0u64,0u64,0u64),1.0),|&jc,av|{let(al,ac,z,bb)=jc;let am=*j.get(al)?;let y=!(ac|z|bb|am.h);if
y==0{return None;}let(ac,z,bb)=aw(am.eo,fc(y,av),ac,z,bb);Some((y.count_ones(),(al+1,ac,z,bb),ce(al),))},)}}mod je{use std::time::Instant;#[derive(Default)]pub struct DB;
impl DB{pub fn lz<T>(&self,_:usize,_:f64,_:T)->Option<Instant>{None}pub fn kv(&self,_:Option<Instant>,az:f64,_:bool)->f64{az}pub fn og(&self,az:f64,_:bool)->f64{az}}}mod
cd{use super::bn::{U,S};use super::{ai,ct};pub enum Q{DM(U<S>),AS(U<ai::H>),AI(U<ct::AI>)}impl Q{pub fn em(&self)->u64{match self{Q::DM(bn)=>bn.em(),Q::AS(bn)=>bn.em(),Q
::AI(bn)=>bn.em()}}}impl From<U<S>>for Q{fn from(bn:U<S>)->Q{Q::DM(bn)}}impl From<U<ai::H>>for Q{fn from(bn:U<ai::H>)->Q{Q::AS(bn)}}impl From<ct::AI>for Q{fn from(ct:ct::
AI)->Q{let km=ct.km();Q::AI(U::new(ct,km))}}}mod mu{use super::{aw,fu,J};pub const BT:&str="reference";pub fn gi(j:&[J],al:usize,ac:u64,x:u64,u:u64)->u64{let count=py::<
false>(j,al,(ac,x,u),&mut 0);count.expect("an unbounded count ends")}pub fn bx(j:&[J],aa:&mut u64)->Option<u64>{py::<true>(j,0,(0,0,0),aa)}fn py<const Z:bool>(j:&[J],al:
usize,(ac,x,u):(u64,u64,u64),aa:&mut u64,)->Option<u64>{if al>=j.len(){return Some(1);}let ba=j.len()-1;let mut oe=[(0u64,0u64,0u64,0u64);64];let(mut ac,mut x,mut u)=(ac,
x,u);let mut y=!(ac|x|u|j[al].h);if al==ba{return Some(u64::from(y.count_ones()));}let mut aj=al;let mut aq=0u64;loop{if y==0{if aj==al{return Some(aq);}aj-=1;let jt=oe[
aj];y=jt.0;ac=jt.1;x=jt.2;u=jt.3;continue;}if Z&&!fu(aa,2){return None;}let bj=y&y.wrapping_neg();y^=bj;let(ep,er,dx)=aw(j[aj].eo,bj,ac,x,u);let bs=!(ep|er|dx|j[aj+1].h);
if aj+1==ba{aq+=u64::from(bs.count_ones());}else if bs!=0{oe[aj]=(y,ac,x,u);aj+=1;y=bs;ac=ep;x=er;u=dx;}}}}mod j{use crate::g::{ae,A,R};#[derive(Clone,Copy)]pub struct J{
pub h:u64,pub eo:u32}pub fn bm(g:&A)->Vec<J>{let jd=!ae(g.n);g.h.iter().map(|&h|J{h:h|jd,eo:1}).collect()}pub fn hu(g:&A,ap:&[R])->Vec<J>{let jd=!ae(g.n);let pv=ap.iter()
.fold(0,|j,&(r,_)|j|1<<r);fx(ae(g.n)&!pv,|r|{let ng=ap.iter().fold(0,|df,&fb|df|dz(fb,r));g.h[r]|jd|ng})}pub fn fx(j:u64,h:impl Fn(usize)->u64)->Vec<J>{let mut kb:Vec<J>
=Vec::with_capacity(j.count_ones()as usize);let mut kj=0;let mut z=j;while z!=0{let r=z.trailing_zeros()as usize;z&=z-1;if let Some(ba)=kb.last_mut(){ba.eo=(r-kj)as u32;}
kb.push(J{h:h(r),eo:1});kj=r;}kb}pub fn dz((mt,ak):R,r:usize)->u64{let dm=r.abs_diff(mt);let bj=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bj(ak)|bj(ak+dm)|ak.
checked_sub(dm).map_or(0,bj)}#[inline(always)]pub fn fu(aa:&mut u64,az:u64)->bool{if*aa<=az{*aa=0;return false;}*aa-=az;true}#[inline(always)]pub fn aw(eo:u32,bj:u64,ac:
u64,x:u64,u:u64)->(u64,u64,u64){(ac|bj,(x|bj)<<eo,(u|bj)>>eo,)}pub fn ea(mut df:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(df!=0).then(||{let at=df.
trailing_zeros()as usize;df&=df-1;at})})}}mod v{mod hd{use crate::g::{co,dh,dt,R};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct CH{bd:usize,au:usize,z:usize
,bb:usize}impl CH{pub fn ap(&self,n:usize)->[R;4]{[(0,self.bd),(n-1,self.au),(self.z,0),(self.bb,n-1)]}fn mq(n:usize,ap:&[R;4])->CH{let m=n-1;let on=|an:&dyn Fn(R)->bool,
li:&dyn Fn(R)->usize|{ap.iter().copied().find(|&q|an(q)).map_or(usize::MAX,li)};CH{bd:on(&|(r,_)|r==0,&|(_,c)|c),au:on(&|(r,_)|r==m,&|(_,c)|c),z:on(&|(_,c)|c==0,&|(r,_)|r
),bb:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hw(&self,n:usize)->[usize;8]{let m=n-1;let nx=|dm:usize|m-dm;[self.bd,nx(self.bd),self.au,nx(self.au),self.z,nx(self.z),self.bb,nx(
self.bb)]}pub fn gw(&self,n:usize)->bool{let ji=self.hw(n);let la=ji.iter().copied().min().unwrap_or(0);la>0&&ji.iter().filter(|&&d|d==la).count()>1}}pub fn md(n:usize)->
Vec<(CH,u64)>{let mut cf=Vec::new();for bd in 0..n{for au in 0..n{for z in 0..n{for bb in 0..n{let hd=CH{bd,au,z,bb};let ap=hd.ap(n);if ap.iter().any(|&a|ap.iter().any(|&
b|co(a,b))){continue;}let dj=|v|{let js=ap.map(|q|dt(n,v,q));CH::mq(n,&js)};if let Some(fh)=dh(0..8,hd,dj){cf.push((hd,fh));}}}}}cf}}use super::hu;use super::{dz,J};use
crate::g::{ae,A,R};pub const BT:&str="symmetry";pub fn iv(n:usize)->(Vec<Vec<J>>,Vec<u64>){eb(n).into_iter().map(|fl|(lh(&fl),fl.ce)).unzip()}fn lh(fl:&BL)->Vec<J>{hu(&fl
.g,&fl.ap)}pub struct BL{pub g:A,pub ap:Vec<R>,pub ce:u64}pub fn eb(n:usize)->Vec<BL>{if n<5{return vec![BL{g:A::fs(n),ap:Vec::new(),ce:1}];}let m=n-1;let all=ae(n);let
nq=|ak:usize|all&!(1u64<<ak);let mut eb=Vec::new();for k in 2..m{let mut g=A::fs(n);g.h[0]=nq(0);g.h[1]=nq(k);for am in&mut g.h[2..=k]{*am|=1<<1;}eb.push(BL{g,ap:Vec::new
(),ce:8});}let pu=1u64|1u64<<m;let mut a=1;while a<m-a{let mut g=A::fs(n);g.h[0]=nq(a);for(r,am)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*am|=pu;}}let hs=(
1u64<<(a+1))-1;g.h[m]|=hs|hs<<(m-a);eb.push(BL{g,ap:Vec::new(),ce:8});a+=1;}for(hd,ce)in hd::md(n){if hd.gw(n){let ap=hd.ap(n).to_vec();eb.push(BL{g:lv(n,&ap),ap,ce});}}
eb}fn lv(n:usize,ap:&[R])->A{let all=ae(n);let mut g=A::fs(n);for(r,am)in g.h.iter_mut().enumerate(){*am=match ap.iter().find(|fb|fb.0==r){Some(&(_,c))=>all&!(1u64<<c),
None=>{ap.iter().fold(0,|df,&q|df|dz(q,r))&all}};}g}}pub use self::ig::AK;pub use self::lk::{dv,bw};pub use self::mu::{gi,bx};pub use self::j::*;}mod px{use crate::g::B;
use crate::gl::G;pub const DO:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CS{pub be:G,pub fy:usize,pub dc:Vec<usize>}pub fn
parse(args:&[String])->Result<Option<CS>,String>{let mut cb=CS{be:G::default(),fy:0,dc:Vec::new()};let mut args=args.iter();while let Some(kw)=args.next(){let(fz,oz)=
match kw.split_once('='){Some((fz,de))if kw.starts_with("--")=>(fz,Some(de.to_string())),_=>(kw.as_str(),None)};let mut de=|qq:&str|{(oz.clone().or_else(||args.next().
cloned())).ok_or_else(||format!("option '{}' needs {}",fz,qq))};match fz{"-h"|"--help"=>return Ok(None),"--list"=>{let bi=de("a number of solutions")?;cb.fy=bi.parse().
map_err(|_|{format!("option '{}' takes a whole number, found '{}'",fz,bi)})?;}"--dialect"=>{cb.be=G::ps(&de("a value: luogu, uva11195 or cses1624")?)?}_ if fz.starts_with
('-')&&fz.len()>1=>{return Err(format!("unknown option '{}'",kw))}_=>match kw.parse::<usize>(){Ok(n)if(1..=B).contains(&n)=>cb.dc.push(n),_=>{let bp=
"N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bp,B,kw));}}}}Ok(Some(cb))}}mod pf{use crate::g::A;use crate::count::ju::CC;use crate::count::AK;
use crate::fy::fm;use crate::cw::AA;use crate::ax::{cn,CE,D,AQ};use std::io::Write;pub struct AP{pub ju:CC,cw:AA}impl AP{pub fn new()->AP{AP{ju:CC::new(AK),cw:AA::new()}}
}impl<W:Write>CE<W>for AP{fn lg(&mut self,ax:&mut AQ<W>,g:A)->Result<(),D>{ax.gh+=1;let fq=self.cw.get(&g);let cc=&mut ax.cc;let fy=cc.format.fy;fm(&g,fy,&mut|ao|cc.bu(ao
)).map_err(cn)?;let(count,fe)=match fq{Some(count)=>(count,false),None=>self.ju.count(&g).lj()};self.cw.qg(&g,count);(cc.count(ax.gh,count,fe)).map_err(cn)}}}use cc::BW;
use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}
let cb=match px::parse(&args){Ok(Some(cb))=>cb,Ok(None)=>{print!("{}",px::DO);return;}Err(bp)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bp);std::process
::exit(2);}};let format=BW{be:cb.be,fy:cb.fy,..BW::default()};let stdout=io::stdout();let jk=io::BufWriter::new(stdout.lock());let mut ax=ax::AQ{cc:cc::BZ{jk,format},gh:0
};let mut dr=pf::AP::new();let da=stdin::my(&cb.dc,cb.be,|dc,gh|{dr.ju.ls(dc);ax::mg(&mut ax,gh,&mut dr).unwrap_or(ax::D::CZ)});std::process::exit(da.ph());}

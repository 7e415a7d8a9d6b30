// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod h{pub const A:usize=64;pub type R=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct B{pub n:usize,pub g:Vec<u64>}impl B{pub fn new(n:usize,g:Vec<u64>)->B{B{n,g}}
pub fn n(&self)->usize{self.n}pub fn g(&self)->&[u64]{&self.g}pub fn fu(n:usize)->B{assert!((1..=A).contains(&n),"a board has 1 to {} rows, not {}",A,n);B::new(n,vec![0;n
])}pub fn go(&self)->bool{self.g.iter().all(|&am|am==0)}pub fn dy(&self)->usize{self.g.iter().map(|am|am.count_ones()as usize).sum()}pub fn ek(&self,v:usize)->B{let ap=if
DF>>v&1==1{self.ap()}else{Vec::new()};B::new(self.n,self.dj(v,&ap))}fn iz(&self)->BD{let ap=self.ap();let cu=(0..8).filter(|&s|self.dj(s,&ap)==self.g);BD(cu.fold(0,|ht,s|
ht|1<<s))}pub fn gw(&self)->bool{self.dj(DL,&[])==self.g}fn ap(&self)->Vec<u64>{let mut kv=[0u64;64];kv[..self.n].copy_from_slice(&self.g);transpose(&mut kv);kv[..self.n]
.to_vec()}fn dj(&self,v:usize,ap:&[u64])->Vec<u64>{let n=self.n;let pq=if DF>>v&1==1{ap}else{&self.g};let pm=BY>>v&1==1;let mut j:Vec<u64> =pq.iter().map(|&am|if pm{od(am
,n)}else{am}).collect();if CV>>v&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,v:usize)->bool{self.0>>v&1==1}fn iter(
self)->impl Iterator<Item=usize>{(0..8).filter(move|&s|self.contains(s))}}const DF:u8=1<<1|1<<3|1<<6|1<<7;const BY:u8=1<<1|1<<2|1<<4|1<<7;const CV:u8=1<<2|1<<3|1<<5|1<<7;
#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{L(usize),AM(usize)}impl P{pub fn cv(self,at:usize)->R{match self{P::L(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(am,al):R
)->bool{match self{P::L(r)=>am==r,P::AM(c)=>al==c}}pub fn ek(self,n:usize,v:usize)->P{let(r,c)=du(n,v,self.cv(0));if du(n,v,self.cv(1)).0==r{P::L(r)}else{P::AM(c)}}}pub
fn cr(a:R,b:R)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DL:usize=4;pub fn du(n:usize,v:usize,(r,c):R)->R{let m=n-1;match v{0=>(r,c),1=>(
c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dh<K:Ord+Copy>(iz:impl Iterator<Item=usize>,oj:K,dj:impl Fn(usize)->K,)->Option<u64>{
let mut fk=[oj;8];let mut ch=0;for v in iz{let ka=dj(v);if ka<oj{return None;}fk[ch]=ka;ch+=1;}let fk=&mut fk[..ch];fk.sort_unstable();Some(1+fk.windows(2).filter(|pn|pn[
0]!=pn[1]).count()as u64)}fn od(dl:u64,n:usize)->u64{dl.reverse_bits()>>(64-n)}fn transpose(j:&mut[u64;64]){let mut dk=32;let mut pl:u64=0x0000_0000_FFFF_FFFF;while dk!=0
{let mut k=0;while k<64{let swap=((j[k]>>dk)^j[k+dk])&pl;j[k]^=swap<<dk;j[k+dk]^=swap;k=(k+dk+1)&!dk;}dk>>=1;pl^=pl<<dk;}}pub fn af(n:usize)->u64{u64::MAX>>(64-n)}}mod gn
{use crate::h::{B,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum G{#[default]DE,BU,BC}impl G{pub fn qc(gb:&str)->Result<G,String>{match gb{"luogu"=>Ok(G::DE),
"uva11195"=>Ok(G::BU),"cses1624"=>Ok(G::BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gb))}}fn fq(self)->u8{match self{G::DE=>b'.',G::BU
|G::BC=>b'*'}}}pub struct M{pub ao:usize,pub al:usize,pub bq:String}struct BO<'a>{bj:&'a[u8],ah:usize,ao:usize,bl:usize}pub struct BJ<'a>{br:&'a[u8],bc:G,gs:usize,ao:
usize,bl:usize,gl:bool}impl<'a>BJ<'a>{pub fn new(br:&'a[u8],bc:G)->BJ<'a>{BJ{br,bc,gs:0,ao:1,bl:0,gl:false}}pub fn my(&mut self)->Result<Option<B>,M>{if self.gl{return Ok
(None);}if self.bc==G::BC{return match self.jr(){Some(_)=>self.il(8).map(Some),None=>Ok(None)};}let ae=match self.it(){Some(ae)=>ae,None=>{self.gl=true;return Ok(None);}}
;let n=self.lq(&ae)?;if n==0{self.gl=true;return Ok(None);}match self.jr(){Some(b'*')|Some(b'.')=>self.il(n).map(Some),_=>Ok(Some(B::fu(n)))}}pub fn lb(&self,mut gy:impl
FnMut(usize,usize)){let ns=self.br[self.gs..].split(u8::is_ascii_whitespace).filter(|ae|!ae.is_empty());let gm=self.bc.fq();let ha=|ae:&[u8]|ae.iter().filter(|&&cv|cv==gm
).count();if self.bc==G::BC{let j:Vec<&[u8]> =ns.collect();for h in j.chunks_exact(8){gy(8,h.iter().map(|am|ha(am)).sum());}return;}let mut av=None;for ae in ns{if ji(ae[
0]){if let Some((_,g))=&mut av{*g+=ha(ae);}continue;}if let Some((n,g))=av.take(){gy(n,g);}if!ae.iter().all(u8::is_ascii_digit)||ae.len()>2{return;}match ae.iter().fold(0
,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>av=Some((n,0))}}if let Some((n,g))=av{gy(n,g);}}fn lq(&self,ae:&BO)->Result<usize,M>{self.io(ae)?;if!ae.bj.iter().all(u8::
is_ascii_digit){return Err(self.fj(ae,ae.ah,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,po(ae.bj)),));}let de=ae.bj.iter().fold(0u64,|
re,&pz|{re.saturating_mul(10).saturating_add(u64::from(pz-b'0'))});if de>A as u64{return Err(self.fj(ae,ae.ah,format!("board size {} is too large: {} is the maximum",
String::from_utf8_lossy(ae.bj),A),));}Ok(de as usize)}fn il(&mut self,n:usize)->Result<B,M>{let mut g=Vec::with_capacity(n);for am in 0..n{let ae=match self.it(){Some(ae)
=>ae,None=>return Err(self.kh(am,n))};match oe(ae.bj,n,self.bc.fq()){Some(df)=>g.push(df),None=>return Err(self.nj(&ae,am,n))}}Ok(B::new(n,g))}fn nj(&self,ae:&BO,am:usize
,n:usize)->M{if let Err(e)=self.io(ae){return e;}if let Some(al)=(ae.bj.iter()).position(|&cv|!ji(cv)){let at=ae.ah+al;let ch=match fx(self.br,at){Some((c,_))=>format!(
"{:?}",c),None=>format!("byte 0x{:02X}",ae.bj[al])};return self.fj(ae,at,format!("row {} of {}: found {}, expected '*' or '.'",am+1,n,ch),);}self.fj(ae,ae.ah,format!(
"row {} of {} has {} cells, expected {}",am+1,n,ae.bj.len(),n),)}fn io(&self,ae:&BO)->Result<(),M>{if ae.bj.is_ascii(){return Ok(());}let mr=ae.ah+ae.bj.len();let mut at=
ae.ah;while at<mr{match fx(self.br,at){Some((_,len))=>at+=len,None=>{return Err(self.fj(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.br[at]),))}}}Ok(())}fn fv(&
mut self){while let Some(&ke)=self.br.get(self.gs){if!ke.is_ascii_whitespace(){break;}self.gs+=1;if ke==b'\n'{self.ao+=1;self.bl=self.gs;}}}fn jr(&mut self)->Option<u8>{
self.fv();self.br.get(self.gs).copied()}fn it(&mut self)->Option<BO<'a>>{self.fv();let ah=self.gs;let hj=&self.br[ah..];let len=hj.iter().position(u8::is_ascii_whitespace
).unwrap_or(hj.len());if len==0{return None;}self.gs+=len;Some(BO{bj:&hj[..len],ah,ao:self.ao,bl:self.bl})}fn fj(&self,ae:&BO,at:usize,bq:String)->M{M{ao:ae.ao,al:dq(self
.br,ae.bl,at),bq}}fn kh(&self,nm:usize,n:usize)->M{M{ao:self.ao,al:dq(self.br,self.bl,self.br.len()),bq:format!("input ended after {} of {} board rows",nm,n)}}}fn oe(bj:&
[u8],n:usize,gm:u8)->Option<u64>{if bj.len()!=n{return None;}let(mut df,mut im)=(0u64,true);for(al,&cv)in bj.iter().enumerate(){df|=u64::from(cv==gm)<<al;im&=ji(cv);}im.
then_some(df)}fn ji(ke:u8)->bool{ke==b'*'||ke==b'.'}fn fx(br:&[u8],at:usize)->Option<(char,usize)>{let len=match br[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0
..=0xF4=>4,_=>return None};let oh=br.get(at..at+len)?;let bj=std::str::from_utf8(oh).ok()?;bj.chars().next().map(|c|(c,len))}fn dq(br:&[u8],bl:usize,at:usize)->usize{let
mut al=1;let mut gs=bl;while gs<at{gs+=fx(br,gs).map_or(1,|(_,len)|len);al+=1;}al}fn po(bj:&[u8])->String{const DD:usize=24;let bj=String::from_utf8_lossy(bj);if bj.chars
().count()>DD{let qr:String=bj.chars().take(DD).collect();format!("{:?}...",qr)}else{format!("{:?}",bj)}}}mod ga{use crate::h::af;use crate::h::B;use crate::count::{ay,bn
,L};pub fn fp<E>(h:&B,ol:usize,nz:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct DN<'a,E>{j:Vec<L>,mw:u64,op:bool,kr:Vec<usize>,ac:usize,nz:&'a mut dyn
FnMut(&[usize])->Result<(),E>}impl<E>DN<'_,E>{fn bp(&mut self,cr:(u64,u64,u64))->Result<(),E>{let an=self.kr.len();if an==self.j.len(){self.ac-=1;return(self.nz)(&self.kr
);}let(ad,y,u)=cr;let mut ab=!(ad|y|u|self.j[an].g);while ab!=0&&self.ac>0{let bk=ab&ab.wrapping_neg();ab^=bk;let next=ay(self.j[an].eo,bk,ad,y,u);if self.op&&!self.pv(an
+1,next){continue;}self.kr.push(bk.trailing_zeros()as usize);self.bp(next)?;self.kr.pop();}Ok(())}fn pv(&self,an:usize,(ad,y,u):(u64,u64,u64))->bool{let mut js=0;for(dm,
am)in self.j[an..].iter().enumerate(){let ab=!(ad|y<<dm|u>>dm|am.g);if ab==0{return false;}js|=ab;}let ir=self.mw&!ad;js&ir==ir}}if ol==0{return Ok(());}let mut mk=DN{j:
bn(h),mw:af(h.n),op:!h.go(),kr:Vec::with_capacity(h.n),ac:ol,nz};mk.bp((0,0,0))}}mod nb{use std::sync::atomic::{AtomicBool,Ordering};use std::sync::{Arc,Mutex,PoisonError
};pub struct CH<T>{gi:AtomicBool,de:Mutex<Option<Arc<T>> >}impl<T>Default for CH<T>{fn default()->CH<T>{CH{gi:AtomicBool::new(false),de:Mutex::new(None)}}}impl<T>CH<T>{
pub fn get(&self)->Option<Arc<T>>{match self.gi.load(Ordering::Acquire){true=>self.de.lock().ok()?.clone(),false=>None}}pub fn km(&self,gh:impl FnOnce()->T)->Arc<T>{let
gi=self.get().unwrap_or_else(||Arc::new(gh()));let mut de=self.de.lock().unwrap_or_else(PoisonError::into_inner);self.gi.store(true,Ordering::Release);de.get_or_insert(gi
).clone()}}}mod cd{use crate::gn::G;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct BW{pub bc:G,pub ga:usize,pub rf:usize,pub time:bool,pub ee:bool}pub
struct BZ<W:Write>{pub jq:W,pub format:BW}impl<W:Write>BZ<W>{pub fn bv(&mut self,ap:&[usize])->io::Result<()>{let ap:Vec<String> =ap.iter().map(|c|(c+1).to_string()).
collect();writeln!(self.jq,"{}",ap.join(" "))}pub fn count(&mut self,gy:usize,count:u64,fg:bool)->io::Result<()>{if self.format.bc==G::BU{write!(self.jq,"Case {}: ",gy)?;
}writeln!(self.jq,"{}",count)?;if fg{self.jq.flush()?;}Ok(())}}pub fn ej(ay:&str,bq:&str){eprintln!("nqueens: error: {}: {}",ay,bq);}}mod cz{use crate::h::{B,A};use std::
sync::atomic::{AtomicU64,Ordering};#[derive(Default)]struct BI(AtomicU64);impl BI{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}fn ku(&self
,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct AA([BI;A+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BI::default()))}pub fn get(
&self,h:&B)->Option<u64>{match h.go(){true=>self.0[h.n].get(),false=>None}}pub fn qs(&self,h:&B,count:u64){if h.go(){self.0[h.n].ku(count);}}}}mod ax{pub struct O(pub u64
);impl O{pub fn iw()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hr(&mut self,pw:usize)->
usize{(self.next()%pw as u64)as usize}}}mod stdin{use crate::h::B;use crate::gn::{G,BJ};use crate::az::{CU,D};use std::io::{self,Read};pub fn nn(hw:&[usize],bc:G,ql:impl
FnOnce(&[(usize,usize)],&mut CU)->D,)->D{if!hw.is_empty(){return ql(&[],&mut hw.iter().map(|&n|Ok(B::fu(n))));}let mut gn=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut gn){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CM;}let mut nd=BJ::new(&gn,bc);let mut ex=Vec::new();nd.lb(|n,g|ex.push((n,g)
));ql(&ex,&mut std::iter::from_fn(||nd.my().transpose()),)}}mod di{pub const BF:u64=9;pub const AR:u64=20;pub const BA:usize=256;pub const AZ:usize=64;pub const BR:f64=
32.0;pub const BK:usize=16;pub const AG:f64=4.0;pub const BG:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CJ:f64=0.15;pub const AO:f64=0.3;pub
const BE:u64=4<<20;pub const BP:f64=1.0/32.0;pub const CA:f64=0.25;pub const AY:f64=4.0;pub const CK:f64=4.0;pub const AT:f64=80.0;pub const BX:f64=1.5;pub const BQ:u64=
96<<20;pub const AN:usize=8;pub const V:usize=8;pub const AB:usize=32;pub const AH:u32=4;pub const BH:usize=10;pub const CP:usize=64;pub const AV:u64=2;const DA:usize=
4096;}mod az{use crate::h::B;use crate::gn::M;use crate::cd::{self,BZ};use std::io::{self,Write};pub enum D{CZ,CM,CB,BS(io::Error)}impl D{pub fn pr(self)->i32{match self{
D::CZ|D::CB=>0,D::CM=>1,D::BS(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CU<'a> =dyn Iterator<Item=Result<B,M>>+'a;pub trait CF<W:
Write>{fn gy(&mut self,az:&mut AQ<W>,h:B)->Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gk(&mut self,az:&mut AQ<W>)->D{az.pg()}fn ma(&self)
->bool{false}}pub fn mq<W:Write,C:CF<W>>(az:&mut AQ<W>,ey:&mut CU,ds:&mut C,)->Option<D>{loop{if ds.ma(){return None;}let dc=match ey.next(){Some(Ok(h))=>match ds.gy(az,h
){Ok(())=>continue,Err(dc)=>dc},Some(Err(ej))=>match ds.drain(az){Ok(())=>az.mm(&ej),Err(dc)=>dc},None=>match ds.drain(az){Ok(())=>ds.gk(az),Err(dc)=>dc}};return Some(dc)
;}}pub struct AQ<W:Write>{pub cd:BZ<W>,pub ey:usize}impl<W:Write>AQ<W>{fn mm(&mut self,ej:&M)->D{let ay=format!("line {}, column {}",ej.ao,ej.al);self.qo(&ay,&ej.bq)}fn
qo(&mut self,ay:&str,bq:&str)->D{if let Err(e)=self.cd.jq.flush(){return cq(e);}cd::ej(ay,bq);D::CM}fn pg(&mut self)->D{match self.cd.jq.flush(){Ok(())=>D::CZ,Err(e)=>cq(
e)}}}pub fn cq(ej:io::Error)->D{if ej.kind()==io::ErrorKind::BrokenPipe{D::CB}else{D::BS(ej)}}}mod count{pub mod kc{use super::ip::AK;use super::filter::{self,J};use
super::hf::DB;use super::cf::Q;use super::{bz,aj,bn};use crate::h::B;use crate::nb::CH;use crate::di::{BP,CA,AY,BK,AG};use std::sync::atomic::{AtomicBool,AtomicI64,
AtomicU32,AtomicU64,Ordering::Relaxed};use std::sync::Arc;pub enum AE{DC{count:u64,by:By},Q{cf:Q,bb:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DK,AS,CN,J,DT}#[derive(
Default)]pub struct CC{lk:[CH<J>;filter::A+1],kd:[AtomicBool;filter::A+1],ex:[AtomicU32;filter::A+1],hx:[AtomicU64;filter::A+1],ii:[AtomicU32;filter::A+1],cl:[AtomicU64;
filter::A+1],dn:[AtomicU64;filter::A+1],iv:[[AtomicI64;4];filter::A+1],hf:DB,hv:AK}impl CC{pub fn new(hv:AK)->CC{CC{hv,..Default::default()}}pub fn mc(&self,ey:&[(usize,
usize)]){for&(n,g)in ey{if n<=filter::A&&g>0{self.ex[n].fetch_add(1,Relaxed);qi(&self.hx[n],ja(n,g));}}}pub fn count(&self,h:&B)->AE{let n=h.n;if h.go(){return match self
.filter(n){Some(filter)=>fa(filter.count(h),By::J),None=>fg(self.hv.fu(n))};}let g=h.dy();if let Some(ii)=self.ii.get(n){ii.fetch_add(1,Relaxed);qi(&self.cl[n],ja(n,g));}
let gq=mg(n);if let Some(filter)=self.filter(n){return self.qx(&filter,h,g,gq);}let z=self.ki(h,gq);let mut ac=z as u64;let mi=self.hf.mi(n,z,self.dn.get(n));let ba=gu(h,
&mut ac);let aj=matches!(ba,Ok((_,By::AS))|Err(Some(_)));let dd=self.hf.lh(mi,z-ac as f64,aj);let cn=match ba{Ok((count,by))=>{self.np(h,dd,0.0);return fa(count,by);}Err(
cn)=>cn};if self.ie(h,dd,0.0){if let Some(filter)=self.gh(n){return fa(filter.count(h),By::J);}}let fy=|bb|self.ie(h,dd,self.hf.ml(bb,false));let fi=self.hf.fi();let(cf,
bb)=self.hv.cf(h,cn,fi,&fy);let ce=self.hf.ml(bb,matches!(cf,Q::AS(_)));if let Some(filter)=self.np(h,dd,ce){return fa(filter.count(h),By::J);}fg((cf,bb))}fn ki(&self,h:&
B,gq:f64)->f64{let n=h.n;if n>filter::A||self.kd[n].load(Relaxed){return gq;}let kx=self.hf.ml(1.0,aj::ie(h));(self.nt(h,0.0)/kx+1.0).clamp(0.0,gq).floor()}fn qx(&self,
filter:&J,h:&B,g:usize,gq:f64)->AE{let oy=4*g/(h.n*h.n+1);let iv=&self.iv[h.n][oy];let eg=filter.ju(g);if(iv.load(Relaxed)as f64)< -eg*AY{return fa(filter.count(h),By::J)
;}let z=(eg*CA).min(gq)as u64;let mut ac=z;if let Ok((count,by))=gu(h,&mut ac){iv.fetch_add(eg as i64-(z-ac)as i64,Relaxed);return fa(count,by);}iv.fetch_sub(z as i64,
Relaxed);fa(filter.count(h),By::J)}fn filter(&self,n:usize)->Option<Arc<J>>{self.lk.get(n)?.get()}fn np(&self,h:&B,dd:f64,ce:f64)->Option<Arc<J>>{let n=h.n;if n>filter::A
||!self.ie(h,dd,ce){if let Some(dn)=self.dn.get(n){dn.fetch_add((dd+ce)as u64,Relaxed);}return None;}let filter=self.gh(n)?;(ce>0.0).then_some(filter)}fn gh(&self,n:usize
)->Option<Arc<J>>{if self.kd[n].swap(true,Relaxed){return None;}Some(self.lk[n].km(||J::new(n)))}fn ie(&self,h:&B,dd:f64,ce:f64)->bool{dd>self.nt(h,ce)}fn nt(&self,h:&B,
ce:f64)->f64{let n=h.n;if n>filter::A{return f64::INFINITY;}let dn=self.dn[n].load(Relaxed)as f64+ce;let gh=J::lr(n);let ii=self.ii[n].load(Relaxed).max(1);let cl=f64::
from_bits(self.cl[n].load(Relaxed));let(pb,jx)=match self.ex[n].load(Relaxed){0=>(ii,cl),ex=>(ex.saturating_sub(ii),f64::from_bits(self.hx[n].load(Relaxed))-cl,)};let nq=
if ce>0.0{1.0}else{0.0};let mt=J::mb(h);let qe=gh+mt*(f64::from(pb)+nq+AY);let os=qe-ce;let ng=match(os<0.0,cl>0.0){(true,_)=>0.0,(false,true)=>os*cl/jx.max(0.0),(false,
false)=>f64::INFINITY};ng.max(gh*BP)-dn}}fn ja(n:usize,g:usize)->f64{let ab=1.0-g as f64/(n*n)as f64;ab.powi(n as i32)}fn qi(sum:&AtomicU64,x:f64){let _=sum.fetch_update(
Relaxed,Relaxed,|dl|{Some((f64::from_bits(dl)+x).to_bits())});}fn fa(count:u64,by:By)->AE{AE::DC{count,by}}fn fg((cf,bb):(Q,f64))->AE{AE::Q{cf,bb:Some(bb)}}impl AE{pub fn
lw(self)->(u64,bool){match self{AE::DC{count,..}=>(count,false),AE::Q{cf,..}=>(cf.em(),true)}}}fn mg(n:usize)->f64{use crate::di::{BA,BR};AG*(BA*n)as f64*BR}fn gu(h:&B,z:
&mut u64,)->Result<(u64,By),Option<aj::X>>{let j=bn(h);let mj=(BK*h.n)as u64;if*z<=mj*(1+AG as u64){let count=bz(&j,z).ok_or(None)?;return Ok((count,By::DK));}let mut ac=
mj;if let Some(count)=bz(&j,&mut ac){*z-=mj-ac;return Ok((count,By::DK));}*z-=mj;if aj::ie(h){let bh=aj::H::new(h);let count=bh.kf(z).map_err(Some)?;Ok((count,By::AS))}
else{let count=super::bx(&j,z).ok_or(None)?;Ok((count,By::CN))}}}mod ip{use super::bo::{gv,CE,U,S};use super::cw::AI;use super::cf::Q;use super::{aj,lx,iu,bn};use crate::
h::B;use crate::di::{BF,AZ};#[derive(Default)]pub struct AK;impl AK{pub fn fu(&self,n:usize)->(Q,f64){(gv(n).into(),0.0)}pub fn cf(&self,h:&B,ba:Option<aj::X>,_:f64,fy:&
dyn Fn(f64)->bool,)->(Q,f64){let(cf,jt):(Q,f64)=if aj::ie(h){let bh=aj::H::new(h);let bb=bh.dx(AZ,BF as f64);match ba{Some(ba)=>{let hj=ba.oz(bb);(U::pa(bh,ba).into(),hj)
}None=>{let ah=bh.ah();(U::new(bh,vec![(ah,1)]).into(),bb)}}}else{let j=vec![bn(h)];let cf=S::cf(lx::BT,CE::CN,j,vec![1]);(cf.into(),iu::ee(h))};match AI::dx(h).filter(|&
cw|cw<jt){Some(cw)if!fy(cw)=>(AI::new(h).into(),cw),Some(cw)=>(cf,cw),None=>(cf,jt)}}}}mod aj{use super::iu::eu;use super::ew::{hu,fe};use super::L;use super::{dl,fz};use
crate::h::{af,B,R,P};use crate::ax::O;use crate::di::{V,AH,BH,AB};pub const BT:&str="dynamic";pub struct H{pub n:usize,bi:[u64;64],dv:[u64;64],bu:fb::AW}#[derive(Clone,
Copy)]pub struct F{ai:u64,bg:u64,gr:u128,cs:u128,ef:u128}impl F{fn ai(&self)->usize{self.ai.count_ones()as usize}}enum Y{DH,CL,BV(P,u64)}pub fn ie(h:&B)->bool{let n=h.n;
let jw=match n<=fb::A{true=>AB,false=>V};h.dy()*jw>n*n}impl H{pub fn new(h:&B)->H{let n=h.n;let all=af(n);let mut bi=[0u64;64];let mut dv=[0u64;64];for(r,&am)in h.g.iter(
).enumerate(){bi[r]=!am&all;for(c,j)in dv.iter_mut().enumerate().take(n){*j|=(bi[r]>>c&1)<<r;}}H{n,bi,dv,bu:fb::AW::new(n)}}pub fn ah(&self)->F{F{ai:af(self.n),bg:af(self
.n),gr:0,cs:0,ef:0}}fn ez(&self,p:&F,ao:P)->u64{let m=self.n-1;match ao{P::L(r)=>{let gr=(p.gr>>r)as u64;let ef=(p.ef>>(m-r))as u64;self.bi[r&63]&p.bg&!gr&!ef}P::AM(c)=>{
let gr=(p.gr>>c)as u64;let cs=(p.cs>>(m-c))as u64;self.dv[c&63]&p.ai&!gr&!cs}}}fn pf(&self,p:&F,nk:bool)->Y{let ap=if nk{0}else{p.bg};ci(p.ai,ap,|ao|self.ez(p,ao))}fn pu(
&self,ac:&mut Vec<F>,aq:&[R],ij:impl Iterator<Item=R>,){for p in ac.iter_mut(){*p=aq.iter().fold(*p,|p,&fd|self.ay(&p,fd));}let ah=self.ah();ac.extend(ij.map(|cv|self.ay(
&ah,cv)));}pub fn ay(&self,p:&F,(r,c):R)->F{F{ai:p.ai&!(1u64<<r),bg:p.bg&!(1u64<<c),gr:p.gr|1u128<<(r+c),cs:p.cs|1u128<<(r+self.n-1-c),ef:p.ef|1u128<<(c+self.n-1-r)}}pub
fn ei(&self,p:&F)->Vec<L>{fz(p.ai,|r|!self.ez(p,P::L(r)))}pub fn dx(&self,da:usize,mz:f64)->f64{if self.n<=fb::A{return self.lg(da);}let cj=|_:&mut O|(Some(self.ah()),1.0
);hu(da,&mut O::iw(),cj,|jk,ax|{let p=jk.as_ref()?;match self.pf(p,false){Y::BV(_,ab)if mu(ab,p.ai)=>{let lz=eu(1,&self.ei(p),ax);Some((1,None,lz))}Y::BV(ao,ab)=>{let at=
fe(ab,ax).trailing_zeros()as usize;Some((ab.count_ones(),Some(self.ay(p,ao.cv(at))),mz,))}Y::DH|Y::CL=>None}})}pub fn count(&self,p:F)->u64{if self.n<=fb::A{return self.
ld(&p);}self.jf(p)}pub fn kf(&self,z:&mut u64)->Result<u64,X>{match self.n<=fb::A{true=>self.lj(H::gz,z),false=>self.lj(H::gd,z)}}fn lj(&self,core:CR,z:&mut u64)->Result<
u64,X>{let dd=*z;let mut ac=Vec::new();let dr=core(self,z,&mut ac);match*z{0=>Err(X{dr,ac,dd}),_=>Ok(dr)}}}type CR=fn(&H,&mut u64,&mut Vec<F>)->u64;pub struct X{pub dr:
u64,pub ac:Vec<F>,dd:u64}impl X{pub fn oz(&self,bb:f64)->f64{(bb-self.dd as f64).max(0.0)}}mod fb{use super::{F,H};use crate::h::R;use crate::count::{dl,fw};use crate::di
::AR;pub const A:usize=16;const I:usize=2*A;static DG:[[u16;I];A*A]=cr();const fn cr()->[[u16;I];A*A]{let mut cm=[[0u16;I];A*A];let mut r=0;while r<A{let mut c=0;while c<
A{let mut ao=0;while ao<A{cm[r*A+c][ao]=hc(r,c,ao);cm[r*A+c][A+ao]=hc(c,r,ao);ao+=1;}c+=1;}r+=1;}cm}const fn hc(r:usize,c:usize,ao:usize)->u16{if ao==r{return!(1<<c);}let
jy=ao.abs_diff(r);let mut o=1u16<<c;if c+jy<A{o|=1<<(c+jy);}if c>=jy{o|=1<<(c-jy);}o}static DJ:[[u16;I];I]=jv();const fn jv()->[[u16;I];I]{let mut cm=[[0u16;I];I];let mut
ag=0;while ag<I{cm[ag][ag]=u16::MAX;ag+=1;}cm}#[derive(Clone,Copy)]pub struct AX{o:[u16;I],co:[u16;I]}pub struct AW{ig:[i16;I],ag:[u8;I]}impl AW{pub fn new(n:usize)->AW{
let mut fb:Vec<usize> =(0..I).collect();let lf=|ag:usize|(2*(ag%A)).abs_diff(n.saturating_sub(1));fb.sort_by_key(|&ag|(lf(ag),ag%A,ag/A));let mut bu=AW{ig:[0;I],ag:[0;I]}
;for(ig,&ag)in fb.iter().enumerate(){bu.ig[ag]=ig as i16;bu.ag[ig]=ag as u8;}bu}}const DI:i16=1<<14;impl AX{fn of(bh:&H,p:&F)->AX{let mut eh=AX{o:[u16::MAX;I],co:[u16::
MAX;I]};for r in dl(p.ai){eh.o[r]=bh.ez(p,crate::h::P::L(r))as u16;eh.co[r]=0;}for c in dl(p.bg){eh.o[A+c]=bh.ez(p,crate::h::P::AM(c))as u16;eh.co[A+c]=0;}eh}#[inline(
always)]fn ci(&self,bu:&AW)->(usize,u16){let mut ft=i16::MAX;for ag in 0..I{let co=(self.co[ag]&DI as u16)as i16;let oj=((self.o[ag].count_ones()as i16)<<6|bu.ig[ag])+co;
ft=ft.min(oj);}let ag=usize::from(bu.ag[(ft&31)as usize])&(I-1);(ag,self.o[ag])}#[inline(always)]fn kk(&self,bu:&AW)->Option<usize>{let mut ft=i16::MAX;for ag in 0..I{let
o=self.o[ag];let qu=i16::from(o&o.wrapping_sub(1)!=0);ft=ft.min(bu.ig[ag]|qu<<6);}(ft<64).then(||usize::from(bu.ag[ft as usize&(I-1)]))}#[inline(always)]#[allow(clippy::
needless_range_loop)]fn ay(&self,ag:usize,at:usize)->Option<AX>{let(r,c)=fd(ag,at);let cr=&DG[(r*A+c)&(A*A-1)];let(am,al)=(&DJ[r&(A-1)],&DJ[A+(c&(A-1))]);let mut next=AX{
o:[0;I],co:[0;I]};let mut ir=0u16;for ag in 0..I{let co=self.co[ag]|am[ag]|al[ag];let o=self.o[ag]&!cr[ag]|co;next.o[ag]=o;next.co[ag]=co;ir|=u16::from(o==0);}(ir==0).
then_some(next)}#[inline(always)]fn hg(&mut self,bu:&AW,j:&mut u32)->bool{while*j>=2{let ag=match self.kk(bu){Some(ag)=>ag,None=>break};let at=self.o[ag].trailing_zeros()
as usize;*self=match self.ay(ag,at){Some(next)=>next,None=>return false};*j-=1;}true}}fn fd(ag:usize,at:usize)->R{match ag<A{true=>(ag,at),false=>(at,ag-A)}}pub fn count<
const Z:bool>(bh:&H,eh:&AX,ac:u32,z:&mut u64,cn:&mut Vec<F>,)->u64{if Z&&!fw(z,AR){cn.push(bh.ah());return 0;}let(ag,mut o)=eh.ci(&bh.bu);if ac==1{return u64::from(o.
count_ones());}let mut ar=0;while o!=0{let at=o.trailing_zeros()as usize;o&=o-1;let mut next=match eh.ay(ag,at){Some(next)=>next,None=>continue};let mut j=ac-1;let ob=
next.hg(&bh.bu,&mut j);if!ob{continue;}if j==1{ar+=1;continue;}ar+=count::<Z>(bh,&next,j,z,cn);if Z&&*z==0{let ij=dl(u64::from(o)).map(|at|fd(ag,at));bh.pu(cn,&[fd(ag,at)
],ij);return ar;}}ar}impl H{pub fn gz(&self,z:&mut u64,ac:&mut Vec<F>)->u64{let eh=AX::of(self,&self.ah());count::<true>(self,&eh,self.n as u32,z,ac)}pub fn ld(&self,p:&F
)->u64{match p.ai(){0=>1,ac=>count::<false>(self,&AX::of(self,p),ac as u32,&mut 0,&mut Vec::new(),)}}pub fn lg(&self,da:usize)->f64{use crate::count::ew::hu;use crate::ax
::O;let ah=AX::of(self,&self.ah());let cj=|_:&mut O|((ah,self.n as u32),1.0);hu(da,&mut O::iw(),cj,|&(eh,ac),ax|{if ac<=2{return None;}let(ag,o)=eh.ci(&self.bu);let ls:
Vec<(AX,u32)> =dl(u64::from(o)).filter_map(|at|{let mut next=eh.ay(ag,at)?;let mut j=ac-1;let ob=next.hg(&self.bu,&mut j);(ob&&j>1).then_some((next,j))}).collect();let qm
=*ls.get(ax.hr(ls.len().max(1)))?;Some((ls.len()as u32,qm,AR as f64))},)+AR as f64}}}fn ov(o:u64)->bool{o&(o-1)==0}fn kj(dg:u64,cb:u64,ab:impl Fn(P)->u64,)->Option<Y>{let
ao=if dg!=0{P::L(dg.trailing_zeros()as usize)}else if cb!=0{P::AM(cb.trailing_zeros()as usize)}else{return None;};Some(Y::BV(ao,ab(ao)))}fn dp(o:u64)->u32{let pt=o&(o-1);
let mh=pt&pt.wrapping_sub(1);let qp=mh&mh.wrapping_sub(1);1+u32::from(pt!=0)+u32::from(mh!=0)+u32::from(qp!=0)}#[inline(always)]fn is(ai:u64,bg:u64,ab:impl Fn(P)->u64,qb:
bool,)->Y{let jz=||{dl(ai).map(P::L).chain(dl(bg).map(P::AM))};let mut en=(u32::MAX,P::L(0),0);for ao in jz(){let o=ab(ao);let jc=dp(o);if jc<en.0{en=(jc,ao,o);if jc==2{
break;}}}if en.0>=AH&&qb{en.0=u32::MAX;for ao in jz(){let o=ab(ao);if o.count_ones()<en.0{en=(o.count_ones(),ao,o);}}}Y::BV(en.1,en.2)}fn ci(ai:u64,bg:u64,ab:impl Fn(P)->
u64,)->Y{if ai==0{return Y::CL;}let(mut dg,mut cb)=(0u64,0u64);for(jz,kk,ao)in[(ai,&mut dg,P::L as fn(usize)->P),(bg,&mut cb,P::AM)]{for at in dl(jz){let o=ab(ao(at));if
o==0{return Y::DH;}*kk|=u64::from(ov(o))<<at;}}match kj(dg,cb,&ab){Some(ip)=>ip,None=>is(ai,bg,ab,true)}}fn mu(ab:u64,ai:u64)->bool{dp(ab)>=AH&&ai.count_ones()as usize<=
BH}}mod pd{use super::aj::{F,H};use super::{dw,bx};impl H{pub fn jf(&self,p:F)->u64{dw(&self.ei(&p),0,0,0,0)}pub fn gd(&self,z:&mut u64,ac:&mut Vec<F>)->u64{let ah=self.
ah();bx(&self.ei(&ah),z).unwrap_or_else(||{ac.push(ah);0})}}}mod lx{use super::L;use crate::di::{CP,AV};pub const BT:&str="fast";struct AJ{ab:u64,ad:u64,y:u64,u:u64,ak:
u64,len:usize,jg:[u64;64],je:[u64;64],jj:[u64;64],ih:[u64;64],id:[u64;64]}type CO=(u64,u64,u64,u64,u64);struct BM{cy:u64,hh:[u64;64],ch:u64}pub fn cx(am:u64)->u64{60-4*am
}#[inline(always)]fn gg(df:u64,rl:u64,no:u64)->u64{rl&df|no&!df}impl AJ{fn new()->AJ{AJ{ab:0,ad:0,y:0,u:0,ak:0,len:usize::MAX,jg:[0;64],je:[0;64],jj:[0;64],ih:[0;64],id:[
0;64]}}fn ah(&mut self,cj:CO){(self.ab,self.ad,self.y,self.u,self.ak,)=cj;self.len=0;}fn gk(&self)->bool{self.len==usize::MAX}#[inline(always)]fn kx<const AD:bool>(&mut
self,g:&[u64;128],es:&[u64;64],av:u64,)->u64{self.hn::<AD,false>(g,es,av,None)}#[inline(always)]fn hn<const AD:bool,const DS:bool>(&mut self,g:&[u64;128],es:&[u64;64],av:
u64,bm:Option<&mut BM>,)->u64{let(ab,ad,ak)=(self.ab,self.ad,self.ak);let(ac,bd)=(self.y,self.u);let bk=ab&ab.wrapping_neg();let hj=ab^bk;let eo=if AD{1}else{es[(ak&63)as
usize]};let(ep,er,dz)=super::ay(eo as u32,bk,ad,ac,bd);let bt=!(ep|er|dz|g[((ak+1)&127)as usize]);let bp=((bt|bt.wrapping_neg())as i64>>63)as u64;let ra=usize::from(hj!=0
);let hl=self.len&63;self.jg[hl]=hj;self.je[hl]=ad;self.jj[hl]=ac;self.ih[hl]=bd;self.id[hl]=ak;let bf=(self.len+ra).wrapping_sub(1);let t=bf&63;if let(true,Some(bm))=(DS
,bm){let cy=bm.cy;bm.ch=cy|u64::from(bk.trailing_zeros())<<cx(ak&15);bm.hh[hl]=cy;bm.cy=gg(bp,bm.ch,bm.hh[t]);}self.ab=gg(bp,bt,self.jg[t]);self.ad=gg(bp,ep,self.je[t]);
self.y=gg(bp,er,self.jj[t]);self.u=gg(bp,dz,self.ih[t]);self.ak=gg(bp,ak+1,self.id[t]);self.len=bf.wrapping_add((bp&1)as usize);u64::from(ak==av)}}fn hm(ck:usize,ak:usize
,av:u64)->bool{CP>ck&&ak as u64+AV<av}pub fn dw(j:&[L],an:usize,ad:u64,y:u64,u:u64)->u64{let count=mk::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded walk ends"
)}pub fn bx(j:&[L],z:&mut u64)->Option<u64>{mk::<true>(j,0,(0,0,0),z)}pub fn jp(j:&[L],fl:&mut Vec<u64>){let mut g=[u64::MAX;128];for(i,am)in j.iter().enumerate(){g[i]=am
.g;}let av=j.len()as u64-1;let mut ck:Vec<(CO,u64)> =vec![((!g[0],0,0,0,0),0)];let mut ak=0;while hm(ck.len(),ak,av){let mut next=Vec::new();for&((mut ab,ad,ac,bd,_),cy)
in&ck{while ab!=0{let bk=ab&ab.wrapping_neg();ab^=bk;let(ad,ac,bd)=super::ay(j[ak].eo,bk,ad,ac,bd);let bt=!(ad|ac|bd|g[ak+1]);let al=u64::from(bk.trailing_zeros());let cj
=(bt,ad,ac,bd,ak as u64+1);next.push((cj,cy|al<<cx(ak as u64)));}}ck=next;ak+=1;}let mut ea=ck.into_iter().filter(|((ab,..),_)|*ab!=0);#[inline(never)]fn ah(ea:&mut impl
Iterator<Item=(CO,u64)>,kz:&mut AJ,bm:&mut BM,)->bool{match ea.next(){Some((cj,cy))=>{kz.ah(cj);bm.cy=cy;true}None=>false}}let hz=||BM{cy:0,hh:[0;64],ch:0};let(mut a,mut
b)=(AJ::new(),AJ::new());let(mut el,mut fm)=(hz(),hz());if!ah(&mut ea,&mut a,&mut el){return;}if ah(&mut ea,&mut b,&mut fm){loop{hd(&mut a,&mut el,&g,av,fl);hd(&mut b,&
mut fm,&g,av,fl);if a.gk()&&!ah(&mut ea,&mut a,&mut el){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut el,&mut fm);break;}if b.gk()&&!ah(&mut ea,&mut b,&mut fm){break;
}}}while!a.gk(){hd(&mut a,&mut el,&g,av,fl);}}#[inline(always)]fn hd(kz:&mut AJ,bm:&mut BM,g:&[u64;128],av:u64,fl:&mut Vec<u64>,){const DR:[u64;64]=[1;64];let mo=kz.hn::<
true,true>(g,&DR,av,Some(bm));if mo==1{fl.push(bm.ch);}}fn mk<const Z:bool>(j:&[L],an:usize,(ad,y,u):(u64,u64,u64),z:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1)
;}let ab=!(ad|y|u|j[an].g);let av=j.len()as u64-1;if an as u64==av{return Some(u64::from(ab.count_ones()));}let mut g=[u64::MAX;128];let mut es=[0u64;64];for(i,am)in j.
iter().enumerate(){g[i]=am.g;es[i]=u64::from(am.eo);}let mut ck:Vec<CO> =Vec::new();if ab!=0{ck.push((ab,ad,y,u,an as u64));}let mut ak=an;while hm(ck.len(),ak,av){let
mut next=Vec::new();for&(mut f,c,l,r,_)in&ck{while f!=0{let bk=f&f.wrapping_neg();f^=bk;let(nc,nl,nr)=super::ay(j[ak].eo,bk,c,l,r);let nf=!(nc|nl|nr|g[ak+1]);if nf!=0{
next.push((nf,nc,nl,nr,ak as u64+1));}}}ck=next;ak+=1;}if es[..j.len()].iter().all(|&eo|eo==1){ky::<true,Z>(ck,&g,&es,av,z)}else{ky::<false,Z>(ck,&g,&es,av,z)}}fn ky<
const AD:bool,const Z:bool>(ck:Vec<CO>,g:&[u64;128],es:&[u64;64],av:u64,z:&mut u64,)->Option<u64>{let mut fw=|bb:u64|!Z||super::fw(z,bb);let mut ea=ck.into_iter();let mut
a=AJ::new();let mut b=AJ::new();let mut ar=0u64;match ea.next(){Some(cj)=>a.ah(cj),None=>return Some(0)}if let Some(cj)=ea.next(){b.ah(cj);}if!b.gk(){loop{if!fw(2){return
None;}ar+=a.kx::<AD>(g,es,av);ar+=b.kx::<AD>(g,es,av);if a.gk(){match ea.next(){Some(cj)=>a.ah(cj),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gk(){match ea.next()
{Some(cj)=>b.ah(cj),None=>break}}}}while!a.gk(){if!fw(1){return None;}ar+=a.kx::<AD>(g,es,av);}Some(ar)}}pub mod filter{use super::lx::{jp,cx};use super::{bn,v};use crate
::h::{af,du,B};use crate::di::{BG,BE,CJ,AO};pub const BT:&str="filter";pub const A:usize=16;const AU:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,
2279184,14772512];struct AC{n:usize,au:usize,fs:Vec<u32>,o:Vec<u64>,ff:usize}fn jh(n:usize,dt:&[BB])->usize{let qy=|j:usize|{let gf=|s:&BB|s.checked_shr(64-4*j as u32).
unwrap_or(0);1+dt.windows(2).filter(|w|gf(&w[0])!=gf(&w[1])).count()};(1..n).take_while(|&j|qy(j)*8*64<=dt.len()).count()}type BB=u64;fn dq(bv:BB,am:usize)->usize{(bv>>cx
(am as u64)&15)as usize}impl AC{fn new(n:usize,dt:&[BB],au:Option<usize>)->AC{let au=au.unwrap_or_else(||jh(n,dt)).min(n);let hr=n-au;let ks=n.pow(au as u32);let mut fs=
vec![0u32;ks+1];let ff=(dt.len()+63)/64;let mut o=vec![0u64;ff*hr*n];for(i,&bv)in dt.iter().enumerate(){let gf=(0..au).fold(0,|p,r|p*n+dq(bv,r));fs[gf+1]+=1;for r in au..
n{let cv=(r-au)*n+dq(bv,r);o[cv*ff+i/64]|=1<<(i%64);}}for p in 0..ks{fs[p+1]+=fs[p];}AC{n,au,fs,o,ff}}fn count(&self,g:&[u64])->u64{let(n,bf)=(self.n,self.au);let mut ct=
[0usize;A*A];let mut len=0;for(r,&am)in g.iter().enumerate().skip(bf){let mut o=am;while o!=0{ct[len]=((r-bf)*n+o.trailing_zeros()as usize)*self.ff;len+=1;o&=o-1;}}let
mut bi=[0u64;A];for(bi,&am)in bi.iter_mut().zip(&g[..bf]){*bi=!am&af(n);}if bf==0{return match self.fs[1]{0=>0,hi=>self.jn(0,hi as usize,&ct[..len])};}self.iq(&bi[..bf],0
,&ct[..len])}fn iq(&self,bi:&[u64],gf:usize,ct:&[usize])->u64{let ai=bi.len();let dk=self.n.pow(ai as u32-1);let mut ar=0;let mut ap=bi[0];while ap!=0{let p=gf*self.n+ap.
trailing_zeros()as usize;ap&=ap-1;let(lo,hi)=(self.fs[p*dk]as usize,self.fs[(p+1)*dk]as usize,);if lo==hi{continue;}ar+=if ai==1{self.jn(lo,hi,ct)}else{self.iq(&bi[1..],p
,ct)};}ar}fn jn(&self,lo:usize,hi:usize,ct:&[usize])->u64{let mut ar=0;for w in lo/64..=(hi-1)/64{let mut ik=u64::MAX;if w==lo/64{ik&=u64::MAX<<(lo%64);}if w==(hi-1)/64{
ik&=u64::MAX>>(63-(hi-1)%64);}let mut oq=ct.chunks_exact(4);for qw in&mut oq{let o=|k:usize|self.o[qw[k]+w];ik&=!(o(0)|o(1)|o(2)|o(3));if ik==0{break;}}if ik!=0{for&at in
oq.remainder(){ik&=!self.o[at+w];}}ar+=u64::from(ik.count_ones());}ar}}pub struct J{cp:AC,cu:AC,eg:Vec<f64>}impl J{pub fn new(n:usize)->J{J::gi(n,None,None)}fn gi(n:usize
,au:Option<usize>,kn:Option<bool>)->J{let mut cp=Vec::new();let mut cu=Vec::new();for fo in v::ec(n){let ba=cu.len();let fl=if fo.cg==8{&mut cp}else{&mut cu};jp(&bn(&fo.h
),fl);let ch=cu.len()-ba;for i in ba..ba+ch{for v in 1..8{cu.push(dj(n,cu[i],v));}}}if kn.unwrap_or(cp.len()/64<n*n){for bv in cp.drain(..){cu.extend((0..8).map(|v|dj(n,
bv,v)));}}cp.sort_unstable();cu.sort_unstable();cu.dedup();J{cp:AC::new(n,&cp,au),cu:AC::new(n,&cu,au),eg:(0..=n*n).map(|g|om(n,g)).collect()}}fn kp(n:usize)->u64{let cp=
AU[n]/8+1;cp*(n*n)as u64/8+cp*8}pub fn lr(n:usize)->f64{AU[n]as f64*f64::from(BG[n])}pub fn mb(h:&B)->f64{om(h.n,h.dy())}pub fn ju(&self,g:usize)->f64{self.eg[g]}pub fn
count(&self,h:&B)->u64{let mut ar=self.cu.count(&h.g);if self.cp.ff>0{for v in 0..8{ar+=self.cp.count(&h.ek(v).g);}}ar}}fn om(n:usize,g:usize)->f64{let mf=g as f64/(n*n)
as f64;let ff=AU[n]as f64/64.0;let ix=((ff/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ix=ix.min(n as i32);let mut gp=1.0;let mut ac=1.0;for _ in 0..ix{gp+=ac
*mf*n as f64;ac*=1.0-mf;}let hr=mf*(n*(n-ix as usize))as f64;let qt=1.0-1.0/n as f64;let mut kq=1.0;for _ in 0..hr as usize{let mut ib=1.0-kq;for _ in 0..6{ib*=ib;}gp+=ac
*(1.0-ib);kq*=qt;}ff*gp*pc(n)}fn pc(n:usize)->f64{match J::kp(n)>BE{true=>AO,false=>CJ}}fn dj(n:usize,bv:BB,v:usize)->BB{(0..n).fold(0,|dj,r|{let(am,al)=du(n,v,(r,dq(bv,r
)));dj|(al as u64)<<cx(am as u64)})}}mod bo{use super::{dw,gj,aj,cw,v,L};use crate::di::AN;pub trait CQ{type BN:Copy;fn count(&self,ah:Self::BN)->u64;}pub struct U<T:CQ>{
ho:Box<T>,bo:Vec<(T::BN,u64)>,pub dr:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CE{DP,CN}pub struct S{ms:&'static str,core:CE,ev:Vec<Vec<L>>}#[derive(Clone,Copy)]pub
struct AL{ku:usize,an:usize,ad:u64,y:u64,u:u64}impl S{pub fn cf(ms:&'static str,core:CE,ev:Vec<Vec<L>>,jm:Vec<u64>,)->U<S>{let bo=(jm.into_iter().enumerate()).map(|(ku,cg
)|(AL::ps(ku),cg)).collect();U::new(S{ms,core,ev},bo)}}impl AL{fn ps(ku:usize)->AL{AL{ku,an:0,ad:0,y:0,u:0}}}impl CQ for S{type BN=AL;fn count(&self,at:AL)->u64{let j=&
self.ev[at.ku];if self.core==CE::CN&&j.len()-at.an>AN{dw(j,at.an,at.ad,at.y,at.u)}else{gj(j,at.an,at.ad,at.y,at.u)}}}impl CQ for aj::H{type BN=aj::F;fn count(&self,ox:aj
::F)->u64{aj::H::count(self,ox)}}impl CQ for cw::AI{type BN=u32;fn count(&self,ll:u32)->u64{self.mp(ll)}}impl<T:CQ>U<T>{pub fn new(ho:T,bo:Vec<(T::BN,u64)>)->U<T>{U{ho:
Box::new(ho),bo,dr:0}}fn ny(&self,i:usize)->u64{let(ah,cg)=self.bo[i];cg*self.ho.count(ah)}pub fn em(&self)->u64{self.dr+(0..self.bo.len()).map(|i|self.ny(i)).sum::<u64>(
)}}impl U<aj::H>{pub fn pa(bh:aj::H,ba:aj::X)->U<aj::H>{U{ho:Box::new(bh),bo:ba.ac.into_iter().map(|ah|(ah,1)).collect(),dr:ba.dr}}}pub fn gv(n:usize)->U<S>{let(og,jm)=v
::jd(n);S::cf(v::BT,CE::CN,og,jm)}}mod ew{use crate::ax::O;pub fn hu<N>(da:usize,ax:&mut O,mut cj:impl FnMut(&mut O)->(N,f64),mut bp:impl FnMut(&N,&mut O)->Option<(u32,N,
f64)>,)->f64{let mut ar=0.0;for _ in 0..da{let(mut jk,mut oo)=cj(ax);while let Some((nx,px,qn))=bp(&jk,ax){oo*=f64::from(nx);ar+=oo*qn;jk=px;}}ar/da as f64}pub fn fe(ab:
u64,ax:&mut O)->u64{let mut md=ab;for _ in 0..ax.hr(ab.count_ones()as usize){md&=md-1;}md&md.wrapping_neg()}}pub mod cw{use super::iu::bw;use super::{dl,ay,bn,L};use
crate::h::{af,B};use crate::ax::O;use crate::di::{BX,AT,CK,BQ,BA};pub const BT:&str="meet";pub const A:usize=16;const DA:u32=64;struct CG{ba:Vec<u32>,bs:Vec<u32>}pub
struct AI{n:usize,bf:CG,aw:CG}impl AI{pub fn new(h:&B)->AI{let n=h.n;let j=bn(h);let mut cm=vec![0;n*n];for(cv,bs)in cm.iter_mut().enumerate(){*bs=kg(n,cv/n,cv%n);}let ph
=|from:usize,to:usize|CG::new(&j,&cm,from,to);AI{n,bf:ph(0,n/2),aw:ph(n/2,n)}}pub fn kw(&self)->Vec<(u32,u64)>{(0..DA.min(1<<self.n)).map(|ll|(ll,1)).collect()}pub fn dx(
h:&B)->Option<f64>{if h.n>A{return None;}let(bf,aw)=pi(h);if kp(h.n,bf,aw)>BQ as f64{return None;}Some(bb(h.n,bf,aw))}}fn kp(n:usize,bf:f64,aw:f64)->f64{let ct=2.0*(f64::
from(1u32<<n)+1.0);(bf+aw+ct)*std::mem::size_of::<u32>()as f64}fn bb(n:usize,bf:f64,aw:f64)->f64{let ev=lc(n);let gc=bf/64.0+bf.min(ev);let pk=aw*(bf/ev/64.0+1.0);CK*(bf+
aw)+AT*gc+BX*pk}impl CG{fn new(j:&[L],cm:&[u64],from:usize,to:usize)->CG{let n=j.len();let mut ba=vec![0u32;(1<<n)+1];ed(j,cm,to,from,(0,0,0),0,&mut|ad,_|{ba[ad as usize+
1]+=1;});for c in 0..1<<n{ba[c+1]+=ba[c];}let mut bs=vec![0;ba[1<<n]as usize];let mut next=ba.clone();ed(j,cm,to,from,(0,0,0),0,&mut|ad,hp|{bs[next[ad as usize]as usize]=
hp as u32;next[ad as usize]+=1;});CG{ba,bs}}fn on(&self,ad:usize)->&[u32]{&self.bs[self.ba[ad]as usize..self.ba[ad+1]as usize]}}impl AI{pub fn mp(&self,ll:u32)->u64{let
ev=1usize<<self.n;let bo=DA.min(ev as u32)as usize;let qd=ll as usize*ev/bo..(ll as usize+1)*ev/bo;let qq=af(self.n)as usize;let mut ar=0;let mut gc:Vec<CT> =Vec::new();
for ad in qd{let(bf,aw)=(self.bf.on(ad),self.aw.on(qq^ad));if bf.is_empty()||aw.is_empty(){continue;}gc.clear();gc.extend(bf.chunks(64).map(nw));for&hp in aw{let py=|hs:&
CT|{let on=|ht:usize|hs[ht][(hp>>(5*ht))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ar+=gc.iter().map(|hs|u64::from(py(hs).count_zeros())).sum::<u64>();}ar-=
aw.len()as u64*(gc.len()*64-bf.len())as u64;}ar}}type CT=[[u64;32];6];fn nw(fc:&[u32])->CT{let mut on=[0u64;32];for(hl,&hp)in fc.iter().enumerate(){for fh in dl(hp.into()
){on[fh&31]|=1<<hl;}}let mut hs=[[0;32];6];for(ht,lp)in hs.iter_mut().enumerate(){for iy in 1..32usize{let mx=iy&(iy-1);let fh=5*ht+(iy^mx).trailing_zeros()as usize;lp[iy
]=lp[mx]|on[fh&31];}}hs}fn ed(j:&[L],cm:&[u64],mr:usize,am:usize,(ad,ac,bd):(u64,u64,u64),bs:u64,oa:&mut impl FnMut(u64,u64),){if am==mr{return oa(ad,bs);}let mut ab=!(ad
|ac|bd|j[am].g);while ab!=0{let bk=ab&ab.wrapping_neg();ab^=bk;let hp=bs|cm[am*j.len()+bk.trailing_zeros()as usize];if am+1==mr{oa(ad|bk,hp);}else{let cr=ay(j[am].eo,bk,
ad,ac,bd);ed(j,cm,mr,am+1,cr,hp,oa);}}}fn kg(n:usize,am:usize,al:usize)->u64{let bf=n/2;let bk=|fh:usize|match fh.checked_sub(bf){Some(at)if at<n-1=>1<<at,_=>0};bk(am+al)
|bk(am+n-1-al)<<(n-1)}fn pi(h:&B)->(f64,f64){let j=bn(h);let bf=h.n/2;(fc(&j[..bf]),fc(&j[bf..]))}fn fc(j:&[L])->f64{let av=|an:usize|f64::from(u8::from(an+1==j.len()));
bw(BA,j,&mut O::iw(),av)}fn lc(n:usize)->f64{(0..n/2).fold(1.0,|ev,i|ev*(n-i)as f64/(i+1)as f64)}}mod iu{use super::ew::{hu,fe};use super::{ay,bn,L};use crate::h::B;use
crate::ax::O;use crate::di::BA;fn jb(h:&B)->B{gx(h).0}fn gx(h:&B)->(B,f64){let ly=fr(h);let mut jb=(ly,0);for v in 1..8{let ee=fr(&h.ek(v));if ee<jb.0{jb=(ee,v);}}if jb.0
*1.5<ly{(h.ek(jb.1),jb.0)}else{(h.clone(),ly)}}fn fr(h:&B)->f64{let ho=ee(h);if h.gw(){ho/2.0}else{ho}}pub fn ee(h:&B)->f64{eu(BA,&bn(h),&mut O::iw())}pub fn eu(da:usize,
j:&[L],ax:&mut O)->f64{bw(da,j,ax,|_|1.0)}pub fn bw(da:usize,j:&[L],ax:&mut O,cg:impl Fn(usize)->f64,)->f64{hu(da,ax,|_|((0,0u64,0u64,0u64),1.0),|&jk,ax|{let(an,ad,ac,bd)
=jk;let am=*j.get(an)?;let ab=!(ad|ac|bd|am.g);if ab==0{return None;}let(ad,ac,bd)=ay(am.eo,fe(ab,ax),ad,ac,bd);Some((ab.count_ones(),(an+1,ad,ac,bd),cg(an),))},)}}mod hf
{use std::time::Instant;#[derive(Default)]pub struct DB;impl DB{pub fn mi<T>(&self,_:usize,_:f64,_:T)->Option<Instant>{None}pub fn lh(&self,_:Option<Instant>,bb:f64,_:
bool)->f64{bb}pub fn ml(&self,bb:f64,_:bool)->f64{bb}pub fn fi(&self)->f64{1.0}}}mod cf{use super::bo::{U,S};use super::{aj,cw};pub enum Q{DM(U<S>),AS(U<aj::H>),AI(U<cw::
AI>)}impl Q{pub fn em(&self)->u64{match self{Q::DM(bo)=>bo.em(),Q::AS(bo)=>bo.em(),Q::AI(bo)=>bo.em()}}}impl From<U<S>>for Q{fn from(bo:U<S>)->Q{Q::DM(bo)}}impl From<U<aj
::H>>for Q{fn from(bo:U<aj::H>)->Q{Q::AS(bo)}}impl From<cw::AI>for Q{fn from(cw:cw::AI)->Q{let kw=cw.kw();Q::AI(U::new(cw,kw))}}}mod ni{use super::{ay,fw,L};pub const BT:
&str="reference";pub fn gj(j:&[L],an:usize,ad:u64,y:u64,u:u64)->u64{let count=qk::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded count ends")}pub fn bz(j:&[L],z
:&mut u64)->Option<u64>{qk::<true>(j,0,(0,0,0),z)}fn qk<const Z:bool>(j:&[L],an:usize,(ad,y,u):(u64,u64,u64),z:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let
av=j.len()-1;let mut ot=[(0u64,0u64,0u64,0u64);64];let(mut ad,mut y,mut u)=(ad,y,u);let mut ab=!(ad|y|u|j[an].g);if an==av{return Some(u64::from(ab.count_ones()));}let
mut ak=an;let mut ar=0u64;loop{if ab==0{if ak==an{return Some(ar);}ak-=1;let kb=ot[ak];ab=kb.0;ad=kb.1;y=kb.2;u=kb.3;continue;}if Z&&!fw(z,2){return None;}let bk=ab&ab.
wrapping_neg();ab^=bk;let(ep,er,dz)=ay(j[ak].eo,bk,ad,y,u);let bt=!(ep|er|dz|j[ak+1].g);if ak+1==av{ar+=u64::from(bt.count_ones());}else if bt!=0{ot[ak]=(ab,ad,y,u);ak+=1
;ab=bt;ad=ep;y=er;u=dz;}}}}mod j{use crate::h::{af,B,R};#[derive(Clone,Copy)]pub struct L{pub g:u64,pub eo:u32}pub fn bn(h:&B)->Vec<L>{let jl=!af(h.n);h.g.iter().map(|&g|
L{g:g|jl,eo:1}).collect()}pub fn ia(h:&B,aq:&[R])->Vec<L>{let jl=!af(h.n);let qg=aq.iter().fold(0,|j,&(r,_)|j|1<<r);fz(af(h.n)&!qg,|r|{let nv=aq.iter().fold(0,|df,&fd|df|
eb(fd,r));h.g[r]|jl|nv})}pub fn fz(j:u64,g:impl Fn(usize)->u64)->Vec<L>{let mut kl:Vec<L> =Vec::with_capacity(j.count_ones()as usize);let mut kt=0;let mut ac=j;while ac!=
0{let r=ac.trailing_zeros()as usize;ac&=ac-1;if let Some(av)=kl.last_mut(){av.eo=(r-kt)as u32;}kl.push(L{g:g(r),eo:1});kt=r;}kl}pub fn eb((nh,al):R,r:usize)->u64{let dm=r
.abs_diff(nh);let bk=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bk(al)|bk(al+dm)|al.checked_sub(dm).map_or(0,bk)}#[inline(always)]pub fn fw(z:&mut u64,bb:u64)->bool
{if*z<=bb{*z=0;return false;}*z-=bb;true}#[inline(always)]pub fn ay(eo:u32,bk:u64,ad:u64,y:u64,u:u64)->(u64,u64,u64){(ad|bk,(y|bk)<<eo,(u|bk)>>eo,)}pub fn dl(mut df:u64)
->impl Iterator<Item=usize>{std::iter::from_fn(move||{(df!=0).then(||{let at=df.trailing_zeros()as usize;df&=df-1;at})})}}mod v{mod hk{use crate::h::{cr,dh,du,R};#[derive
(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct CI{bf:usize,aw:usize,ac:usize,bd:usize}impl CI{pub fn aq(&self,n:usize)->[R;4]{[(0,self.bf),(n-1,self.aw),(self.ac,0),
(self.bd,n-1)]}fn na(n:usize,aq:&[R;4])->CI{let m=n-1;let on=|ao:&dyn Fn(R)->bool,lv:&dyn Fn(R)->usize|{aq.iter().copied().find(|&q|ao(q)).map_or(usize::MAX,lv)};CI{bf:on
(&|(r,_)|r==0,&|(_,c)|c),aw:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(_,c)|c==0,&|(r,_)|r),bd:on(&|(_,c)|c==m,&|(r,_)|r)}}fn ic(&self,n:usize)->[usize;8]{let m=n-1;let oi=|dm:
usize|m-dm;[self.bf,oi(self.bf),self.aw,oi(self.aw),self.ac,oi(self.ac),self.bd,oi(self.bd)]}pub fn hb(&self,n:usize)->bool{let jo=self.ic(n);let lm=jo.iter().copied().
min().unwrap_or(0);lm>0&&jo.iter().filter(|&&d|d==lm).count()>1}}pub fn mn(n:usize)->Vec<(CI,u64)>{let mut ch=Vec::new();for bf in 0..n{for aw in 0..n{for ac in 0..n{for
bd in 0..n{let hk=CI{bf,aw,ac,bd};let aq=hk.aq(n);if aq.iter().any(|&a|aq.iter().any(|&b|cr(a,b))){continue;}let dj=|v|{let ka=aq.map(|q|du(n,v,q));CI::na(n,&ka)};if let
Some(fk)=dh(0..8,hk,dj){ch.push((hk,fk));}}}}}ch}}use super::ia;use super::{eb,L};use crate::h::{af,B,R};pub const BT:&str="symmetry";pub fn jd(n:usize)->(Vec<Vec<L>>,Vec
<u64>){ec(n).into_iter().map(|fo|(lu(&fo),fo.cg)).unzip()}fn lu(fo:&BL)->Vec<L>{ia(&fo.h,&fo.aq)}pub struct BL{pub h:B,pub aq:Vec<R>,pub cg:u64}pub fn ec(n:usize)->Vec<BL
>{if n<5{return vec![BL{h:B::fu(n),aq:Vec::new(),cg:1}];}let m=n-1;let all=af(n);let oc=|al:usize|all&!(1u64<<al);let mut ec=Vec::new();for k in 2..m{let mut h=B::fu(n);h
.g[0]=oc(0);h.g[1]=oc(k);for am in&mut h.g[2..=k]{*am|=1<<1;}ec.push(BL{h,aq:Vec::new(),cg:8});}let qf=1u64|1u64<<m;let mut a=1;while a<m-a{let mut h=B::fu(n);h.g[0]=oc(a
);for(r,am)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*am|=qf;}}let hy=(1u64<<(a+1))-1;h.g[m]|=hy|hy<<(m-a);ec.push(BL{h,aq:Vec::new(),cg:8});a+=1;}for(hk,cg)
in hk::mn(n){if hk.hb(n){let aq=hk.aq(n).to_vec();ec.push(BL{h:me(n,&aq),aq,cg});}}ec}fn me(n:usize,aq:&[R])->B{let all=af(n);let mut h=B::fu(n);for(r,am)in h.g.iter_mut(
).enumerate(){*am=match aq.iter().find(|fd|fd.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{aq.iter().fold(0,|df,&q|df|eb(q,r))&all}};}h}}pub use self::ip::AK;pub use self::
lx::{dw,bx};pub use self::ni::{gj,bz};pub use self::j::*;}mod qj{use crate::h::A;use crate::gn::G;pub const DO:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CS{pub bc:G,pub ga:usize,pub hw:Vec<usize>}pub fn parse(args:&[String])->Result<
Option<CS>,String>{let mut cc=CS{bc:G::default(),ga:0,hw:Vec::new()};let mut args=args.iter();while let Some(li)=args.next(){let(gb,pj)=match li.split_once('='){Some((gb,
de))if li.starts_with("--")=>(gb,Some(de.to_string())),_=>(li.as_str(),None)};let mut de=|rc:&str|{(pj.clone().or_else(||args.next().cloned())).ok_or_else(||format!(
"option '{}' needs {}",gb,rc))};match gb{"-h"|"--help"=>return Ok(None),"--list"=>{let bj=de("a number of solutions")?;cc.ga=bj.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",gb,bj)})?;}"--dialect"=>{cc.bc=G::qc(&de("a value: luogu, uva11195 or cses1624")?)?}_ if gb.starts_with('-')&&gb.len()>1=>{
return Err(format!("unknown option '{}'",li))}_=>match li.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>cc.hw.push(n),_=>{let bq="N must be an integer from 1 to";return
Err(format!("{} {}, found '{}'",bq,A,li));}}}}Ok(Some(cc))}}mod pp{use crate::h::B;use crate::count::kc::CC;use crate::count::AK;use crate::ga::fp;use crate::cz::AA;use
crate::az::{cq,CF,D,AQ};use std::io::Write;pub struct AP{pub kc:CC,cz:AA}impl AP{pub fn new()->AP{AP{kc:CC::new(AK),cz:AA::new()}}}impl<W:Write>CF<W>for AP{fn gy(&mut
self,az:&mut AQ<W>,h:B)->Result<(),D>{az.ey+=1;let fa=self.cz.get(&h);let cd=&mut az.cd;let ga=cd.format.ga;fp(&h,ga,&mut|ap|cd.bv(ap)).map_err(cq)?;let(count,fg)=match
fa{Some(count)=>(count,false),None=>self.kc.count(&h).lw()};self.cz.qs(&h,count);(cd.count(az.ey,count,fg)).map_err(cq)}}}use cd::BW;use std::io;fn main(){let mut args:
Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let cc=match qj::parse(&args){Ok(Some
(cc))=>cc,Ok(None)=>{print!("{}",qj::DO);return;}Err(bq)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bq);std::process::exit(2);}};let format=BW{bc:cc.bc,
ga:cc.ga,..BW::default()};let stdout=io::stdout();let jq=io::BufWriter::new(stdout.lock());let mut az=az::AQ{cd:cd::BZ{jq,format},ey:0};let mut ds=pp::AP::new();let dc=
stdin::nn(&cc.hw,cc.bc,|ex,ey|{ds.kc.mc(ex);az::mq(&mut az,ey,&mut ds).unwrap_or(az::D::CZ)});std::process::exit(dc.pr());}

// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod h{pub const A:usize=64;pub type R=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct B{pub n:usize,pub g:Vec<u64>}impl B{pub fn new(n:usize,g:Vec<u64>)->B{B{n,g}}
pub fn n(&self)->usize{self.n}pub fn g(&self)->&[u64]{&self.g}pub fn fv(n:usize)->B{assert!((1..=A).contains(&n),"a board has 1 to {} rows, not {}",A,n);B::new(n,vec![0;n
])}pub fn go(&self)->bool{self.g.iter().all(|&am|am==0)}pub fn dy(&self)->usize{self.g.iter().map(|am|am.count_ones()as usize).sum()}pub fn ek(&self,v:usize)->B{let ap=if
DF>>v&1==1{self.ap()}else{Vec::new()};B::new(self.n,self.dk(v,&ap))}fn ix(&self)->BD{let ap=self.ap();let ct=(0..8).filter(|&s|self.dk(s,&ap)==self.g);BD(ct.fold(0,|hr,s|
hr|1<<s))}pub fn gv(&self)->bool{self.dk(DL,&[])==self.g}fn ap(&self)->Vec<u64>{let mut kt=[0u64;64];kt[..self.n].copy_from_slice(&self.g);transpose(&mut kt);kt[..self.n]
.to_vec()}fn dk(&self,v:usize,ap:&[u64])->Vec<u64>{let n=self.n;let pm=if DF>>v&1==1{ap}else{&self.g};let pi=BY>>v&1==1;let mut j:Vec<u64> =pm.iter().map(|&am|if pi{nz(am
,n)}else{am}).collect();if CV>>v&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,v:usize)->bool{self.0>>v&1==1}fn iter(
self)->impl Iterator<Item=usize>{(0..8).filter(move|&s|self.contains(s))}}const DF:u8=1<<1|1<<3|1<<6|1<<7;const BY:u8=1<<1|1<<2|1<<4|1<<7;const CV:u8=1<<2|1<<3|1<<5|1<<7;
#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{J(usize),AM(usize)}impl P{pub fn cu(self,at:usize)->R{match self{P::J(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(am,al):R
)->bool{match self{P::J(r)=>am==r,P::AM(c)=>al==c}}pub fn ek(self,n:usize,v:usize)->P{let(r,c)=du(n,v,self.cu(0));if du(n,v,self.cu(1)).0==r{P::J(r)}else{P::AM(c)}}}pub
fn cq(a:R,b:R)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DL:usize=4;pub fn du(n:usize,v:usize,(r,c):R)->R{let m=n-1;match v{0=>(r,c),1=>(
c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn di<K:Ord+Copy>(ix:impl Iterator<Item=usize>,og:K,dk:impl Fn(usize)->K,)->Option<u64>{
let mut fj=[og;8];let mut cg=0;for v in ix{let ka=dk(v);if ka<og{return None;}fj[cg]=ka;cg+=1;}let fj=&mut fj[..cg];fj.sort_unstable();Some(1+fj.windows(2).filter(|pj|pj[
0]!=pj[1]).count()as u64)}fn nz(dm:u64,n:usize)->u64{dm.reverse_bits()>>(64-n)}fn transpose(j:&mut[u64;64]){let mut dl=32;let mut ph:u64=0x0000_0000_FFFF_FFFF;while dl!=0
{let mut k=0;while k<64{let swap=((j[k]>>dl)^j[k+dl])&ph;j[k]^=swap<<dl;j[k+dl]^=swap;k=(k+dl+1)&!dl;}dl>>=1;ph^=ph<<dl;}}pub fn af(n:usize)->u64{u64::MAX>>(64-n)}}mod gn
{use crate::h::{B,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum G{#[default]DE,BU,BC}impl G{pub fn py(gc:&str)->Result<G,String>{match gc{"luogu"=>Ok(G::DE),
"uva11195"=>Ok(G::BU),"cses1624"=>Ok(G::BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gc))}}fn fq(self)->u8{match self{G::DE=>b'.',G::BU
|G::BC=>b'*'}}}pub struct L{pub ao:usize,pub al:usize,pub bq:String}struct BO<'a>{bj:&'a[u8],ah:usize,ao:usize,bl:usize}pub struct BJ<'a>{br:&'a[u8],bc:G,gr:usize,ao:
usize,bl:usize,gl:bool}impl<'a>BJ<'a>{pub fn new(br:&'a[u8],bc:G)->BJ<'a>{BJ{br,bc,gr:0,ao:1,bl:0,gl:false}}pub fn mu(&mut self)->Result<Option<B>,L>{if self.gl{return Ok
(None);}if self.bc==G::BC{return match self.js(){Some(_)=>self.ij(8).map(Some),None=>Ok(None)};}let ae=match self.ir(){Some(ae)=>ae,None=>{self.gl=true;return Ok(None);}}
;let n=self.ll(&ae)?;if n==0{self.gl=true;return Ok(None);}match self.js(){Some(b'*')|Some(b'.')=>self.ij(n).map(Some),_=>Ok(Some(B::fv(n)))}}pub fn ky(&self,mut gx:impl
FnMut(usize,usize)){let nm=self.br[self.gr..].split(u8::is_ascii_whitespace).filter(|ae|!ae.is_empty());let gm=self.bc.fq();let gz=|ae:&[u8]|ae.iter().filter(|&&cu|cu==gm
).count();if self.bc==G::BC{let j:Vec<&[u8]> =nm.collect();for h in j.chunks_exact(8){gx(8,h.iter().map(|am|gz(am)).sum());}return;}let mut av=None;for ae in nm{if jg(ae[
0]){if let Some((_,g))=&mut av{*g+=gz(ae);}continue;}if let Some((n,g))=av.take(){gx(n,g);}if!ae.iter().all(u8::is_ascii_digit)||ae.len()>2{return;}match ae.iter().fold(0
,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>av=Some((n,0))}}if let Some((n,g))=av{gx(n,g);}}fn ll(&self,ae:&BO)->Result<usize,L>{self.il(ae)?;if!ae.bj.iter().all(u8::
is_ascii_digit){return Err(self.fi(ae,ae.ah,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,pk(ae.bj)),));}let df=ae.bj.iter().fold(0u64,|
qz,&pv|{qz.saturating_mul(10).saturating_add(u64::from(pv-b'0'))});if df>A as u64{return Err(self.fi(ae,ae.ah,format!("board size {} is too large: {} is the maximum",
String::from_utf8_lossy(ae.bj),A),));}Ok(df as usize)}fn ij(&mut self,n:usize)->Result<B,L>{let mut g=Vec::with_capacity(n);for am in 0..n{let ae=match self.ir(){Some(ae)
=>ae,None=>return Err(self.kg(am,n))};match oa(ae.bj,n,self.bc.fq()){Some(dg)=>g.push(dg),None=>return Err(self.nd(&ae,am,n))}}Ok(B::new(n,g))}fn nd(&self,ae:&BO,am:usize
,n:usize)->L{if let Err(e)=self.il(ae){return e;}if let Some(al)=(ae.bj.iter()).position(|&cu|!jg(cu)){let at=ae.ah+al;let cg=match fy(self.br,at){Some((c,_))=>format!(
"{:?}",c),None=>format!("byte 0x{:02X}",ae.bj[al])};return self.fi(ae,at,format!("row {} of {}: found {}, expected '*' or '.'",am+1,n,cg),);}self.fi(ae,ae.ah,format!(
"row {} of {} has {} cells, expected {}",am+1,n,ae.bj.len(),n),)}fn il(&self,ae:&BO)->Result<(),L>{if ae.bj.is_ascii(){return Ok(());}let mn=ae.ah+ae.bj.len();let mut at=
ae.ah;while at<mn{match fy(self.br,at){Some((_,len))=>at+=len,None=>{return Err(self.fi(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.br[at]),))}}}Ok(())}fn fw(&
mut self){while let Some(&kd)=self.br.get(self.gr){if!kd.is_ascii_whitespace(){break;}self.gr+=1;if kd==b'\n'{self.ao+=1;self.bl=self.gr;}}}fn js(&mut self)->Option<u8>{
self.fw();self.br.get(self.gr).copied()}fn ir(&mut self)->Option<BO<'a>>{self.fw();let ah=self.gr;let hg=&self.br[ah..];let len=hg.iter().position(u8::is_ascii_whitespace
).unwrap_or(hg.len());if len==0{return None;}self.gr+=len;Some(BO{bj:&hg[..len],ah,ao:self.ao,bl:self.bl})}fn fi(&self,ae:&BO,at:usize,bq:String)->L{L{ao:ae.ao,al:dq(self
.br,ae.bl,at),bq}}fn kg(&self,nh:usize,n:usize)->L{L{ao:self.ao,al:dq(self.br,self.bl,self.br.len()),bq:format!("input ended after {} of {} board rows",nh,n)}}}fn oa(bj:&
[u8],n:usize,gm:u8)->Option<u64>{if bj.len()!=n{return None;}let(mut dg,mut ik)=(0u64,true);for(al,&cu)in bj.iter().enumerate(){dg|=u64::from(cu==gm)<<al;ik&=jg(cu);}ik.
then_some(dg)}fn jg(kd:u8)->bool{kd==b'*'||kd==b'.'}fn fy(br:&[u8],at:usize)->Option<(char,usize)>{let len=match br[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0
..=0xF4=>4,_=>return None};let oc=br.get(at..at+len)?;let bj=std::str::from_utf8(oc).ok()?;bj.chars().next().map(|c|(c,len))}fn dq(br:&[u8],bl:usize,at:usize)->usize{let
mut al=1;let mut gr=bl;while gr<at{gr+=fy(br,gr).map_or(1,|(_,len)|len);al+=1;}al}fn pk(bj:&[u8])->String{const DD:usize=24;let bj=String::from_utf8_lossy(bj);if bj.chars
().count()>DD{let qm:String=bj.chars().take(DD).collect();format!("{:?}...",qm)}else{format!("{:?}",bj)}}}mod gb{use crate::h::af;use crate::h::B;use crate::count::{ay,bn
,J};pub fn fp<E>(h:&B,oh:usize,nv:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct DN<'a,E>{j:Vec<J>,ms:u64,ol:bool,kp:Vec<usize>,ab:usize,nv:&'a mut dyn
FnMut(&[usize])->Result<(),E>}impl<E>DN<'_,E>{fn bp(&mut self,cq:(u64,u64,u64))->Result<(),E>{let an=self.kp.len();if an==self.j.len(){self.ab-=1;return(self.nv)(&self.kp
);}let(ad,y,u)=cq;let mut z=!(ad|y|u|self.j[an].g);while z!=0&&self.ab>0{let bk=z&z.wrapping_neg();z^=bk;let next=ay(self.j[an].eo,bk,ad,y,u);if self.ol&&!self.pr(an+1,
next){continue;}self.kp.push(bk.trailing_zeros()as usize);self.bp(next)?;self.kp.pop();}Ok(())}fn pr(&self,an:usize,(ad,y,u):(u64,u64,u64))->bool{let mut jt=0;for(dn,am)
in self.j[an..].iter().enumerate(){let z=!(ad|y<<dn|u>>dn|am.g);if z==0{return false;}jt|=z;}let ip=self.ms&!ad;jt&ip==ip}}if oh==0{return Ok(());}let mut mh=DN{j:bn(h),
ms:af(h.n),ol:!h.go(),kp:Vec::with_capacity(h.n),ab:oh,nv};mh.bp((0,0,0))}}mod mx{use std::sync::atomic::{AtomicBool,Ordering};use std::sync::{Arc,Mutex,PoisonError};pub
struct CG<T>{gi:AtomicBool,df:Mutex<Option<Arc<T>> >}impl<T>Default for CG<T>{fn default()->CG<T>{CG{gi:AtomicBool::new(false),df:Mutex::new(None)}}}impl<T>CG<T>{pub fn
get(&self)->Option<Arc<T>>{match self.gi.load(Ordering::Acquire){true=>self.df.lock().ok()?.clone(),false=>None}}pub fn kk(&self,fm:impl FnOnce()->T)->Arc<T>{let gi=self.
get().unwrap_or_else(||Arc::new(fm()));let mut df=self.df.lock().unwrap_or_else(PoisonError::into_inner);self.gi.store(true,Ordering::Release);df.get_or_insert(gi).clone(
)}}}mod cd{use crate::gn::G;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct BW{pub bc:G,pub gb:usize,pub ra:usize,pub time:bool,pub ee:bool}pub struct
BZ<W:Write>{pub jr:W,pub format:BW}impl<W:Write>BZ<W>{pub fn bv(&mut self,ap:&[usize])->io::Result<()>{let ap:Vec<String> =ap.iter().map(|c|(c+1).to_string()).collect();
writeln!(self.jr,"{}",ap.join(" "))}pub fn count(&mut self,gx:usize,count:u64,fg:bool)->io::Result<()>{if self.format.bc==G::BU{write!(self.jr,"Case {}: ",gx)?;}writeln!(
self.jr,"{}",count)?;if fg{self.jr.flush()?;}Ok(())}}pub fn ej(ay:&str,bq:&str){eprintln!("nqueens: error: {}: {}",ay,bq);}}mod cy{use crate::h::{B,A};use std::sync::
atomic::{AtomicU64,Ordering};#[derive(Default)]struct BI(AtomicU64);impl BI{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}fn ks(&self,count
:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct AA([BI;A+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BI::default()))}pub fn get(&self,
h:&B)->Option<u64>{match h.go(){true=>self.0[h.n].get(),false=>None}}pub fn qn(&self,h:&B,count:u64){if h.go(){self.0[h.n].ks(count);}}}}mod ax{pub struct O(pub u64);impl
O{pub fn iu()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hp(&mut self,ps:usize)->usize{(
self.next()%ps as u64)as usize}}}mod stdin{use crate::h::B;use crate::gn::{G,BJ};use crate::az::{CU,D};use std::io::{self,Read};pub fn ni(hu:&[usize],bc:G,qg:impl FnOnce(
&[(usize,usize)],&mut CU)->D,)->D{if!hu.is_empty(){return qg(&[],&mut hu.iter().map(|&n|Ok(B::fv(n))));}let mut gn=Vec::new();if let Err(e)=io::stdin().lock().read_to_end
(&mut gn){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CM;}let mut my=BJ::new(&gn,bc);let mut ey=Vec::new();my.ky(|n,g|ey.push((n,g)));qg(&ey,&
mut std::iter::from_fn(||my.mu().transpose()),)}}mod dj{pub const BF:u64=9;pub const AR:u64=20;pub const BA:usize=256;pub const AZ:usize=64;pub const BR:f64=32.0;pub
const BK:usize=16;pub const AG:f64=4.0;pub const BG:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CI:f64=0.15;pub const AO:f64=0.3;pub const BE:
u64=4<<20;pub const BP:f64=1.0/32.0;pub const CA:f64=0.25;pub const AY:f64=4.0;pub const CJ:f64=4.0;pub const AT:f64=80.0;pub const BX:f64=1.5;pub const BQ:u64=96<<20;pub
const AN:usize=8;pub const V:usize=8;pub const AB:usize=32;pub const AH:u32=4;pub const BH:usize=10;pub const CP:usize=64;pub const AV:u64=2;const DA:usize=4096;}mod az{
use crate::h::B;use crate::gn::L;use crate::cd::{self,BZ};use std::io::{self,Write};pub enum D{CZ,CM,CB,BS(io::Error)}impl D{pub fn pn(self)->i32{match self{D::CZ|D::CB=>
0,D::CM=>1,D::BS(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CU<'a> =dyn Iterator<Item=Result<B,L>>+'a;pub trait CE<W:Write>{fn gx(
&mut self,az:&mut AQ<W>,h:B)->Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gk(&mut self,az:&mut AQ<W>)->D{az.pc()}fn lx(&self)->bool{false}
}pub fn mm<W:Write,C:CE<W>>(az:&mut AQ<W>,ez:&mut CU,ds:&mut C,)->Option<D>{loop{if ds.lx(){return None;}let dc=match ez.next(){Some(Ok(h))=>match ds.gx(az,h){Ok(())=>
continue,Err(dc)=>dc},Some(Err(ej))=>match ds.drain(az){Ok(())=>az.mi(&ej),Err(dc)=>dc},None=>match ds.drain(az){Ok(())=>ds.gk(az),Err(dc)=>dc}};return Some(dc);}}pub
struct AQ<W:Write>{pub cd:BZ<W>,pub ez:usize}impl<W:Write>AQ<W>{fn mi(&mut self,ej:&L)->D{let ay=format!("line {}, column {}",ej.ao,ej.al);self.qj(&ay,&ej.bq)}fn qj(&mut
self,ay:&str,bq:&str)->D{if let Err(e)=self.cd.jr.flush(){return cp(e);}cd::ej(ay,bq);D::CM}fn pc(&mut self)->D{match self.cd.jr.flush(){Ok(())=>D::CZ,Err(e)=>cp(e)}}}pub
fn cp(ej:io::Error)->D{if ej.kind()==io::ErrorKind::BrokenPipe{D::CB}else{D::BS(ej)}}}mod count{pub mod kc{use super::im::AK;use super::filter::{self,M};use super::jk::DB
;use super::ce::Q;use super::{bz,aj,bn};use crate::h::B;use crate::mx::CG;use crate::dj::{BP,CA,AY,BK,AG};use std::sync::atomic::{AtomicBool,AtomicI64,AtomicU32,AtomicU64
,Ordering::Relaxed};use std::sync::Arc;pub enum AE{DC{count:u64,by:By},Q{ce:Q,bb:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DK,AS,CN,M,DT}#[derive(Default)]pub struct
CC{lh:[CG<M>;filter::A+1],ns:[AtomicBool;filter::A+1],ey:[AtomicU32;filter::A+1],hw:[AtomicU64;filter::A+1],ig:[AtomicU32;filter::A+1],ck:[AtomicU64;filter::A+1],da:[
AtomicU64;filter::A+1],it:[[AtomicI64;4];filter::A+1],jk:DB,ht:AK}impl CC{pub fn new(ht:AK)->CC{CC{ht,..Default::default()}}pub fn lz(&self,ez:&[(usize,usize)]){for&(n,g)
in ez{if n<=filter::A&&g>0{self.ey[n].fetch_add(1,Relaxed);qd(&self.hw[n],iy(n,g));}}}pub fn count(&self,h:&B)->AE{let n=h.n;if h.go(){return fg(self.ht.fv(n));}let g=h.
dy();if let Some(ig)=self.ig.get(n){ig.fetch_add(1,Relaxed);qd(&self.ck[n],iy(n,g));}let hv=md(n);if let Some(filter)=self.filter(n){return self.qs(&filter,h,g,hv);}let
mut ab=hv as u64;let mf=self.jk.mf(n,hv,self.da.get(n));let ba=gs(h,&mut ab);let aj=matches!(ba,Ok((_,By::AS))|Err(Some(_)));let de=self.jk.ld(mf,hv-ab as f64,aj);let cm=
match ba{Ok((count,by))=>{self.nj(h,de,0.0);return ft(count,by);}Err(cm)=>cm};if self.jl(h,de,0.0){if let Some(filter)=self.fm(n){return ft(filter.count(h),By::M);}}let
fz=|bb,aj|self.jl(h,de,self.jk.op(bb,aj));let(ce,bb)=self.ht.ce(h,cm,&fz);let dd=self.jk.op(bb,matches!(ce,Q::AS(_)));if let Some(filter)=self.nj(h,de,dd){return ft(
filter.count(h),By::M);}fg((ce,bb))}fn qs(&self,filter:&M,h:&B,g:usize,hv:f64)->AE{let ov=4*g/(h.n*h.n+1);let it=&self.it[h.n][ov];let eg=filter.ju(g);if(it.load(Relaxed)
as f64)< -eg*AY{return ft(filter.count(h),By::M);}let ac=(eg*CA).min(hv)as u64;let mut ab=ac;if let Ok((count,by))=gs(h,&mut ab){it.fetch_add(eg as i64-(ac-ab)as i64,
Relaxed);return ft(count,by);}it.fetch_sub(ac as i64,Relaxed);ft(filter.count(h),By::M)}fn filter(&self,n:usize)->Option<Arc<M>>{self.lh.get(n)?.get()}fn nj(&self,h:&B,de
:f64,dd:f64)->Option<Arc<M>>{let n=h.n;if n>filter::A||!self.jl(h,de,dd){if let Some(da)=self.da.get(n){da.fetch_add((de+dd)as u64,Relaxed);}return None;}let filter=self.
fm(n)?;(dd>0.0).then_some(filter)}fn fm(&self,n:usize)->Option<Arc<M>>{if self.ns[n].swap(true,Relaxed){return None;}Some(self.lh[n].kk(||M::new(n)))}fn jl(&self,h:&B,de:
f64,dd:f64)->bool{let n=h.n;if n>filter::A{return false;}let da=self.da[n].load(Relaxed)as f64+de+dd;let fm=M::lm(n);if da<fm*BP{return false;}let ig=self.ig[n].load(
Relaxed).max(1);let ck=f64::from_bits(self.ck[n].load(Relaxed));let(jm,jx)=match self.ey[n].load(Relaxed){0=>(ig,ck),ey=>(ey.saturating_sub(ig),f64::from_bits(self.hw[n].
load(Relaxed))-ck,)};let mz=match ck>0.0{true=>da/ck,false=>0.0};let es=dd+mz*jx.max(0.0);let jm=f64::from(jm);let nk=if dd>0.0{1.0}else{0.0};let mp=M::ly(h);es>fm&&es>fm
+mp*(jm+nk+AY)}}fn iy(n:usize,g:usize)->f64{let z=1.0-g as f64/(n*n)as f64;z.powi(n as i32)}fn qd(sum:&AtomicU64,x:f64){let _=sum.fetch_update(Relaxed,Relaxed,|dm|{Some((
f64::from_bits(dm)+x).to_bits())});}fn ft(count:u64,by:By)->AE{AE::DC{count,by}}fn fg((ce,bb):(Q,f64))->AE{AE::Q{ce,bb:Some(bb)}}impl AE{pub fn ls(self)->(u64,bool){match
self{AE::DC{count,..}=>(count,false),AE::Q{ce,..}=>(ce.em(),true)}}}fn md(n:usize)->f64{use crate::dj::{BA,BR};AG*(BA*n)as f64*BR}fn gs(h:&B,ac:&mut u64,)->Result<(u64,By
),Option<aj::X>>{let j=bn(h);let mg=(BK*h.n)as u64;if*ac<=mg*(1+AG as u64){let count=bz(&j,ac).ok_or(None)?;return Ok((count,By::DK));}let mut ab=mg;if let Some(count)=bz
(&j,&mut ab){*ac-=mg-ab;return Ok((count,By::DK));}*ac-=mg;if aj::jl(h){let bh=aj::H::new(h);let count=bh.ke(ac).map_err(Some)?;Ok((count,By::AS))}else{let count=super::
bx(&j,ac).ok_or(None)?;Ok((count,By::CN))}}}mod im{use super::bo::{gu,CD,U,S};use super::cv::AI;use super::ce::Q;use super::{aj,lu,is,bn};use crate::h::B;use crate::dj::{
BF,AZ};#[derive(Default)]pub struct AK;impl AK{pub fn fv(&self,n:usize)->(Q,f64){(gu(n).into(),0.0)}pub fn ce(&self,h:&B,ba:Option<aj::X>,fz:&dyn Fn(f64,bool)->bool,)->(Q
,f64){let(ce,es):(Q,f64)=if aj::jl(h){let bh=aj::H::new(h);let bb=bh.dx(AZ,BF as f64);match ba{Some(ba)=>{let hg=ba.ow(bb);(U::ox(bh,ba).into(),hg)}None=>{let ah=bh.ah();
(U::new(bh,vec![(ah,1)]).into(),bb)}}}else{let j=vec![bn(h)];let ce=S::ce(lu::BT,CD::CN,j,vec![1]);(ce.into(),is::ee(h))};match AI::dx(h).filter(|&cv|cv<es){Some(cv)if!fz
(cv,false)=>(AI::new(h).into(),cv),Some(cv)=>(ce,cv),None=>(ce,es)}}}}mod aj{use super::is::ev;use super::ex::{hs,fe};use super::J;use super::{dm,ga};use crate::h::{af,B,
R,P};use crate::ax::O;use crate::dj::{V,AH,BH,AB};pub const BT:&str="dynamic";pub struct H{pub n:usize,bi:[u64;64],dv:[u64;64],bu:fb::AW}#[derive(Clone,Copy)]pub struct F
{ai:u64,bg:u64,gq:u128,cr:u128,ef:u128}impl F{fn ai(&self)->usize{self.ai.count_ones()as usize}}enum Y{DH,CL,BV(P,u64)}pub fn jl(h:&B)->bool{let n=h.n;let jw=match n<=fb
::A{true=>AB,false=>V};h.dy()*jw>n*n}impl H{pub fn new(h:&B)->H{let n=h.n;let all=af(n);let mut bi=[0u64;64];let mut dv=[0u64;64];for(r,&am)in h.g.iter().enumerate(){bi[r
]=!am&all;for(c,j)in dv.iter_mut().enumerate().take(n){*j|=(bi[r]>>c&1)<<r;}}H{n,bi,dv,bu:fb::AW::new(n)}}pub fn ah(&self)->F{F{ai:af(self.n),bg:af(self.n),gq:0,cr:0,ef:0
}}fn fa(&self,p:&F,ao:P)->u64{let m=self.n-1;match ao{P::J(r)=>{let gq=(p.gq>>r)as u64;let ef=(p.ef>>(m-r))as u64;self.bi[r&63]&p.bg&!gq&!ef}P::AM(c)=>{let gq=(p.gq>>c)as
u64;let cr=(p.cr>>(m-c))as u64;self.dv[c&63]&p.ai&!gq&!cr}}}fn pb(&self,p:&F,ng:bool)->Y{let ap=if ng{0}else{p.bg};ch(p.ai,ap,|ao|self.fa(p,ao))}fn pq(&self,ab:&mut Vec<F
>,aq:&[R],ih:impl Iterator<Item=R>,){for p in ab.iter_mut(){*p=aq.iter().fold(*p,|p,&fd|self.ay(&p,fd));}let ah=self.ah();ab.extend(ih.map(|cu|self.ay(&ah,cu)));}pub fn
ay(&self,p:&F,(r,c):R)->F{F{ai:p.ai&!(1u64<<r),bg:p.bg&!(1u64<<c),gq:p.gq|1u128<<(r+c),cr:p.cr|1u128<<(r+self.n-1-c),ef:p.ef|1u128<<(c+self.n-1-r)}}pub fn ei(&self,p:&F)
->Vec<J>{ga(p.ai,|r|!self.fa(p,P::J(r)))}pub fn dx(&self,cz:usize,mv:f64)->f64{if self.n<=fb::A{return self.lc(cz);}let ci=|_:&mut O|(Some(self.ah()),1.0);hs(cz,&mut O::
iu(),ci,|ji,ax|{let p=ji.as_ref()?;match self.pb(p,false){Y::BV(_,z)if mq(z,p.ai)=>{let lw=ev(1,&self.ei(p),ax);Some((1,None,lw))}Y::BV(ao,z)=>{let at=fe(z,ax).
trailing_zeros()as usize;Some((z.count_ones(),Some(self.ay(p,ao.cu(at))),mv,))}Y::DH|Y::CL=>None}})}pub fn count(&self,p:F)->u64{if self.n<=fb::A{return self.la(&p);}self
.jd(p)}pub fn ke(&self,ac:&mut u64)->Result<u64,X>{match self.n<=fb::A{true=>self.lg(H::gy,ac),false=>self.lg(H::gf,ac)}}fn lg(&self,core:CR,ac:&mut u64)->Result<u64,X>{
let de=*ac;let mut ab=Vec::new();let dr=core(self,ac,&mut ab);match*ac{0=>Err(X{dr,ab,de}),_=>Ok(dr)}}}type CR=fn(&H,&mut u64,&mut Vec<F>)->u64;pub struct X{pub dr:u64,
pub ab:Vec<F>,de:u64}impl X{pub fn ow(&self,bb:f64)->f64{(bb-self.de as f64).max(0.0)}}mod fb{use super::{F,H};use crate::h::R;use crate::count::{dm,fx};use crate::dj::AR
;pub const A:usize=16;const I:usize=2*A;static DG:[[u16;I];A*A]=cq();const fn cq()->[[u16;I];A*A]{let mut cl=[[0u16;I];A*A];let mut r=0;while r<A{let mut c=0;while c<A{
let mut ao=0;while ao<A{cl[r*A+c][ao]=hb(r,c,ao);cl[r*A+c][A+ao]=hb(c,r,ao);ao+=1;}c+=1;}r+=1;}cl}const fn hb(r:usize,c:usize,ao:usize)->u16{if ao==r{return!(1<<c);}let
jy=ao.abs_diff(r);let mut o=1u16<<c;if c+jy<A{o|=1<<(c+jy);}if c>=jy{o|=1<<(c-jy);}o}static DJ:[[u16;I];I]=jv();const fn jv()->[[u16;I];I]{let mut cl=[[0u16;I];I];let mut
ag=0;while ag<I{cl[ag][ag]=u16::MAX;ag+=1;}cl}#[derive(Clone,Copy)]pub struct AX{o:[u16;I],cn:[u16;I]}pub struct AW{id:[i16;I],ag:[u8;I]}impl AW{pub fn new(n:usize)->AW{
let mut fb:Vec<usize> =(0..I).collect();let lb=|ag:usize|(2*(ag%A)).abs_diff(n.saturating_sub(1));fb.sort_by_key(|&ag|(lb(ag),ag%A,ag/A));let mut bu=AW{id:[0;I],ag:[0;I]}
;for(id,&ag)in fb.iter().enumerate(){bu.id[ag]=id as i16;bu.ag[id]=ag as u8;}bu}}const DI:i16=1<<14;impl AX{fn of(bh:&H,p:&F)->AX{let mut eh=AX{o:[u16::MAX;I],cn:[u16::
MAX;I]};for r in dm(p.ai){eh.o[r]=bh.fa(p,crate::h::P::J(r))as u16;eh.cn[r]=0;}for c in dm(p.bg){eh.o[A+c]=bh.fa(p,crate::h::P::AM(c))as u16;eh.cn[A+c]=0;}eh}#[inline(
always)]fn ch(&self,bu:&AW)->(usize,u16){let mut fu=i16::MAX;for ag in 0..I{let cn=(self.cn[ag]&DI as u16)as i16;let og=((self.o[ag].count_ones()as i16)<<6|bu.id[ag])+cn;
fu=fu.min(og);}let ag=usize::from(bu.ag[(fu&31)as usize])&(I-1);(ag,self.o[ag])}#[inline(always)]fn ki(&self,bu:&AW)->Option<usize>{let mut fu=i16::MAX;for ag in 0..I{let
o=self.o[ag];let qp=i16::from(o&o.wrapping_sub(1)!=0);fu=fu.min(bu.id[ag]|qp<<6);}(fu<64).then(||usize::from(bu.ag[fu as usize&(I-1)]))}#[inline(always)]#[allow(clippy::
needless_range_loop)]fn ay(&self,ag:usize,at:usize)->Option<AX>{let(r,c)=fd(ag,at);let cq=&DG[(r*A+c)&(A*A-1)];let(am,al)=(&DJ[r&(A-1)],&DJ[A+(c&(A-1))]);let mut next=AX{
o:[0;I],cn:[0;I]};let mut ip=0u16;for ag in 0..I{let cn=self.cn[ag]|am[ag]|al[ag];let o=self.o[ag]&!cq[ag]|cn;next.o[ag]=o;next.cn[ag]=cn;ip|=u16::from(o==0);}(ip==0).
then_some(next)}#[inline(always)]fn he(&mut self,bu:&AW,j:&mut u32)->bool{while*j>=2{let ag=match self.ki(bu){Some(ag)=>ag,None=>break};let at=self.o[ag].trailing_zeros()
as usize;*self=match self.ay(ag,at){Some(next)=>next,None=>return false};*j-=1;}true}}fn fd(ag:usize,at:usize)->R{match ag<A{true=>(ag,at),false=>(at,ag-A)}}pub fn count<
const Z:bool>(bh:&H,eh:&AX,ab:u32,ac:&mut u64,cm:&mut Vec<F>,)->u64{if Z&&!fx(ac,AR){cm.push(bh.ah());return 0;}let(ag,mut o)=eh.ch(&bh.bu);if ab==1{return u64::from(o.
count_ones());}let mut ar=0;while o!=0{let at=o.trailing_zeros()as usize;o&=o-1;let mut next=match eh.ay(ag,at){Some(next)=>next,None=>continue};let mut j=ab-1;let nx=
next.he(&bh.bu,&mut j);if!nx{continue;}if j==1{ar+=1;continue;}ar+=count::<Z>(bh,&next,j,ac,cm);if Z&&*ac==0{let ih=dm(u64::from(o)).map(|at|fd(ag,at));bh.pq(cm,&[fd(ag,
at)],ih);return ar;}}ar}impl H{pub fn gy(&self,ac:&mut u64,ab:&mut Vec<F>)->u64{let eh=AX::of(self,&self.ah());count::<true>(self,&eh,self.n as u32,ac,ab)}pub fn la(&self
,p:&F)->u64{match p.ai(){0=>1,ab=>count::<false>(self,&AX::of(self,p),ab as u32,&mut 0,&mut Vec::new(),)}}pub fn lc(&self,cz:usize)->f64{use crate::count::ex::hs;use
crate::ax::O;let ah=AX::of(self,&self.ah());let ci=|_:&mut O|((ah,self.n as u32),1.0);hs(cz,&mut O::iu(),ci,|&(eh,ab),ax|{if ab<=2{return None;}let(ag,o)=eh.ch(&self.bu);
let lp:Vec<(AX,u32)> =dm(u64::from(o)).filter_map(|at|{let mut next=eh.ay(ag,at)?;let mut j=ab-1;let nx=next.he(&self.bu,&mut j);(nx&&j>1).then_some((next,j))}).collect()
;let qh=*lp.get(ax.hp(lp.len().max(1)))?;Some((lp.len()as u32,qh,AR as f64))},)+AR as f64}}}fn os(o:u64)->bool{o&(o-1)==0}fn kh(dh:u64,cb:u64,z:impl Fn(P)->u64,)->Option<
Y>{let ao=if dh!=0{P::J(dh.trailing_zeros()as usize)}else if cb!=0{P::AM(cb.trailing_zeros()as usize)}else{return None;};Some(Y::BV(ao,z(ao)))}fn dp(o:u64)->u32{let pp=o&
(o-1);let me=pp&pp.wrapping_sub(1);let qk=me&me.wrapping_sub(1);1+u32::from(pp!=0)+u32::from(me!=0)+u32::from(qk!=0)}#[inline(always)]fn iq(ai:u64,bg:u64,z:impl Fn(P)->
u64,px:bool,)->Y{let jz=||{dm(ai).map(P::J).chain(dm(bg).map(P::AM))};let mut en=(u32::MAX,P::J(0),0);for ao in jz(){let o=z(ao);let ja=dp(o);if ja<en.0{en=(ja,ao,o);if
ja==2{break;}}}if en.0>=AH&&px{en.0=u32::MAX;for ao in jz(){let o=z(ao);if o.count_ones()<en.0{en=(o.count_ones(),ao,o);}}}Y::BV(en.1,en.2)}fn ch(ai:u64,bg:u64,z:impl Fn(
P)->u64,)->Y{if ai==0{return Y::CL;}let(mut dh,mut cb)=(0u64,0u64);for(jz,ki,ao)in[(ai,&mut dh,P::J as fn(usize)->P),(bg,&mut cb,P::AM)]{for at in dm(jz){let o=z(ao(at));
if o==0{return Y::DH;}*ki|=u64::from(os(o))<<at;}}match kh(dh,cb,&z){Some(im)=>im,None=>iq(ai,bg,z,true)}}fn mq(z:u64,ai:u64)->bool{dp(z)>=AH&&ai.count_ones()as usize<=BH
}}mod oz{use super::aj::{F,H};use super::{dw,bx};impl H{pub fn jd(&self,p:F)->u64{dw(&self.ei(&p),0,0,0,0)}pub fn gf(&self,ac:&mut u64,ab:&mut Vec<F>)->u64{let ah=self.ah
();bx(&self.ei(&ah),ac).unwrap_or_else(||{ab.push(ah);0})}}}mod lu{use super::J;use crate::dj::{CP,AV};pub const BT:&str="fast";struct AJ{z:u64,ad:u64,y:u64,u:u64,ak:u64,
len:usize,je:[u64;64],jc:[u64;64],jh:[u64;64],ie:[u64;64],ic:[u64;64]}type CO=(u64,u64,u64,u64,u64);struct BM{cx:u64,hf:[u64;64],cg:u64}pub fn cw(am:u64)->u64{60-4*am}#[
inline(always)]fn gh(dg:u64,rg:u64,no:u64)->u64{rg&dg|no&!dg}impl AJ{fn new()->AJ{AJ{z:0,ad:0,y:0,u:0,ak:0,len:usize::MAX,je:[0;64],jc:[0;64],jh:[0;64],ie:[0;64],ic:[0;64
]}}fn ah(&mut self,ci:CO){(self.z,self.ad,self.y,self.u,self.ak,)=ci;self.len=0;}fn gk(&self)->bool{self.len==usize::MAX}#[inline(always)]fn od<const AD:bool>(&mut self,g
:&[u64;128],et:&[u64;64],av:u64,)->u64{self.hl::<AD,false>(g,et,av,None)}#[inline(always)]fn hl<const AD:bool,const DS:bool>(&mut self,g:&[u64;128],et:&[u64;64],av:u64,bm
:Option<&mut BM>,)->u64{let(z,ad,ak)=(self.z,self.ad,self.ak);let(ab,bd)=(self.y,self.u);let bk=z&z.wrapping_neg();let hg=z^bk;let eo=if AD{1}else{et[(ak&63)as usize]};
let(ep,er,dz)=super::ay(eo as u32,bk,ad,ab,bd);let bt=!(ep|er|dz|g[((ak+1)&127)as usize]);let bp=((bt|bt.wrapping_neg())as i64>>63)as u64;let qv=usize::from(hg!=0);let hj
=self.len&63;self.je[hj]=hg;self.jc[hj]=ad;self.jh[hj]=ab;self.ie[hj]=bd;self.ic[hj]=ak;let bf=(self.len+qv).wrapping_sub(1);let t=bf&63;if let(true,Some(bm))=(DS,bm){let
cx=bm.cx;bm.cg=cx|u64::from(bk.trailing_zeros())<<cw(ak&15);bm.hf[hj]=cx;bm.cx=gh(bp,bm.cg,bm.hf[t]);}self.z=gh(bp,bt,self.je[t]);self.ad=gh(bp,ep,self.jc[t]);self.y=gh(
bp,er,self.jh[t]);self.u=gh(bp,dz,self.ie[t]);self.ak=gh(bp,ak+1,self.ic[t]);self.len=bf.wrapping_add((bp&1)as usize);u64::from(ak==av)}}fn hk(cj:usize,ak:usize,av:u64)->
bool{CP>cj&&ak as u64+AV<av}pub fn dw(j:&[J],an:usize,ad:u64,y:u64,u:u64)->u64{let count=mh::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded walk ends")}pub fn
bx(j:&[J],ac:&mut u64)->Option<u64>{mh::<true>(j,0,(0,0,0),ac)}pub fn jq(j:&[J],fk:&mut Vec<u64>){let mut g=[u64::MAX;128];for(i,am)in j.iter().enumerate(){g[i]=am.g;}let
av=j.len()as u64-1;let mut cj:Vec<(CO,u64)> =vec![((!g[0],0,0,0,0),0)];let mut ak=0;while hk(cj.len(),ak,av){let mut next=Vec::new();for&((mut z,ad,ab,bd,_),cx)in&cj{
while z!=0{let bk=z&z.wrapping_neg();z^=bk;let(ad,ab,bd)=super::ay(j[ak].eo,bk,ad,ab,bd);let bt=!(ad|ab|bd|g[ak+1]);let al=u64::from(bk.trailing_zeros());let ci=(bt,ad,ab
,bd,ak as u64+1);next.push((ci,cx|al<<cw(ak as u64)));}}cj=next;ak+=1;}let mut ea=cj.into_iter().filter(|((z,..),_)|*z!=0);#[inline(never)]fn ah(ea:&mut impl Iterator<
Item=(CO,u64)>,kw:&mut AJ,bm:&mut BM,)->bool{match ea.next(){Some((ci,cx))=>{kw.ah(ci);bm.cx=cx;true}None=>false}}let hy=||BM{cx:0,hf:[0;64],cg:0};let(mut a,mut b)=(AJ::
new(),AJ::new());let(mut el,mut fl)=(hy(),hy());if!ah(&mut ea,&mut a,&mut el){return;}if ah(&mut ea,&mut b,&mut fl){loop{hc(&mut a,&mut el,&g,av,fk);hc(&mut b,&mut fl,&g,
av,fk);if a.gk()&&!ah(&mut ea,&mut a,&mut el){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut el,&mut fl);break;}if b.gk()&&!ah(&mut ea,&mut b,&mut fl){break;}}}while!a
.gk(){hc(&mut a,&mut el,&g,av,fk);}}#[inline(always)]fn hc(kw:&mut AJ,bm:&mut BM,g:&[u64;128],av:u64,fk:&mut Vec<u64>,){const DR:[u64;64]=[1;64];let mk=kw.hl::<true,true>
(g,&DR,av,Some(bm));if mk==1{fk.push(bm.cg);}}fn mh<const Z:bool>(j:&[J],an:usize,(ad,y,u):(u64,u64,u64),ac:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let z=!
(ad|y|u|j[an].g);let av=j.len()as u64-1;if an as u64==av{return Some(u64::from(z.count_ones()));}let mut g=[u64::MAX;128];let mut et=[0u64;64];for(i,am)in j.iter().
enumerate(){g[i]=am.g;et[i]=u64::from(am.eo);}let mut cj:Vec<CO> =Vec::new();if z!=0{cj.push((z,ad,y,u,an as u64));}let mut ak=an;while hk(cj.len(),ak,av){let mut next=
Vec::new();for&(mut f,c,l,r,_)in&cj{while f!=0{let bk=f&f.wrapping_neg();f^=bk;let(nc,nl,nr)=super::ay(j[ak].eo,bk,c,l,r);let nf=!(nc|nl|nr|g[ak+1]);if nf!=0{next.push((
nf,nc,nl,nr,ak as u64+1));}}}cj=next;ak+=1;}if et[..j.len()].iter().all(|&eo|eo==1){kv::<true,Z>(cj,&g,&et,av,ac)}else{kv::<false,Z>(cj,&g,&et,av,ac)}}fn kv<const AD:bool
,const Z:bool>(cj:Vec<CO>,g:&[u64;128],et:&[u64;64],av:u64,ac:&mut u64,)->Option<u64>{let mut fx=|bb:u64|!Z||super::fx(ac,bb);let mut ea=cj.into_iter();let mut a=AJ::new(
);let mut b=AJ::new();let mut ar=0u64;match ea.next(){Some(ci)=>a.ah(ci),None=>return Some(0)}if let Some(ci)=ea.next(){b.ah(ci);}if!b.gk(){loop{if!fx(2){return None;}ar
+=a.od::<AD>(g,et,av);ar+=b.od::<AD>(g,et,av);if a.gk(){match ea.next(){Some(ci)=>a.ah(ci),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gk(){match ea.next(){Some(ci
)=>b.ah(ci),None=>break}}}}while!a.gk(){if!fx(1){return None;}ar+=a.od::<AD>(g,et,av);}Some(ar)}}pub mod filter{use super::lu::{jq,cw};use super::{bn,v};use crate::h::{af
,du,B};use crate::dj::{BG,BE,CI,AO};pub const BT:&str="filter";pub const A:usize=16;const AU:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,
14772512];struct AC{n:usize,au:usize,fs:Vec<u32>,o:Vec<u64>,ff:usize}fn jf(n:usize,dt:&[BB])->usize{let qt=|j:usize|{let gg=|s:&BB|s.checked_shr(64-4*j as u32).unwrap_or(
0);1+dt.windows(2).filter(|w|gg(&w[0])!=gg(&w[1])).count()};(1..n).take_while(|&j|qt(j)*8*64<=dt.len()).count()}type BB=u64;fn dq(bv:BB,am:usize)->usize{(bv>>cw(am as u64
)&15)as usize}impl AC{fn new(n:usize,dt:&[BB],au:Option<usize>)->AC{let au=au.unwrap_or_else(||jf(n,dt)).min(n);let hp=n-au;let kq=n.pow(au as u32);let mut fs=vec![0u32;
kq+1];let ff=(dt.len()+63)/64;let mut o=vec![0u64;ff*hp*n];for(i,&bv)in dt.iter().enumerate(){let gg=(0..au).fold(0,|p,r|p*n+dq(bv,r));fs[gg+1]+=1;for r in au..n{let cu=(
r-au)*n+dq(bv,r);o[cu*ff+i/64]|=1<<(i%64);}}for p in 0..kq{fs[p+1]+=fs[p];}AC{n,au,fs,o,ff}}fn count(&self,g:&[u64])->u64{let(n,bf)=(self.n,self.au);let mut cs=[0usize;A*
A];let mut len=0;for(r,&am)in g.iter().enumerate().skip(bf){let mut o=am;while o!=0{cs[len]=((r-bf)*n+o.trailing_zeros()as usize)*self.ff;len+=1;o&=o-1;}}let mut bi=[0u64
;A];for(bi,&am)in bi.iter_mut().zip(&g[..bf]){*bi=!am&af(n);}if bf==0{return match self.fs[1]{0=>0,hi=>self.jo(0,hi as usize,&cs[..len])};}self.io(&bi[..bf],0,&cs[..len])
}fn io(&self,bi:&[u64],gg:usize,cs:&[usize])->u64{let ai=bi.len();let dl=self.n.pow(ai as u32-1);let mut ar=0;let mut ap=bi[0];while ap!=0{let p=gg*self.n+ap.
trailing_zeros()as usize;ap&=ap-1;let(lo,hi)=(self.fs[p*dl]as usize,self.fs[(p+1)*dl]as usize,);if lo==hi{continue;}ar+=if ai==1{self.jo(lo,hi,cs)}else{self.io(&bi[1..],p
,cs)};}ar}fn jo(&self,lo:usize,hi:usize,cs:&[usize])->u64{let mut ar=0;for w in lo/64..=(hi-1)/64{let mut ii=u64::MAX;if w==lo/64{ii&=u64::MAX<<(lo%64);}if w==(hi-1)/64{
ii&=u64::MAX>>(63-(hi-1)%64);}let mut om=cs.chunks_exact(4);for qr in&mut om{let o=|k:usize|self.o[qr[k]+w];ii&=!(o(0)|o(1)|o(2)|o(3));if ii==0{break;}}if ii!=0{for&at in
om.remainder(){ii&=!self.o[at+w];}}ar+=u64::from(ii.count_ones());}ar}}pub struct M{co:AC,ct:AC,eg:Vec<f64>}impl M{pub fn new(n:usize)->M{M::gi(n,None,None)}fn gi(n:usize
,au:Option<usize>,kl:Option<bool>)->M{let mut co=Vec::new();let mut ct=Vec::new();for fo in v::ec(n){let ba=ct.len();let fk=if fo.cf==8{&mut co}else{&mut ct};jq(&bn(&fo.h
),fk);let cg=ct.len()-ba;for i in ba..ba+cg{for v in 1..8{ct.push(dk(n,ct[i],v));}}}if kl.unwrap_or(co.len()/64<n*n){for bv in co.drain(..){ct.extend((0..8).map(|v|dk(n,
bv,v)));}}co.sort_unstable();ct.sort_unstable();ct.dedup();M{co:AC::new(n,&co,au),ct:AC::new(n,&ct,au),eg:(0..=n*n).map(|g|oi(n,g)).collect()}}fn kn(n:usize)->u64{let co=
AU[n]/8+1;co*(n*n)as u64/8+co*8}pub fn lm(n:usize)->f64{AU[n]as f64*f64::from(BG[n])}pub fn ly(h:&B)->f64{oi(h.n,h.dy())}pub fn ju(&self,g:usize)->f64{self.eg[g]}pub fn
count(&self,h:&B)->u64{let mut ar=self.ct.count(&h.g);if self.co.ff>0{for v in 0..8{ar+=self.co.count(&h.ek(v).g);}}ar}}fn oi(n:usize,g:usize)->f64{let mc=g as f64/(n*n)
as f64;let ff=AU[n]as f64/64.0;let iv=((ff/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let iv=iv.min(n as i32);let mut gp=1.0;let mut ab=1.0;for _ in 0..iv{gp+=ab
*mc*n as f64;ab*=1.0-mc;}let hp=mc*(n*(n-iv as usize))as f64;let qo=1.0-1.0/n as f64;let mut ko=1.0;for _ in 0..hp as usize{let mut ia=1.0-ko;for _ in 0..6{ia*=ia;}gp+=ab
*(1.0-ia);ko*=qo;}ff*gp*oy(n)}fn oy(n:usize)->f64{match M::kn(n)>BE{true=>AO,false=>CI}}fn dk(n:usize,bv:BB,v:usize)->BB{(0..n).fold(0,|dk,r|{let(am,al)=du(n,v,(r,dq(bv,r
)));dk|(al as u64)<<cw(am as u64)})}}mod bo{use super::{dw,gj,aj,cv,v,J};use crate::dj::AN;pub trait CQ{type BN:Copy;fn count(&self,ah:Self::BN)->u64;}pub struct U<T:CQ>{
hm:Box<T>,bo:Vec<(T::BN,u64)>,pub dr:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CD{DP,CN}pub struct S{mo:&'static str,core:CD,ew:Vec<Vec<J>>}#[derive(Clone,Copy)]pub
struct AL{ks:usize,an:usize,ad:u64,y:u64,u:u64}impl S{pub fn ce(mo:&'static str,core:CD,ew:Vec<Vec<J>>,jn:Vec<u64>,)->U<S>{let bo=(jn.into_iter().enumerate()).map(|(ks,cf
)|(AL::po(ks),cf)).collect();U::new(S{mo,core,ew},bo)}}impl AL{fn po(ks:usize)->AL{AL{ks,an:0,ad:0,y:0,u:0}}}impl CQ for S{type BN=AL;fn count(&self,at:AL)->u64{let j=&
self.ew[at.ks];if self.core==CD::CN&&j.len()-at.an>AN{dw(j,at.an,at.ad,at.y,at.u)}else{gj(j,at.an,at.ad,at.y,at.u)}}}impl CQ for aj::H{type BN=aj::F;fn count(&self,ou:aj
::F)->u64{aj::H::count(self,ou)}}impl CQ for cv::AI{type BN=u32;fn count(&self,li:u32)->u64{self.ml(li)}}impl<T:CQ>U<T>{pub fn new(hm:T,bo:Vec<(T::BN,u64)>)->U<T>{U{hm:
Box::new(hm),bo,dr:0}}fn nu(&self,i:usize)->u64{let(ah,cf)=self.bo[i];cf*self.hm.count(ah)}pub fn em(&self)->u64{self.dr+(0..self.bo.len()).map(|i|self.nu(i)).sum::<u64>(
)}}impl U<aj::H>{pub fn ox(bh:aj::H,ba:aj::X)->U<aj::H>{U{hm:Box::new(bh),bo:ba.ab.into_iter().map(|ah|(ah,1)).collect(),dr:ba.dr}}}pub fn gu(n:usize)->U<S>{let(ob,jn)=v
::jb(n);S::ce(v::BT,CD::CN,ob,jn)}}mod ex{use crate::ax::O;pub fn hs<N>(cz:usize,ax:&mut O,mut ci:impl FnMut(&mut O)->(N,f64),mut bp:impl FnMut(&N,&mut O)->Option<(u32,N,
f64)>,)->f64{let mut ar=0.0;for _ in 0..cz{let(mut ji,mut oj)=ci(ax);while let Some((nt,pt,qi))=bp(&ji,ax){oj*=f64::from(nt);ar+=oj*qi;ji=pt;}}ar/cz as f64}pub fn fe(z:
u64,ax:&mut O)->u64{let mut ma=z;for _ in 0..ax.hp(z.count_ones()as usize){ma&=ma-1;}ma&ma.wrapping_neg()}}pub mod cv{use super::is::bw;use super::{dm,ay,bn,J};use crate
::h::{af,B};use crate::ax::O;use crate::dj::{BX,AT,CJ,BQ,BA};pub const BT:&str="meet";pub const A:usize=16;const DA:u32=64;struct CF{ba:Vec<u32>,bs:Vec<u32>}pub struct AI
{n:usize,bf:CF,aw:CF}impl AI{pub fn new(h:&B)->AI{let n=h.n;let j=bn(h);let mut cl=vec![0;n*n];for(cu,bs)in cl.iter_mut().enumerate(){*bs=kf(n,cu/n,cu%n);}let pd=|from:
usize,to:usize|CF::new(&j,&cl,from,to);AI{n,bf:pd(0,n/2),aw:pd(n/2,n)}}pub fn ku(&self)->Vec<(u32,u64)>{(0..DA.min(1<<self.n)).map(|li|(li,1)).collect()}pub fn dx(h:&B)->
Option<f64>{if h.n>A{return None;}let(bf,aw)=pe(h);if kn(h.n,bf,aw)>BQ as f64{return None;}Some(bb(h.n,bf,aw))}}fn kn(n:usize,bf:f64,aw:f64)->f64{let cs=2.0*(f64::from(
1u32<<n)+1.0);(bf+aw+cs)*std::mem::size_of::<u32>()as f64}fn bb(n:usize,bf:f64,aw:f64)->f64{let ew=kz(n);let gd=bf/64.0+bf.min(ew);let pg=aw*(bf/ew/64.0+1.0);CJ*(bf+aw)+
AT*gd+BX*pg}impl CF{fn new(j:&[J],cl:&[u64],from:usize,to:usize)->CF{let n=j.len();let mut ba=vec![0u32;(1<<n)+1];ed(j,cl,to,from,(0,0,0),0,&mut|ad,_|{ba[ad as usize+1]+=
1;});for c in 0..1<<n{ba[c+1]+=ba[c];}let mut bs=vec![0;ba[1<<n]as usize];let mut next=ba.clone();ed(j,cl,to,from,(0,0,0),0,&mut|ad,hn|{bs[next[ad as usize]as usize]=hn
as u32;next[ad as usize]+=1;});CF{ba,bs}}fn on(&self,ad:usize)->&[u32]{&self.bs[self.ba[ad]as usize..self.ba[ad+1]as usize]}}impl AI{pub fn ml(&self,li:u32)->u64{let ew=
1usize<<self.n;let bo=DA.min(ew as u32)as usize;let pz=li as usize*ew/bo..(li as usize+1)*ew/bo;let ql=af(self.n)as usize;let mut ar=0;let mut gd:Vec<CT> =Vec::new();for
ad in pz{let(bf,aw)=(self.bf.on(ad),self.aw.on(ql^ad));if bf.is_empty()||aw.is_empty(){continue;}gd.clear();gd.extend(bf.chunks(64).map(nq));for&hn in aw{let pu=|hq:&CT|{
let on=|hr:usize|hq[hr][(hn>>(5*hr))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ar+=gd.iter().map(|hq|u64::from(pu(hq).count_zeros())).sum::<u64>();}ar-=aw.
len()as u64*(gd.len()*64-bf.len())as u64;}ar}}type CT=[[u64;32];6];fn nq(fc:&[u32])->CT{let mut on=[0u64;32];for(hj,&hn)in fc.iter().enumerate(){for fh in dm(hn.into()){
on[fh&31]|=1<<hj;}}let mut hq=[[0;32];6];for(hr,lk)in hq.iter_mut().enumerate(){for iw in 1..32usize{let mt=iw&(iw-1);let fh=5*hr+(iw^mt).trailing_zeros()as usize;lk[iw]=
lk[mt]|on[fh&31];}}hq}fn ed(j:&[J],cl:&[u64],mn:usize,am:usize,(ad,ab,bd):(u64,u64,u64),bs:u64,nw:&mut impl FnMut(u64,u64),){if am==mn{return nw(ad,bs);}let mut z=!(ad|ab
|bd|j[am].g);while z!=0{let bk=z&z.wrapping_neg();z^=bk;let hn=bs|cl[am*j.len()+bk.trailing_zeros()as usize];if am+1==mn{nw(ad|bk,hn);}else{let cq=ay(j[am].eo,bk,ad,ab,bd
);ed(j,cl,mn,am+1,cq,hn,nw);}}}fn kf(n:usize,am:usize,al:usize)->u64{let bf=n/2;let bk=|fh:usize|match fh.checked_sub(bf){Some(at)if at<n-1=>1<<at,_=>0};bk(am+al)|bk(am+n
-1-al)<<(n-1)}fn pe(h:&B)->(f64,f64){let j=bn(h);let bf=h.n/2;(fc(&j[..bf]),fc(&j[bf..]))}fn fc(j:&[J])->f64{let av=|an:usize|f64::from(u8::from(an+1==j.len()));bw(BA,j,&
mut O::iu(),av)}fn kz(n:usize)->f64{(0..n/2).fold(1.0,|ew,i|ew*(n-i)as f64/(i+1)as f64)}}mod is{use super::ex::{hs,fe};use super::{ay,bn,J};use crate::h::B;use crate::ax
::O;use crate::dj::BA;fn iz(h:&B)->B{gw(h).0}fn gw(h:&B)->(B,f64){let lv=fr(h);let mut iz=(lv,0);for v in 1..8{let ee=fr(&h.ek(v));if ee<iz.0{iz=(ee,v);}}if iz.0*1.5<lv{(
h.ek(iz.1),iz.0)}else{(h.clone(),lv)}}fn fr(h:&B)->f64{let hm=ee(h);if h.gv(){hm/2.0}else{hm}}pub fn ee(h:&B)->f64{ev(BA,&bn(h),&mut O::iu())}pub fn ev(cz:usize,j:&[J],ax
:&mut O)->f64{bw(cz,j,ax,|_|1.0)}pub fn bw(cz:usize,j:&[J],ax:&mut O,cf:impl Fn(usize)->f64,)->f64{hs(cz,ax,|_|((0,0u64,0u64,0u64),1.0),|&ji,ax|{let(an,ad,ab,bd)=ji;let
am=*j.get(an)?;let z=!(ad|ab|bd|am.g);if z==0{return None;}let(ad,ab,bd)=ay(am.eo,fe(z,ax),ad,ab,bd);Some((z.count_ones(),(an+1,ad,ab,bd),cf(an),))},)}}mod jk{use std::
time::Instant;#[derive(Default)]pub struct DB;impl DB{pub fn mf<T>(&self,_:usize,_:f64,_:T)->Option<Instant>{None}pub fn ld(&self,_:Option<Instant>,bb:f64,_:bool)->f64{bb
}pub fn op(&self,bb:f64,_:bool)->f64{bb}}}mod ce{use super::bo::{U,S};use super::{aj,cv};pub enum Q{DM(U<S>),AS(U<aj::H>),AI(U<cv::AI>)}impl Q{pub fn em(&self)->u64{match
self{Q::DM(bo)=>bo.em(),Q::AS(bo)=>bo.em(),Q::AI(bo)=>bo.em()}}}impl From<U<S>>for Q{fn from(bo:U<S>)->Q{Q::DM(bo)}}impl From<U<aj::H>>for Q{fn from(bo:U<aj::H>)->Q{Q::AS
(bo)}}impl From<cv::AI>for Q{fn from(cv:cv::AI)->Q{let ku=cv.ku();Q::AI(U::new(cv,ku))}}}mod nb{use super::{ay,fx,J};pub const BT:&str="reference";pub fn gj(j:&[J],an:
usize,ad:u64,y:u64,u:u64)->u64{let count=qf::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded count ends")}pub fn bz(j:&[J],ac:&mut u64)->Option<u64>{qf::<true>(j
,0,(0,0,0),ac)}fn qf<const Z:bool>(j:&[J],an:usize,(ad,y,u):(u64,u64,u64),ac:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let av=j.len()-1;let mut oo=[(0u64,
0u64,0u64,0u64);64];let(mut ad,mut y,mut u)=(ad,y,u);let mut z=!(ad|y|u|j[an].g);if an==av{return Some(u64::from(z.count_ones()));}let mut ak=an;let mut ar=0u64;loop{if z
==0{if ak==an{return Some(ar);}ak-=1;let kb=oo[ak];z=kb.0;ad=kb.1;y=kb.2;u=kb.3;continue;}if Z&&!fx(ac,2){return None;}let bk=z&z.wrapping_neg();z^=bk;let(ep,er,dz)=ay(j[
ak].eo,bk,ad,y,u);let bt=!(ep|er|dz|j[ak+1].g);if ak+1==av{ar+=u64::from(bt.count_ones());}else if bt!=0{oo[ak]=(z,ad,y,u);ak+=1;z=bt;ad=ep;y=er;u=dz;}}}}mod j{use crate
::h::{af,B,R};#[derive(Clone,Copy)]pub struct J{pub g:u64,pub eo:u32}pub fn bn(h:&B)->Vec<J>{let jj=!af(h.n);h.g.iter().map(|&g|J{g:g|jj,eo:1}).collect()}pub fn hz(h:&B,
aq:&[R])->Vec<J>{let jj=!af(h.n);let qb=aq.iter().fold(0,|j,&(r,_)|j|1<<r);ga(af(h.n)&!qb,|r|{let np=aq.iter().fold(0,|dg,&fd|dg|eb(fd,r));h.g[r]|jj|np})}pub fn ga(j:u64,
g:impl Fn(usize)->u64)->Vec<J>{let mut kj:Vec<J> =Vec::with_capacity(j.count_ones()as usize);let mut kr=0;let mut ab=j;while ab!=0{let r=ab.trailing_zeros()as usize;ab&=
ab-1;if let Some(av)=kj.last_mut(){av.eo=(r-kr)as u32;}kj.push(J{g:g(r),eo:1});kr=r;}kj}pub fn eb((na,al):R,r:usize)->u64{let dn=r.abs_diff(na);let bk=|c:usize|1u64.
checked_shl(c as u32).unwrap_or(0);bk(al)|bk(al+dn)|al.checked_sub(dn).map_or(0,bk)}#[inline(always)]pub fn fx(ac:&mut u64,bb:u64)->bool{if*ac<=bb{*ac=0;return false;}*ac
-=bb;true}#[inline(always)]pub fn ay(eo:u32,bk:u64,ad:u64,y:u64,u:u64)->(u64,u64,u64){(ad|bk,(y|bk)<<eo,(u|bk)>>eo,)}pub fn dm(mut dg:u64)->impl Iterator<Item=usize>{std
::iter::from_fn(move||{(dg!=0).then(||{let at=dg.trailing_zeros()as usize;dg&=dg-1;at})})}}mod v{mod hh{use crate::h::{cq,di,du,R};#[derive(Clone,Copy,PartialEq,Eq,
PartialOrd,Ord)]pub struct CH{bf:usize,aw:usize,ab:usize,bd:usize}impl CH{pub fn aq(&self,n:usize)->[R;4]{[(0,self.bf),(n-1,self.aw),(self.ab,0),(self.bd,n-1)]}fn mw(n:
usize,aq:&[R;4])->CH{let m=n-1;let on=|ao:&dyn Fn(R)->bool,lr:&dyn Fn(R)->usize|{aq.iter().copied().find(|&q|ao(q)).map_or(usize::MAX,lr)};CH{bf:on(&|(r,_)|r==0,&|(_,c)|c
),aw:on(&|(r,_)|r==m,&|(_,c)|c),ab:on(&|(_,c)|c==0,&|(r,_)|r),bd:on(&|(_,c)|c==m,&|(r,_)|r)}}fn ib(&self,n:usize)->[usize;8]{let m=n-1;let oe=|dn:usize|m-dn;[self.bf,oe(
self.bf),self.aw,oe(self.aw),self.ab,oe(self.ab),self.bd,oe(self.bd)]}pub fn ha(&self,n:usize)->bool{let jp=self.ib(n);let lj=jp.iter().copied().min().unwrap_or(0);lj>0&&
jp.iter().filter(|&&d|d==lj).count()>1}}pub fn mj(n:usize)->Vec<(CH,u64)>{let mut cg=Vec::new();for bf in 0..n{for aw in 0..n{for ab in 0..n{for bd in 0..n{let hh=CH{bf,
aw,ab,bd};let aq=hh.aq(n);if aq.iter().any(|&a|aq.iter().any(|&b|cq(a,b))){continue;}let dk=|v|{let ka=aq.map(|q|du(n,v,q));CH::mw(n,&ka)};if let Some(fj)=di(0..8,hh,dk){
cg.push((hh,fj));}}}}}cg}}use super::hz;use super::{eb,J};use crate::h::{af,B,R};pub const BT:&str="symmetry";pub fn jb(n:usize)->(Vec<Vec<J>>,Vec<u64>){ec(n).into_iter()
.map(|fo|(lq(&fo),fo.cf)).unzip()}fn lq(fo:&BL)->Vec<J>{hz(&fo.h,&fo.aq)}pub struct BL{pub h:B,pub aq:Vec<R>,pub cf:u64}pub fn ec(n:usize)->Vec<BL>{if n<5{return vec![BL{
h:B::fv(n),aq:Vec::new(),cf:1}];}let m=n-1;let all=af(n);let ny=|al:usize|all&!(1u64<<al);let mut ec=Vec::new();for k in 2..m{let mut h=B::fv(n);h.g[0]=ny(0);h.g[1]=ny(k)
;for am in&mut h.g[2..=k]{*am|=1<<1;}ec.push(BL{h,aq:Vec::new(),cf:8});}let qa=1u64|1u64<<m;let mut a=1;while a<m-a{let mut h=B::fv(n);h.g[0]=ny(a);for(r,am)in h.g.
iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*am|=qa;}}let hx=(1u64<<(a+1))-1;h.g[m]|=hx|hx<<(m-a);ec.push(BL{h,aq:Vec::new(),cf:8});a+=1;}for(hh,cf)in hh::mj(n){if hh.
ha(n){let aq=hh.aq(n).to_vec();ec.push(BL{h:mb(n,&aq),aq,cf});}}ec}fn mb(n:usize,aq:&[R])->B{let all=af(n);let mut h=B::fv(n);for(r,am)in h.g.iter_mut().enumerate(){*am=
match aq.iter().find(|fd|fd.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{aq.iter().fold(0,|dg,&q|dg|eb(q,r))&all}};}h}}pub use self::im::AK;pub use self::lu::{dw,bx};pub use
self::nb::{gj,bz};pub use self::j::*;}mod qe{use crate::h::A;use crate::gn::G;pub const DO:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";
pub struct CS{pub bc:G,pub gb:usize,pub hu:Vec<usize>}pub fn parse(args:&[String])->Result<Option<CS>,String>{let mut cc=CS{bc:G::default(),gb:0,hu:Vec::new()};let mut
args=args.iter();while let Some(lf)=args.next(){let(gc,pf)=match lf.split_once('='){Some((gc,df))if lf.starts_with("--")=>(gc,Some(df.to_string())),_=>(lf.as_str(),None)}
;let mut df=|qx:&str|{(pf.clone().or_else(||args.next().cloned())).ok_or_else(||format!("option '{}' needs {}",gc,qx))};match gc{"-h"|"--help"=>return Ok(None),"--list"=>
{let bj=df("a number of solutions")?;cc.gb=bj.parse().map_err(|_|{format!("option '{}' takes a whole number, found '{}'",gc,bj)})?;}"--dialect"=>{cc.bc=G::py(&df(
"a value: luogu, uva11195 or cses1624")?)?}_ if gc.starts_with('-')&&gc.len()>1=>{return Err(format!("unknown option '{}'",lf))}_=>match lf.parse::<usize>(){Ok(n)if(1..=A
).contains(&n)=>cc.hu.push(n),_=>{let bq="N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bq,A,lf));}}}}Ok(Some(cc))}}mod pl{use crate::h::B;use
crate::count::kc::CC;use crate::count::AK;use crate::gb::fp;use crate::cy::AA;use crate::az::{cp,CE,D,AQ};use std::io::Write;pub struct AP{pub kc:CC,cy:AA}impl AP{pub fn
new()->AP{AP{kc:CC::new(AK),cy:AA::new()}}}impl<W:Write>CE<W>for AP{fn gx(&mut self,az:&mut AQ<W>,h:B)->Result<(),D>{az.ez+=1;let ft=self.cy.get(&h);let cd=&mut az.cd;let
gb=cd.format.gb;fp(&h,gb,&mut|ap|cd.bv(ap)).map_err(cp)?;let(count,fg)=match ft{Some(count)=>(count,false),None=>self.kc.count(&h).ls()};self.cy.qn(&h,count);(cd.count(az
.ez,count,fg)).map_err(cp)}}}use cd::BW;use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.
split_whitespace().map(String::from).collect();}let cc=match qe::parse(&args){Ok(Some(cc))=>cc,Ok(None)=>{print!("{}",qe::DO);return;}Err(bq)=>{eprintln!(
"nqueens: {}\n(run 'nqueens --help' for usage)",bq);std::process::exit(2);}};let format=BW{bc:cc.bc,gb:cc.gb,..BW::default()};let stdout=io::stdout();let jr=io::BufWriter
::new(stdout.lock());let mut az=az::AQ{cd:cd::BZ{jr,format},ez:0};let mut ds=pl::AP::new();let dc=stdin::ni(&cc.hu,cc.bc,|ey,ez|{ds.kc.lz(ey);az::mm(&mut az,ez,&mut ds).
unwrap_or(az::D::CZ)});std::process::exit(dc.pn());}

// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod h{pub const A:usize=64;pub type R=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct B{pub n:usize,pub g:Vec<u64>}impl B{pub fn new(n:usize,g:Vec<u64>)->B{B{n,g}}
pub fn n(&self)->usize{self.n}pub fn g(&self)->&[u64]{&self.g}pub fn fu(n:usize)->B{assert!((1..=A).contains(&n),"a board has 1 to {} rows, not {}",A,n);B::new(n,vec![0;n
])}pub fn gp(&self)->bool{self.g.iter().all(|&am|am==0)}pub fn dy(&self)->usize{self.g.iter().map(|am|am.count_ones()as usize).sum()}pub fn el(&self,v:usize)->B{let ap=if
DF>>v&1==1{self.ap()}else{Vec::new()};B::new(self.n,self.dj(v,&ap))}fn ja(&self)->BD{let ap=self.ap();let cu=(0..8).filter(|&s|self.dj(s,&ap)==self.g);BD(cu.fold(0,|hu,s|
hu|1<<s))}pub fn gw(&self)->bool{self.dj(DL,&[])==self.g}fn ap(&self)->Vec<u64>{let mut kx=[0u64;64];kx[..self.n].copy_from_slice(&self.g);transpose(&mut kx);kx[..self.n]
.to_vec()}fn dj(&self,v:usize,ap:&[u64])->Vec<u64>{let n=self.n;let pq=if DF>>v&1==1{ap}else{&self.g};let pm=BY>>v&1==1;let mut j:Vec<u64> =pq.iter().map(|&am|if pm{od(am
,n)}else{am}).collect();if CV>>v&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,v:usize)->bool{self.0>>v&1==1}fn iter(
self)->impl Iterator<Item=usize>{(0..8).filter(move|&s|self.contains(s))}}const DF:u8=1<<1|1<<3|1<<6|1<<7;const BY:u8=1<<1|1<<2|1<<4|1<<7;const CV:u8=1<<2|1<<3|1<<5|1<<7;
#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{L(usize),AM(usize)}impl P{pub fn cw(self,at:usize)->R{match self{P::L(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(am,al):R
)->bool{match self{P::L(r)=>am==r,P::AM(c)=>al==c}}pub fn el(self,n:usize,v:usize)->P{let(r,c)=du(n,v,self.cw(0));if du(n,v,self.cw(1)).0==r{P::L(r)}else{P::AM(c)}}}pub
fn cr(a:R,b:R)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DL:usize=4;pub fn du(n:usize,v:usize,(r,c):R)->R{let m=n-1;match v{0=>(r,c),1=>(
c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dh<K:Ord+Copy>(ja:impl Iterator<Item=usize>,oj:K,dj:impl Fn(usize)->K,)->Option<u64>{
let mut fl=[oj;8];let mut ch=0;for v in ja{let kc=dj(v);if kc<oj{return None;}fl[ch]=kc;ch+=1;}let fl=&mut fl[..ch];fl.sort_unstable();Some(1+fl.windows(2).filter(|pn|pn[
0]!=pn[1]).count()as u64)}fn od(dl:u64,n:usize)->u64{dl.reverse_bits()>>(64-n)}fn transpose(j:&mut[u64;64]){let mut dk=32;let mut pl:u64=0x0000_0000_FFFF_FFFF;while dk!=0
{let mut k=0;while k<64{let swap=((j[k]>>dk)^j[k+dk])&pl;j[k]^=swap<<dk;j[k+dk]^=swap;k=(k+dk+1)&!dk;}dk>>=1;pl^=pl<<dk;}}pub fn af(n:usize)->u64{u64::MAX>>(64-n)}}mod go
{use crate::h::{B,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum G{#[default]DE,BU,BC}impl G{pub fn qd(gc:&str)->Result<G,String>{match gc{"luogu"=>Ok(G::DE),
"uva11195"=>Ok(G::BU),"cses1624"=>Ok(G::BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gc))}}fn fr(self)->u8{match self{G::DE=>b'.',G::BU
|G::BC=>b'*'}}}pub struct M{pub ao:usize,pub al:usize,pub bq:String}struct BO<'a>{bj:&'a[u8],ah:usize,ao:usize,bl:usize}pub struct BJ<'a>{br:&'a[u8],bc:G,gs:usize,ao:
usize,bl:usize,gm:bool}impl<'a>BJ<'a>{pub fn new(br:&'a[u8],bc:G)->BJ<'a>{BJ{br,bc,gs:0,ao:1,bl:0,gm:false}}pub fn mz(&mut self)->Result<Option<B>,M>{if self.gm{return Ok
(None);}if self.bc==G::BC{return match self.jt(){Some(_)=>self.im(8).map(Some),None=>Ok(None)};}let ae=match self.iu(){Some(ae)=>ae,None=>{self.gm=true;return Ok(None);}}
;let n=self.lr(&ae)?;if n==0{self.gm=true;return Ok(None);}match self.jt(){Some(b'*')|Some(b'.')=>self.im(n).map(Some),_=>Ok(Some(B::fu(n)))}}pub fn lc(&self,mut gy:impl
FnMut(usize,usize)){let nt=self.br[self.gs..].split(u8::is_ascii_whitespace).filter(|ae|!ae.is_empty());let gn=self.bc.fr();let ha=|ae:&[u8]|ae.iter().filter(|&&cw|cw==gn
).count();if self.bc==G::BC{let j:Vec<&[u8]> =nt.collect();for h in j.chunks_exact(8){gy(8,h.iter().map(|am|ha(am)).sum());}return;}let mut av=None;for ae in nt{if jj(ae[
0]){if let Some((_,g))=&mut av{*g+=ha(ae);}continue;}if let Some((n,g))=av.take(){gy(n,g);}if!ae.iter().all(u8::is_ascii_digit)||ae.len()>2{return;}match ae.iter().fold(0
,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>av=Some((n,0))}}if let Some((n,g))=av{gy(n,g);}}fn lr(&self,ae:&BO)->Result<usize,M>{self.ip(ae)?;if!ae.bj.iter().all(u8::
is_ascii_digit){return Err(self.fk(ae,ae.ah,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,po(ae.bj)),));}let de=ae.bj.iter().fold(0u64,|
rf,&qa|{rf.saturating_mul(10).saturating_add(u64::from(qa-b'0'))});if de>A as u64{return Err(self.fk(ae,ae.ah,format!("board size {} is too large: {} is the maximum",
String::from_utf8_lossy(ae.bj),A),));}Ok(de as usize)}fn im(&mut self,n:usize)->Result<B,M>{let mut g=Vec::with_capacity(n);for am in 0..n{let ae=match self.iu(){Some(ae)
=>ae,None=>return Err(self.kj(am,n))};match oe(ae.bj,n,self.bc.fr()){Some(df)=>g.push(df),None=>return Err(self.nk(&ae,am,n))}}Ok(B::new(n,g))}fn nk(&self,ae:&BO,am:usize
,n:usize)->M{if let Err(e)=self.ip(ae){return e;}if let Some(al)=(ae.bj.iter()).position(|&cw|!jj(cw)){let at=ae.ah+al;let ch=match fy(self.br,at){Some((c,_))=>format!(
"{:?}",c),None=>format!("byte 0x{:02X}",ae.bj[al])};return self.fk(ae,at,format!("row {} of {}: found {}, expected '*' or '.'",am+1,n,ch),);}self.fk(ae,ae.ah,format!(
"row {} of {} has {} cells, expected {}",am+1,n,ae.bj.len(),n),)}fn ip(&self,ae:&BO)->Result<(),M>{if ae.bj.is_ascii(){return Ok(());}let ms=ae.ah+ae.bj.len();let mut at=
ae.ah;while at<ms{match fy(self.br,at){Some((_,len))=>at+=len,None=>{return Err(self.fk(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.br[at]),))}}}Ok(())}fn fv(&
mut self){while let Some(&kg)=self.br.get(self.gs){if!kg.is_ascii_whitespace(){break;}self.gs+=1;if kg==b'\n'{self.ao+=1;self.bl=self.gs;}}}fn jt(&mut self)->Option<u8>{
self.fv();self.br.get(self.gs).copied()}fn iu(&mut self)->Option<BO<'a>>{self.fv();let ah=self.gs;let hj=&self.br[ah..];let len=hj.iter().position(u8::is_ascii_whitespace
).unwrap_or(hj.len());if len==0{return None;}self.gs+=len;Some(BO{bj:&hj[..len],ah,ao:self.ao,bl:self.bl})}fn fk(&self,ae:&BO,at:usize,bq:String)->M{M{ao:ae.ao,al:dq(self
.br,ae.bl,at),bq}}fn kj(&self,nn:usize,n:usize)->M{M{ao:self.ao,al:dq(self.br,self.bl,self.br.len()),bq:format!("input ended after {} of {} board rows",nn,n)}}}fn oe(bj:&
[u8],n:usize,gn:u8)->Option<u64>{if bj.len()!=n{return None;}let(mut df,mut io)=(0u64,true);for(al,&cw)in bj.iter().enumerate(){df|=u64::from(cw==gn)<<al;io&=jj(cw);}io.
then_some(df)}fn jj(kg:u8)->bool{kg==b'*'||kg==b'.'}fn fy(br:&[u8],at:usize)->Option<(char,usize)>{let len=match br[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0
..=0xF4=>4,_=>return None};let oh=br.get(at..at+len)?;let bj=std::str::from_utf8(oh).ok()?;bj.chars().next().map(|c|(c,len))}fn dq(br:&[u8],bl:usize,at:usize)->usize{let
mut al=1;let mut gs=bl;while gs<at{gs+=fy(br,gs).map_or(1,|(_,len)|len);al+=1;}al}fn po(bj:&[u8])->String{const DD:usize=24;let bj=String::from_utf8_lossy(bj);if bj.chars
().count()>DD{let qs:String=bj.chars().take(DD).collect();format!("{:?}...",qs)}else{format!("{:?}",bj)}}}mod gb{use crate::h::af;use crate::h::B;use crate::count::{ay,bn
,L};pub fn fq<E>(h:&B,ol:usize,nz:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct DN<'a,E>{j:Vec<L>,mx:u64,op:bool,kt:Vec<usize>,ac:usize,nz:&'a mut dyn
FnMut(&[usize])->Result<(),E>}impl<E>DN<'_,E>{fn bp(&mut self,cr:(u64,u64,u64))->Result<(),E>{let an=self.kt.len();if an==self.j.len(){self.ac-=1;return(self.nz)(&self.kt
);}let(ad,y,u)=cr;let mut ab=!(ad|y|u|self.j[an].g);while ab!=0&&self.ac>0{let bk=ab&ab.wrapping_neg();ab^=bk;let next=ay(self.j[an].ep,bk,ad,y,u);if self.op&&!self.pv(an
+1,next){continue;}self.kt.push(bk.trailing_zeros()as usize);self.bp(next)?;self.kt.pop();}Ok(())}fn pv(&self,an:usize,(ad,y,u):(u64,u64,u64))->bool{let mut ju=0;for(dm,
am)in self.j[an..].iter().enumerate(){let ab=!(ad|y<<dm|u>>dm|am.g);if ab==0{return false;}ju|=ab;}let is=self.mx&!ad;ju&is==is}}if ol==0{return Ok(());}let mut ml=DN{j:
bn(h),mx:af(h.n),op:!h.gp(),kt:Vec::with_capacity(h.n),ac:ol,nz};ml.bp((0,0,0))}}mod nd{use std::sync::atomic::{AtomicBool,Ordering};use std::sync::{Arc,Mutex,PoisonError
};pub struct CH<T>{gj:AtomicBool,de:Mutex<Option<Arc<T>> >}impl<T>Default for CH<T>{fn default()->CH<T>{CH{gj:AtomicBool::new(false),de:Mutex::new(None)}}}impl<T>CH<T>{
pub fn get(&self)->Option<Arc<T>>{match self.gj.load(Ordering::Acquire){true=>self.de.lock().ok()?.clone(),false=>None}}pub fn ko(&self,gi:impl FnOnce()->T)->Arc<T>{let
gj=self.get().unwrap_or_else(||Arc::new(gi()));let mut de=self.de.lock().unwrap_or_else(PoisonError::into_inner);self.gj.store(true,Ordering::Release);de.get_or_insert(gj
).clone()}}}mod cd{use crate::go::G;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct BW{pub bc:G,pub gb:usize,pub rg:usize,pub time:bool,pub ef:bool}pub
struct BZ<W:Write>{pub js:W,pub format:BW}impl<W:Write>BZ<W>{pub fn bv(&mut self,ap:&[usize])->io::Result<()>{let ap:Vec<String> =ap.iter().map(|c|(c+1).to_string()).
collect();writeln!(self.js,"{}",ap.join(" "))}pub fn count(&mut self,gy:usize,count:u64,fh:bool)->io::Result<()>{if self.format.bc==G::BU{write!(self.js,"Case {}: ",gy)?;
}writeln!(self.js,"{}",count)?;if fh{self.js.flush()?;}Ok(())}}pub fn ek(ay:&str,bq:&str){eprintln!("nqueens: error: {}: {}",ay,bq);}}mod da{use crate::h::{B,A};use std::
sync::atomic::{AtomicU64,Ordering};#[derive(Default)]struct BI(AtomicU64);impl BI{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}fn kw(&self
,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct AA([BI;A+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BI::default()))}pub fn get(
&self,h:&B)->Option<u64>{match h.gp(){true=>self.0[h.n].get(),false=>None}}pub fn qt(&self,h:&B,count:u64){if h.gp(){self.0[h.n].kw(count);}}}}mod ax{pub struct O(pub u64
);impl O{pub fn ix()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hs(&mut self,px:usize)->
usize{(self.next()%px as u64)as usize}}}mod stdin{use crate::h::B;use crate::go::{G,BJ};use crate::az::{CU,D};use std::io::{self,Read};pub fn np(hx:&[usize],bc:G,qm:impl
FnOnce(&[(usize,usize)],&mut CU)->D,)->D{if!hx.is_empty(){return qm(&[],&mut hx.iter().map(|&n|Ok(B::fu(n))));}let mut go=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut go){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CM;}let mut ng=BJ::new(&go,bc);let mut ey=Vec::new();ng.lc(|n,g|ey.push((n,g)
));qm(&ey,&mut std::iter::from_fn(||ng.mz().transpose()),)}}mod di{pub const BF:u64=9;pub const AR:u64=20;pub const BA:usize=256;pub const AZ:usize=64;pub const BR:f64=
32.0;pub const BK:usize=16;pub const AG:f64=4.0;pub const BG:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CJ:f64=0.15;pub const AO:f64=0.3;pub
const BE:u64=4<<20;pub const BP:f64=1.0/32.0;pub const CA:f64=0.25;pub const AY:f64=4.0;pub const CK:f64=4.0;pub const AT:f64=80.0;pub const BX:f64=1.5;pub const BQ:u64=
96<<20;pub const AN:usize=8;pub const V:usize=8;pub const AB:usize=32;pub const AH:u32=4;pub const BH:usize=10;pub const CP:usize=64;pub const AV:u64=2;const DA:usize=
4096;}mod az{use crate::h::B;use crate::go::M;use crate::cd::{self,BZ};use std::io::{self,Write};pub enum D{CZ,CM,CB,BS(io::Error)}impl D{pub fn pr(self)->i32{match self{
D::CZ|D::CB=>0,D::CM=>1,D::BS(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CU<'a> =dyn Iterator<Item=Result<B,M>>+'a;pub trait CF<W:
Write>{fn gy(&mut self,az:&mut AQ<W>,h:B)->Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gl(&mut self,az:&mut AQ<W>)->D{az.pg()}fn mb(&self)
->bool{false}}pub fn mr<W:Write,C:CF<W>>(az:&mut AQ<W>,ez:&mut CU,ds:&mut C,)->Option<D>{loop{if ds.mb(){return None;}let dd=match ez.next(){Some(Ok(h))=>match ds.gy(az,h
){Ok(())=>continue,Err(dd)=>dd},Some(Err(ek))=>match ds.drain(az){Ok(())=>az.mn(&ek),Err(dd)=>dd},None=>match ds.drain(az){Ok(())=>ds.gl(az),Err(dd)=>dd}};return Some(dd)
;}}pub struct AQ<W:Write>{pub cd:BZ<W>,pub ez:usize}impl<W:Write>AQ<W>{fn mn(&mut self,ek:&M)->D{let ay=format!("line {}, column {}",ek.ao,ek.al);self.qp(&ay,&ek.bq)}fn
qp(&mut self,ay:&str,bq:&str)->D{if let Err(e)=self.cd.js.flush(){return cq(e);}cd::ek(ay,bq);D::CM}fn pg(&mut self)->D{match self.cd.js.flush(){Ok(())=>D::CZ,Err(e)=>cq(
e)}}}pub fn cq(ek:io::Error)->D{if ek.kind()==io::ErrorKind::BrokenPipe{D::CB}else{D::BS(ek)}}}mod count{pub mod ke{use super::iq::AK;use super::filter::{self,J};use
super::hf::DB;use super::cf::Q;use super::{bz,aj,bn};use crate::h::B;use crate::nd::CH;use crate::di::{BP,CA,AY,BK,AG};use std::sync::atomic::{AtomicBool,AtomicI64,
AtomicU32,AtomicU64,Ordering::Relaxed};use std::sync::Arc;pub enum AE{DC{count:u64,by:By},Q{cf:Q,bb:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DK,AS,CN,J,DT}#[derive(
Default)]pub struct CC{ll:[CH<J>;filter::A+1],kf:[AtomicBool;filter::A+1],ey:[AtomicU32;filter::A+1],hy:[AtomicU64;filter::A+1],ij:[AtomicU32;filter::A+1],cl:[AtomicU64;
filter::A+1],dn:[AtomicU64;filter::A+1],iw:[[AtomicI64;4];filter::A+1],hf:DB,hw:AK}impl CC{pub fn new(hw:AK)->CC{CC{hw,..Default::default()}}pub fn md(&self,ez:&[(usize,
usize)]){for&(n,g)in ez{if n<=filter::A&&g>0{self.ey[n].fetch_add(1,Relaxed);qj(&self.hy[n],jb(n,g));}}}pub fn count(&self,h:&B)->AE{let n=h.n;if h.gp(){return match self
.filter(n){Some(filter)=>fb(filter.count(h),By::J),None=>fh(self.hw.fu(n))};}let g=h.dy();if let Some(ij)=self.ij.get(n){ij.fetch_add(1,Relaxed);qj(&self.cl[n],jb(n,g));}
let fw=mh(n);if let Some(filter)=self.filter(n){return self.qy(&filter,h,g,fw);}let z=self.kk(h,fw);let mut ac=z as u64;let mj=self.hf.mj(n,z,self.dn.get(n));let ba=gu(h,
&mut ac);let aj=matches!(ba,Ok((_,By::AS))|Err(Some(_)));let cv=self.hf.li(mj,z-ac as f64,aj);let cn=match ba{Ok((count,by))=>{self.nq(h,cv,0.0);return fb(count,by);}Err(
cn)=>cn};if self.ig(h,cv,0.0){if let Some(filter)=self.gi(n){return fb(filter.count(h),By::J);}}let fz=|bb|self.ig(h,cv,self.hf.mm(bb,false));let fj=self.hf.fj();let(cf,
bb)=self.hw.cf(h,cn,fj,&fz);let ce=self.hf.mm(bb,matches!(cf,Q::AS(_)));if let Some(filter)=self.nq(h,cv,ce){return fb(filter.count(h),By::J);}fh((cf,bb))}fn kk(&self,h:&
B,fw:f64)->f64{let n=h.n;if n>filter::A||self.kf[n].load(Relaxed){return fw;}let jn=self.hf.mm(1.0,aj::ig(h));(self.hp(h,0.0,fw*jn)/jn+1.0).clamp(0.0,fw).floor()}fn qy(&
self,filter:&J,h:&B,g:usize,fw:f64)->AE{let oy=4*g/(h.n*h.n+1);let iw=&self.iw[h.n][oy];let eh=filter.jw(g);if(iw.load(Relaxed)as f64)< -eh*AY{return fb(filter.count(h),
By::J);}let z=(eh*CA).min(fw)as u64;let mut ac=z;if let Ok((count,by))=gu(h,&mut ac){iw.fetch_add(eh as i64-(z-ac)as i64,Relaxed);return fb(count,by);}iw.fetch_sub(z as
i64,Relaxed);fb(filter.count(h),By::J)}fn filter(&self,n:usize)->Option<Arc<J>>{self.ll.get(n)?.get()}fn nq(&self,h:&B,cv:f64,ce:f64)->Option<Arc<J>>{let n=h.n;if n>
filter::A||!self.ig(h,cv,ce){if let Some(dn)=self.dn.get(n){dn.fetch_add((cv+ce)as u64,Relaxed);}return None;}let filter=self.gi(n)?;(ce>0.0).then_some(filter)}fn gi(&
self,n:usize)->Option<Arc<J>>{if self.kf[n].swap(true,Relaxed){return None;}Some(self.ll[n].ko(||J::new(n)))}fn ig(&self,h:&B,cv:f64,ce:f64)->bool{cv>self.hp(h,ce,cv)}fn
hp(&self,h:&B,ce:f64,pw:f64)->f64{let n=h.n;if n>filter::A{return f64::INFINITY;}let dn=self.dn[n].load(Relaxed)as f64+ce;let gi=J::ls(n);let ij=self.ij[n].load(Relaxed).
max(1);let cl=f64::from_bits(self.cl[n].load(Relaxed));let(pb,jz)=match self.ey[n].load(Relaxed){0=>(ij,cl),ey=>(ey.saturating_sub(ij),f64::from_bits(self.hy[n].load(
Relaxed))-cl,)};let ns=if ce>0.0{1.0}else{0.0};let hp=|mu:f64|{let qf=gi+mu*(f64::from(pb)+ns+AY);let os=qf-ce;let nh=match(os<0.0,cl>0.0){(true,_)=>0.0,(false,true)=>os*
cl/jz.max(0.0),(false,false)=>f64::INFINITY};nh.max(gi*BP)-dn};let dz=hp(0.0);match dz<pw{true=>hp(J::mc(h)),false=>dz}}}fn jb(n:usize,g:usize)->f64{let ab=1.0-g as f64/(
n*n)as f64;ab.powi(n as i32)}fn qj(sum:&AtomicU64,x:f64){let _=sum.fetch_update(Relaxed,Relaxed,|dl|{Some((f64::from_bits(dl)+x).to_bits())});}fn fb(count:u64,by:By)->AE{
AE::DC{count,by}}fn fh((cf,bb):(Q,f64))->AE{AE::Q{cf,bb:Some(bb)}}impl AE{pub fn lx(self)->(u64,bool){match self{AE::DC{count,..}=>(count,false),AE::Q{cf,..}=>(cf.en(),
true)}}}fn mh(n:usize)->f64{use crate::di::{BA,BR};AG*(BA*n)as f64*BR}fn gu(h:&B,z:&mut u64,)->Result<(u64,By),Option<aj::X>>{let j=bn(h);let mk=(BK*h.n)as u64;if*z<=mk*(
1+AG as u64){let count=bz(&j,z).ok_or(None)?;return Ok((count,By::DK));}let mut ac=mk;if let Some(count)=bz(&j,&mut ac){*z-=mk-ac;return Ok((count,By::DK));}*z-=mk;if aj
::ig(h){let bh=aj::H::new(h);let count=bh.kh(z).map_err(Some)?;Ok((count,By::AS))}else{let count=super::bx(&j,z).ok_or(None)?;Ok((count,By::CN))}}}mod iq{use super::bo::{
gv,CE,U,S};use super::cx::AI;use super::cf::Q;use super::{aj,ly,iv,bn};use crate::h::B;use crate::di::{BF,AZ};#[derive(Default)]pub struct AK;impl AK{pub fn fu(&self,n:
usize)->(Q,f64){(gv(n).into(),0.0)}pub fn cf(&self,h:&B,ba:Option<aj::X>,_:f64,fz:&dyn Fn(f64)->bool,)->(Q,f64){let(cf,jv):(Q,f64)=if aj::ig(h){let bh=aj::H::new(h);let
bb=bh.dx(AZ,BF as f64);match ba{Some(ba)=>{let hj=ba.oz(bb);(U::pa(bh,ba).into(),hj)}None=>{let ah=bh.ah();(U::new(bh,vec![(ah,1)]).into(),bb)}}}else{let j=vec![bn(h)];
let cf=S::cf(ly::BT,CE::CN,j,vec![1]);(cf.into(),iv::ef(h))};match AI::dx(h).filter(|&cx|cx<jv){Some(cx)if!fz(cx)=>(AI::new(h).into(),cx),Some(cx)=>(cf,cx),None=>(cf,jv)}
}}}mod aj{use super::iv::ev;use super::ex::{hv,ff};use super::L;use super::{dl,ga};use crate::h::{af,B,R,P};use crate::ax::O;use crate::di::{V,AH,BH,AB};pub const BT:&str
="dynamic";pub struct H{pub n:usize,bi:[u64;64],dv:[u64;64],bu:fc::AW}#[derive(Clone,Copy)]pub struct F{ai:u64,bg:u64,gr:u128,cs:u128,eg:u128}impl F{fn ai(&self)->usize{
self.ai.count_ones()as usize}}enum Y{DH,CL,BV(P,u64)}pub fn ig(h:&B)->bool{let n=h.n;let jy=match n<=fc::A{true=>AB,false=>V};h.dy()*jy>n*n}impl H{pub fn new(h:&B)->H{let
n=h.n;let all=af(n);let mut bi=[0u64;64];let mut dv=[0u64;64];for(r,&am)in h.g.iter().enumerate(){bi[r]=!am&all;for(c,j)in dv.iter_mut().enumerate().take(n){*j|=(bi[r]>>c
&1)<<r;}}H{n,bi,dv,bu:fc::AW::new(n)}}pub fn ah(&self)->F{F{ai:af(self.n),bg:af(self.n),gr:0,cs:0,eg:0}}fn fa(&self,p:&F,ao:P)->u64{let m=self.n-1;match ao{P::L(r)=>{let
gr=(p.gr>>r)as u64;let eg=(p.eg>>(m-r))as u64;self.bi[r&63]&p.bg&!gr&!eg}P::AM(c)=>{let gr=(p.gr>>c)as u64;let cs=(p.cs>>(m-c))as u64;self.dv[c&63]&p.ai&!gr&!cs}}}fn pf(&
self,p:&F,nm:bool)->Y{let ap=if nm{0}else{p.bg};ci(p.ai,ap,|ao|self.fa(p,ao))}fn pu(&self,ac:&mut Vec<F>,aq:&[R],ik:impl Iterator<Item=R>,){for p in ac.iter_mut(){*p=aq.
iter().fold(*p,|p,&fe|self.ay(&p,fe));}let ah=self.ah();ac.extend(ik.map(|cw|self.ay(&ah,cw)));}pub fn ay(&self,p:&F,(r,c):R)->F{F{ai:p.ai&!(1u64<<r),bg:p.bg&!(1u64<<c),
gr:p.gr|1u128<<(r+c),cs:p.cs|1u128<<(r+self.n-1-c),eg:p.eg|1u128<<(c+self.n-1-r)}}pub fn ej(&self,p:&F)->Vec<L>{ga(p.ai,|r|!self.fa(p,P::L(r)))}pub fn dx(&self,db:usize,
na:f64)->f64{if self.n<=fc::A{return self.lh(db);}let cj=|_:&mut O|(Some(self.ah()),1.0);hv(db,&mut O::ix(),cj,|jl,ax|{let p=jl.as_ref()?;match self.pf(p,false){Y::BV(_,
ab)if mv(ab,p.ai)=>{let ma=ev(1,&self.ej(p),ax);Some((1,None,ma))}Y::BV(ao,ab)=>{let at=ff(ab,ax).trailing_zeros()as usize;Some((ab.count_ones(),Some(self.ay(p,ao.cw(at))
),na,))}Y::DH|Y::CL=>None}})}pub fn count(&self,p:F)->u64{if self.n<=fc::A{return self.lf(&p);}self.jg(p)}pub fn kh(&self,z:&mut u64)->Result<u64,X>{match self.n<=fc::A{
true=>self.lk(H::gz,z),false=>self.lk(H::gf,z)}}fn lk(&self,core:CR,z:&mut u64)->Result<u64,X>{let cv=*z;let mut ac=Vec::new();let dr=core(self,z,&mut ac);match*z{0=>Err(
X{dr,ac,cv}),_=>Ok(dr)}}}type CR=fn(&H,&mut u64,&mut Vec<F>)->u64;pub struct X{pub dr:u64,pub ac:Vec<F>,cv:u64}impl X{pub fn oz(&self,bb:f64)->f64{(bb-self.cv as f64).max
(0.0)}}mod fc{use super::{F,H};use crate::h::R;use crate::count::{dl,fx};use crate::di::AR;pub const A:usize=16;const I:usize=2*A;static DG:[[u16;I];A*A]=cr();const fn cr
()->[[u16;I];A*A]{let mut cm=[[0u16;I];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut ao=0;while ao<A{cm[r*A+c][ao]=hc(r,c,ao);cm[r*A+c][A+ao]=hc(c,r,ao);ao+=1;
}c+=1;}r+=1;}cm}const fn hc(r:usize,c:usize,ao:usize)->u16{if ao==r{return!(1<<c);}let ka=ao.abs_diff(r);let mut o=1u16<<c;if c+ka<A{o|=1<<(c+ka);}if c>=ka{o|=1<<(c-ka);}
o}static DJ:[[u16;I];I]=jx();const fn jx()->[[u16;I];I]{let mut cm=[[0u16;I];I];let mut ag=0;while ag<I{cm[ag][ag]=u16::MAX;ag+=1;}cm}#[derive(Clone,Copy)]pub struct AX{o
:[u16;I],co:[u16;I]}pub struct AW{ih:[i16;I],ag:[u8;I]}impl AW{pub fn new(n:usize)->AW{let mut fc:Vec<usize> =(0..I).collect();let lg=|ag:usize|(2*(ag%A)).abs_diff(n.
saturating_sub(1));fc.sort_by_key(|&ag|(lg(ag),ag%A,ag/A));let mut bu=AW{ih:[0;I],ag:[0;I]};for(ih,&ag)in fc.iter().enumerate(){bu.ih[ag]=ih as i16;bu.ag[ih]=ag as u8;}bu
}}const DI:i16=1<<14;impl AX{fn of(bh:&H,p:&F)->AX{let mut ei=AX{o:[u16::MAX;I],co:[u16::MAX;I]};for r in dl(p.ai){ei.o[r]=bh.fa(p,crate::h::P::L(r))as u16;ei.co[r]=0;}
for c in dl(p.bg){ei.o[A+c]=bh.fa(p,crate::h::P::AM(c))as u16;ei.co[A+c]=0;}ei}#[inline(always)]fn ci(&self,bu:&AW)->(usize,u16){let mut dz=i16::MAX;for ag in 0..I{let co
=(self.co[ag]&DI as u16)as i16;let oj=((self.o[ag].count_ones()as i16)<<6|bu.ih[ag])+co;dz=dz.min(oj);}let ag=usize::from(bu.ag[(dz&31)as usize])&(I-1);(ag,self.o[ag])}#[
inline(always)]fn km(&self,bu:&AW)->Option<usize>{let mut dz=i16::MAX;for ag in 0..I{let o=self.o[ag];let qv=i16::from(o&o.wrapping_sub(1)!=0);dz=dz.min(bu.ih[ag]|qv<<6);
}(dz<64).then(||usize::from(bu.ag[dz as usize&(I-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn ay(&self,ag:usize,at:usize)->Option<AX>{let(r,c)=fe(ag,at)
;let cr=&DG[(r*A+c)&(A*A-1)];let(am,al)=(&DJ[r&(A-1)],&DJ[A+(c&(A-1))]);let mut next=AX{o:[0;I],co:[0;I]};let mut is=0u16;for ag in 0..I{let co=self.co[ag]|am[ag]|al[ag];
let o=self.o[ag]&!cr[ag]|co;next.o[ag]=o;next.co[ag]=co;is|=u16::from(o==0);}(is==0).then_some(next)}#[inline(always)]fn hg(&mut self,bu:&AW,j:&mut u32)->bool{while*j>=2{
let ag=match self.km(bu){Some(ag)=>ag,None=>break};let at=self.o[ag].trailing_zeros()as usize;*self=match self.ay(ag,at){Some(next)=>next,None=>return false};*j-=1;}true}
}fn fe(ag:usize,at:usize)->R{match ag<A{true=>(ag,at),false=>(at,ag-A)}}pub fn count<const Z:bool>(bh:&H,ei:&AX,ac:u32,z:&mut u64,cn:&mut Vec<F>,)->u64{if Z&&!fx(z,AR){cn
.push(bh.ah());return 0;}let(ag,mut o)=ei.ci(&bh.bu);if ac==1{return u64::from(o.count_ones());}let mut ar=0;while o!=0{let at=o.trailing_zeros()as usize;o&=o-1;let mut
next=match ei.ay(ag,at){Some(next)=>next,None=>continue};let mut j=ac-1;let ob=next.hg(&bh.bu,&mut j);if!ob{continue;}if j==1{ar+=1;continue;}ar+=count::<Z>(bh,&next,j,z,
cn);if Z&&*z==0{let ik=dl(u64::from(o)).map(|at|fe(ag,at));bh.pu(cn,&[fe(ag,at)],ik);return ar;}}ar}impl H{pub fn gz(&self,z:&mut u64,ac:&mut Vec<F>)->u64{let ei=AX::of(
self,&self.ah());count::<true>(self,&ei,self.n as u32,z,ac)}pub fn lf(&self,p:&F)->u64{match p.ai(){0=>1,ac=>count::<false>(self,&AX::of(self,p),ac as u32,&mut 0,&mut Vec
::new(),)}}pub fn lh(&self,db:usize)->f64{use crate::count::ex::hv;use crate::ax::O;let ah=AX::of(self,&self.ah());let cj=|_:&mut O|((ah,self.n as u32),1.0);hv(db,&mut O
::ix(),cj,|&(ei,ac),ax|{if ac<=2{return None;}let(ag,o)=ei.ci(&self.bu);let lu:Vec<(AX,u32)> =dl(u64::from(o)).filter_map(|at|{let mut next=ei.ay(ag,at)?;let mut j=ac-1;
let ob=next.hg(&self.bu,&mut j);(ob&&j>1).then_some((next,j))}).collect();let qn=*lu.get(ax.hs(lu.len().max(1)))?;Some((lu.len()as u32,qn,AR as f64))},)+AR as f64}}}fn ov
(o:u64)->bool{o&(o-1)==0}fn kl(dg:u64,cb:u64,ab:impl Fn(P)->u64,)->Option<Y>{let ao=if dg!=0{P::L(dg.trailing_zeros()as usize)}else if cb!=0{P::AM(cb.trailing_zeros()as
usize)}else{return None;};Some(Y::BV(ao,ab(ao)))}fn dp(o:u64)->u32{let pt=o&(o-1);let mi=pt&pt.wrapping_sub(1);let qq=mi&mi.wrapping_sub(1);1+u32::from(pt!=0)+u32::from(
mi!=0)+u32::from(qq!=0)}#[inline(always)]fn it(ai:u64,bg:u64,ab:impl Fn(P)->u64,qc:bool,)->Y{let kb=||{dl(ai).map(P::L).chain(dl(bg).map(P::AM))};let mut eo=(u32::MAX,P::
L(0),0);for ao in kb(){let o=ab(ao);let jd=dp(o);if jd<eo.0{eo=(jd,ao,o);if jd==2{break;}}}if eo.0>=AH&&qc{eo.0=u32::MAX;for ao in kb(){let o=ab(ao);if o.count_ones()<eo.
0{eo=(o.count_ones(),ao,o);}}}Y::BV(eo.1,eo.2)}fn ci(ai:u64,bg:u64,ab:impl Fn(P)->u64,)->Y{if ai==0{return Y::CL;}let(mut dg,mut cb)=(0u64,0u64);for(kb,km,ao)in[(ai,&mut
dg,P::L as fn(usize)->P),(bg,&mut cb,P::AM)]{for at in dl(kb){let o=ab(ao(at));if o==0{return Y::DH;}*km|=u64::from(ov(o))<<at;}}match kl(dg,cb,&ab){Some(iq)=>iq,None=>it
(ai,bg,ab,true)}}fn mv(ab:u64,ai:u64)->bool{dp(ab)>=AH&&ai.count_ones()as usize<=BH}}mod pd{use super::aj::{F,H};use super::{dw,bx};impl H{pub fn jg(&self,p:F)->u64{dw(&
self.ej(&p),0,0,0,0)}pub fn gf(&self,z:&mut u64,ac:&mut Vec<F>)->u64{let ah=self.ah();bx(&self.ej(&ah),z).unwrap_or_else(||{ac.push(ah);0})}}}mod ly{use super::L;use
crate::di::{CP,AV};pub const BT:&str="fast";struct AJ{ab:u64,ad:u64,y:u64,u:u64,ak:u64,len:usize,jh:[u64;64],jf:[u64;64],jk:[u64;64],ii:[u64;64],ie:[u64;64]}type CO=(u64,
u64,u64,u64,u64);struct BM{cz:u64,hh:[u64;64],ch:u64}pub fn cy(am:u64)->u64{60-4*am}#[inline(always)]fn gh(df:u64,rm:u64,no:u64)->u64{rm&df|no&!df}impl AJ{fn new()->AJ{AJ
{ab:0,ad:0,y:0,u:0,ak:0,len:usize::MAX,jh:[0;64],jf:[0;64],jk:[0;64],ii:[0;64],ie:[0;64]}}fn ah(&mut self,cj:CO){(self.ab,self.ad,self.y,self.u,self.ak,)=cj;self.len=0;}
fn gl(&self)->bool{self.len==usize::MAX}#[inline(always)]fn jn<const AD:bool>(&mut self,g:&[u64;128],et:&[u64;64],av:u64,)->u64{self.hn::<AD,false>(g,et,av,None)}#[inline
(always)]fn hn<const AD:bool,const DS:bool>(&mut self,g:&[u64;128],et:&[u64;64],av:u64,bm:Option<&mut BM>,)->u64{let(ab,ad,ak)=(self.ab,self.ad,self.ak);let(ac,bd)=(self.
y,self.u);let bk=ab&ab.wrapping_neg();let hj=ab^bk;let ep=if AD{1}else{et[(ak&63)as usize]};let(er,es,ea)=super::ay(ep as u32,bk,ad,ac,bd);let bt=!(er|es|ea|g[((ak+1)&127
)as usize]);let bp=((bt|bt.wrapping_neg())as i64>>63)as u64;let rb=usize::from(hj!=0);let hl=self.len&63;self.jh[hl]=hj;self.jf[hl]=ad;self.jk[hl]=ac;self.ii[hl]=bd;self.
ie[hl]=ak;let bf=(self.len+rb).wrapping_sub(1);let t=bf&63;if let(true,Some(bm))=(DS,bm){let cz=bm.cz;bm.ch=cz|u64::from(bk.trailing_zeros())<<cy(ak&15);bm.hh[hl]=cz;bm.
cz=gh(bp,bm.ch,bm.hh[t]);}self.ab=gh(bp,bt,self.jh[t]);self.ad=gh(bp,er,self.jf[t]);self.y=gh(bp,es,self.jk[t]);self.u=gh(bp,ea,self.ii[t]);self.ak=gh(bp,ak+1,self.ie[t])
;self.len=bf.wrapping_add((bp&1)as usize);u64::from(ak==av)}}fn hm(ck:usize,ak:usize,av:u64)->bool{CP>ck&&ak as u64+AV<av}pub fn dw(j:&[L],an:usize,ad:u64,y:u64,u:u64)->
u64{let count=ml::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded walk ends")}pub fn bx(j:&[L],z:&mut u64)->Option<u64>{ml::<true>(j,0,(0,0,0),z)}pub fn jr(j:&[L
],fm:&mut Vec<u64>){let mut g=[u64::MAX;128];for(i,am)in j.iter().enumerate(){g[i]=am.g;}let av=j.len()as u64-1;let mut ck:Vec<(CO,u64)> =vec![((!g[0],0,0,0,0),0)];let
mut ak=0;while hm(ck.len(),ak,av){let mut next=Vec::new();for&((mut ab,ad,ac,bd,_),cz)in&ck{while ab!=0{let bk=ab&ab.wrapping_neg();ab^=bk;let(ad,ac,bd)=super::ay(j[ak].
ep,bk,ad,ac,bd);let bt=!(ad|ac|bd|g[ak+1]);let al=u64::from(bk.trailing_zeros());let cj=(bt,ad,ac,bd,ak as u64+1);next.push((cj,cz|al<<cy(ak as u64)));}}ck=next;ak+=1;}
let mut eb=ck.into_iter().filter(|((ab,..),_)|*ab!=0);#[inline(never)]fn ah(eb:&mut impl Iterator<Item=(CO,u64)>,la:&mut AJ,bm:&mut BM,)->bool{match eb.next(){Some((cj,cz
))=>{la.ah(cj);bm.cz=cz;true}None=>false}}let ia=||BM{cz:0,hh:[0;64],ch:0};let(mut a,mut b)=(AJ::new(),AJ::new());let(mut em,mut fo)=(ia(),ia());if!ah(&mut eb,&mut a,&mut
em){return;}if ah(&mut eb,&mut b,&mut fo){loop{hd(&mut a,&mut em,&g,av,fm);hd(&mut b,&mut fo,&g,av,fm);if a.gl()&&!ah(&mut eb,&mut a,&mut em){std::mem::swap(&mut a,&mut b
);std::mem::swap(&mut em,&mut fo);break;}if b.gl()&&!ah(&mut eb,&mut b,&mut fo){break;}}}while!a.gl(){hd(&mut a,&mut em,&g,av,fm);}}#[inline(always)]fn hd(la:&mut AJ,bm:&
mut BM,g:&[u64;128],av:u64,fm:&mut Vec<u64>,){const DR:[u64;64]=[1;64];let mp=la.hn::<true,true>(g,&DR,av,Some(bm));if mp==1{fm.push(bm.ch);}}fn ml<const Z:bool>(j:&[L],
an:usize,(ad,y,u):(u64,u64,u64),z:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let ab=!(ad|y|u|j[an].g);let av=j.len()as u64-1;if an as u64==av{return Some(u64
::from(ab.count_ones()));}let mut g=[u64::MAX;128];let mut et=[0u64;64];for(i,am)in j.iter().enumerate(){g[i]=am.g;et[i]=u64::from(am.ep);}let mut ck:Vec<CO> =Vec::new();
if ab!=0{ck.push((ab,ad,y,u,an as u64));}let mut ak=an;while hm(ck.len(),ak,av){let mut next=Vec::new();for&(mut f,c,l,r,_)in&ck{while f!=0{let bk=f&f.wrapping_neg();f^=
bk;let(nc,nl,nr)=super::ay(j[ak].ep,bk,c,l,r);let nf=!(nc|nl|nr|g[ak+1]);if nf!=0{next.push((nf,nc,nl,nr,ak as u64+1));}}}ck=next;ak+=1;}if et[..j.len()].iter().all(|&ep|
ep==1){kz::<true,Z>(ck,&g,&et,av,z)}else{kz::<false,Z>(ck,&g,&et,av,z)}}fn kz<const AD:bool,const Z:bool>(ck:Vec<CO>,g:&[u64;128],et:&[u64;64],av:u64,z:&mut u64,)->Option
<u64>{let mut fx=|bb:u64|!Z||super::fx(z,bb);let mut eb=ck.into_iter();let mut a=AJ::new();let mut b=AJ::new();let mut ar=0u64;match eb.next(){Some(cj)=>a.ah(cj),None=>
return Some(0)}if let Some(cj)=eb.next(){b.ah(cj);}if!b.gl(){loop{if!fx(2){return None;}ar+=a.jn::<AD>(g,et,av);ar+=b.jn::<AD>(g,et,av);if a.gl(){match eb.next(){Some(cj)
=>a.ah(cj),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gl(){match eb.next(){Some(cj)=>b.ah(cj),None=>break}}}}while!a.gl(){if!fx(1){return None;}ar+=a.jn::<AD>(g,
et,av);}Some(ar)}}pub mod filter{use super::ly::{jr,cy};use super::{bn,v};use crate::h::{af,du,B};use crate::di::{BG,BE,CJ,AO};pub const BT:&str="filter";pub const A:
usize=16;const AU:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct AC{n:usize,au:usize,ft:Vec<u32>,o:Vec<u64>,fg:usize}fn ji(n:
usize,dt:&[BB])->usize{let qz=|j:usize|{let gg=|s:&BB|s.checked_shr(64-4*j as u32).unwrap_or(0);1+dt.windows(2).filter(|w|gg(&w[0])!=gg(&w[1])).count()};(1..n).take_while
(|&j|qz(j)*8*64<=dt.len()).count()}type BB=u64;fn dq(bv:BB,am:usize)->usize{(bv>>cy(am as u64)&15)as usize}impl AC{fn new(n:usize,dt:&[BB],au:Option<usize>)->AC{let au=au
.unwrap_or_else(||ji(n,dt)).min(n);let hs=n-au;let ku=n.pow(au as u32);let mut ft=vec![0u32;ku+1];let fg=(dt.len()+63)/64;let mut o=vec![0u64;fg*hs*n];for(i,&bv)in dt.
iter().enumerate(){let gg=(0..au).fold(0,|p,r|p*n+dq(bv,r));ft[gg+1]+=1;for r in au..n{let cw=(r-au)*n+dq(bv,r);o[cw*fg+i/64]|=1<<(i%64);}}for p in 0..ku{ft[p+1]+=ft[p];}
AC{n,au,ft,o,fg}}fn count(&self,g:&[u64])->u64{let(n,bf)=(self.n,self.au);let mut ct=[0usize;A*A];let mut len=0;for(r,&am)in g.iter().enumerate().skip(bf){let mut o=am;
while o!=0{ct[len]=((r-bf)*n+o.trailing_zeros()as usize)*self.fg;len+=1;o&=o-1;}}let mut bi=[0u64;A];for(bi,&am)in bi.iter_mut().zip(&g[..bf]){*bi=!am&af(n);}if bf==0{
return match self.ft[1]{0=>0,hi=>self.jp(0,hi as usize,&ct[..len])};}self.ir(&bi[..bf],0,&ct[..len])}fn ir(&self,bi:&[u64],gg:usize,ct:&[usize])->u64{let ai=bi.len();let
dk=self.n.pow(ai as u32-1);let mut ar=0;let mut ap=bi[0];while ap!=0{let p=gg*self.n+ap.trailing_zeros()as usize;ap&=ap-1;let(lo,hi)=(self.ft[p*dk]as usize,self.ft[(p+1)*
dk]as usize,);if lo==hi{continue;}ar+=if ai==1{self.jp(lo,hi,ct)}else{self.ir(&bi[1..],p,ct)};}ar}fn jp(&self,lo:usize,hi:usize,ct:&[usize])->u64{let mut ar=0;for w in lo
/64..=(hi-1)/64{let mut il=u64::MAX;if w==lo/64{il&=u64::MAX<<(lo%64);}if w==(hi-1)/64{il&=u64::MAX>>(63-(hi-1)%64);}let mut oq=ct.chunks_exact(4);for qx in&mut oq{let o=
|k:usize|self.o[qx[k]+w];il&=!(o(0)|o(1)|o(2)|o(3));if il==0{break;}}if il!=0{for&at in oq.remainder(){il&=!self.o[at+w];}}ar+=u64::from(il.count_ones());}ar}}pub struct
J{cp:AC,cu:AC,eh:Vec<f64>}impl J{pub fn new(n:usize)->J{J::gj(n,None,None)}fn gj(n:usize,au:Option<usize>,kp:Option<bool>)->J{let mut cp=Vec::new();let mut cu=Vec::new();
for fp in v::ed(n){let ba=cu.len();let fm=if fp.cg==8{&mut cp}else{&mut cu};jr(&bn(&fp.h),fm);let ch=cu.len()-ba;for i in ba..ba+ch{for v in 1..8{cu.push(dj(n,cu[i],v));}
}}if kp.unwrap_or(cp.len()/64<n*n){for bv in cp.drain(..){cu.extend((0..8).map(|v|dj(n,bv,v)));}}cp.sort_unstable();cu.sort_unstable();cu.dedup();J{cp:AC::new(n,&cp,au),
cu:AC::new(n,&cu,au),eh:(0..=n*n).map(|g|om(n,g)).collect()}}fn kr(n:usize)->u64{let cp=AU[n]/8+1;cp*(n*n)as u64/8+cp*8}pub fn ls(n:usize)->f64{AU[n]as f64*f64::from(BG[n
])}pub fn mc(h:&B)->f64{om(h.n,h.dy())}pub fn jw(&self,g:usize)->f64{self.eh[g]}pub fn count(&self,h:&B)->u64{let mut ar=self.cu.count(&h.g);if self.cp.fg>0{for v in 0..8
{ar+=self.cp.count(&h.el(v).g);}}ar}}fn om(n:usize,g:usize)->f64{let mg=g as f64/(n*n)as f64;let fg=AU[n]as f64/64.0;let iy=((fg/8.0).max(1.0).ln()/(n as f64).ln()).round
()as i32+1;let iy=iy.min(n as i32);let mut gq=1.0;let mut ac=1.0;for _ in 0..iy{gq+=ac*mg*n as f64;ac*=1.0-mg;}let hs=mg*(n*(n-iy as usize))as f64;let qu=1.0-1.0/n as f64
;let mut ks=1.0;for _ in 0..hs as usize{let mut ic=1.0-ks;for _ in 0..6{ic*=ic;}gq+=ac*(1.0-ic);ks*=qu;}fg*gq*pc(n)}fn pc(n:usize)->f64{match J::kr(n)>BE{true=>AO,false=>
CJ}}fn dj(n:usize,bv:BB,v:usize)->BB{(0..n).fold(0,|dj,r|{let(am,al)=du(n,v,(r,dq(bv,r)));dj|(al as u64)<<cy(am as u64)})}}mod bo{use super::{dw,gk,aj,cx,v,L};use crate::
di::AN;pub trait CQ{type BN:Copy;fn count(&self,ah:Self::BN)->u64;}pub struct U<T:CQ>{ho:Box<T>,bo:Vec<(T::BN,u64)>,pub dr:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum
CE{DP,CN}pub struct S{mt:&'static str,core:CE,ew:Vec<Vec<L>>}#[derive(Clone,Copy)]pub struct AL{kw:usize,an:usize,ad:u64,y:u64,u:u64}impl S{pub fn cf(mt:&'static str,core
:CE,ew:Vec<Vec<L>>,jo:Vec<u64>,)->U<S>{let bo=(jo.into_iter().enumerate()).map(|(kw,cg)|(AL::ps(kw),cg)).collect();U::new(S{mt,core,ew},bo)}}impl AL{fn ps(kw:usize)->AL{
AL{kw,an:0,ad:0,y:0,u:0}}}impl CQ for S{type BN=AL;fn count(&self,at:AL)->u64{let j=&self.ew[at.kw];if self.core==CE::CN&&j.len()-at.an>AN{dw(j,at.an,at.ad,at.y,at.u)}
else{gk(j,at.an,at.ad,at.y,at.u)}}}impl CQ for aj::H{type BN=aj::F;fn count(&self,ox:aj::F)->u64{aj::H::count(self,ox)}}impl CQ for cx::AI{type BN=u32;fn count(&self,lm:
u32)->u64{self.mq(lm)}}impl<T:CQ>U<T>{pub fn new(ho:T,bo:Vec<(T::BN,u64)>)->U<T>{U{ho:Box::new(ho),bo,dr:0}}fn ny(&self,i:usize)->u64{let(ah,cg)=self.bo[i];cg*self.ho.
count(ah)}pub fn en(&self)->u64{self.dr+(0..self.bo.len()).map(|i|self.ny(i)).sum::<u64>()}}impl U<aj::H>{pub fn pa(bh:aj::H,ba:aj::X)->U<aj::H>{U{ho:Box::new(bh),bo:ba.
ac.into_iter().map(|ah|(ah,1)).collect(),dr:ba.dr}}}pub fn gv(n:usize)->U<S>{let(og,jo)=v::je(n);S::cf(v::BT,CE::CN,og,jo)}}mod ex{use crate::ax::O;pub fn hv<N>(db:usize,
ax:&mut O,mut cj:impl FnMut(&mut O)->(N,f64),mut bp:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{let mut ar=0.0;for _ in 0..db{let(mut jl,mut oo)=cj(ax);while let
Some((nx,py,qo))=bp(&jl,ax){oo*=f64::from(nx);ar+=oo*qo;jl=py;}}ar/db as f64}pub fn ff(ab:u64,ax:&mut O)->u64{let mut me=ab;for _ in 0..ax.hs(ab.count_ones()as usize){me
&=me-1;}me&me.wrapping_neg()}}pub mod cx{use super::iv::bw;use super::{dl,ay,bn,L};use crate::h::{af,B};use crate::ax::O;use crate::di::{BX,AT,CK,BQ,BA};pub const BT:&str
="meet";pub const A:usize=16;const DA:u32=64;struct CG{ba:Vec<u32>,bs:Vec<u32>}pub struct AI{n:usize,bf:CG,aw:CG}impl AI{pub fn new(h:&B)->AI{let n=h.n;let j=bn(h);let
mut cm=vec![0;n*n];for(cw,bs)in cm.iter_mut().enumerate(){*bs=ki(n,cw/n,cw%n);}let ph=|from:usize,to:usize|CG::new(&j,&cm,from,to);AI{n,bf:ph(0,n/2),aw:ph(n/2,n)}}pub fn
ky(&self)->Vec<(u32,u64)>{(0..DA.min(1<<self.n)).map(|lm|(lm,1)).collect()}pub fn dx(h:&B)->Option<f64>{if h.n>A{return None;}let(bf,aw)=pi(h);if kr(h.n,bf,aw)>BQ as f64{
return None;}Some(bb(h.n,bf,aw))}}fn kr(n:usize,bf:f64,aw:f64)->f64{let ct=2.0*(f64::from(1u32<<n)+1.0);(bf+aw+ct)*std::mem::size_of::<u32>()as f64}fn bb(n:usize,bf:f64,
aw:f64)->f64{let ew=ld(n);let gd=bf/64.0+bf.min(ew);let pk=aw*(bf/ew/64.0+1.0);CK*(bf+aw)+AT*gd+BX*pk}impl CG{fn new(j:&[L],cm:&[u64],from:usize,to:usize)->CG{let n=j.len
();let mut ba=vec![0u32;(1<<n)+1];ee(j,cm,to,from,(0,0,0),0,&mut|ad,_|{ba[ad as usize+1]+=1;});for c in 0..1<<n{ba[c+1]+=ba[c];}let mut bs=vec![0;ba[1<<n]as usize];let
mut next=ba.clone();ee(j,cm,to,from,(0,0,0),0,&mut|ad,hq|{bs[next[ad as usize]as usize]=hq as u32;next[ad as usize]+=1;});CG{ba,bs}}fn on(&self,ad:usize)->&[u32]{&self.bs
[self.ba[ad]as usize..self.ba[ad+1]as usize]}}impl AI{pub fn mq(&self,lm:u32)->u64{let ew=1usize<<self.n;let bo=DA.min(ew as u32)as usize;let qe=lm as usize*ew/bo..(lm as
usize+1)*ew/bo;let qr=af(self.n)as usize;let mut ar=0;let mut gd:Vec<CT> =Vec::new();for ad in qe{let(bf,aw)=(self.bf.on(ad),self.aw.on(qr^ad));if bf.is_empty()||aw.
is_empty(){continue;}gd.clear();gd.extend(bf.chunks(64).map(nw));for&hq in aw{let pz=|ht:&CT|{let on=|hu:usize|ht[hu][(hq>>(5*hu))as usize&31];(on(0)|on(1))|(on(2)|on(3))
|(on(4)|on(5))};ar+=gd.iter().map(|ht|u64::from(pz(ht).count_zeros())).sum::<u64>();}ar-=aw.len()as u64*(gd.len()*64-bf.len())as u64;}ar}}type CT=[[u64;32];6];fn nw(fd:&[
u32])->CT{let mut on=[0u64;32];for(hl,&hq)in fd.iter().enumerate(){for fi in dl(hq.into()){on[fi&31]|=1<<hl;}}let mut ht=[[0;32];6];for(hu,lq)in ht.iter_mut().enumerate()
{for iz in 1..32usize{let my=iz&(iz-1);let fi=5*hu+(iz^my).trailing_zeros()as usize;lq[iz]=lq[my]|on[fi&31];}}ht}fn ee(j:&[L],cm:&[u64],ms:usize,am:usize,(ad,ac,bd):(u64,
u64,u64),bs:u64,oa:&mut impl FnMut(u64,u64),){if am==ms{return oa(ad,bs);}let mut ab=!(ad|ac|bd|j[am].g);while ab!=0{let bk=ab&ab.wrapping_neg();ab^=bk;let hq=bs|cm[am*j.
len()+bk.trailing_zeros()as usize];if am+1==ms{oa(ad|bk,hq);}else{let cr=ay(j[am].ep,bk,ad,ac,bd);ee(j,cm,ms,am+1,cr,hq,oa);}}}fn ki(n:usize,am:usize,al:usize)->u64{let
bf=n/2;let bk=|fi:usize|match fi.checked_sub(bf){Some(at)if at<n-1=>1<<at,_=>0};bk(am+al)|bk(am+n-1-al)<<(n-1)}fn pi(h:&B)->(f64,f64){let j=bn(h);let bf=h.n/2;(fd(&j[..bf
]),fd(&j[bf..]))}fn fd(j:&[L])->f64{let av=|an:usize|f64::from(u8::from(an+1==j.len()));bw(BA,j,&mut O::ix(),av)}fn ld(n:usize)->f64{(0..n/2).fold(1.0,|ew,i|ew*(n-i)as
f64/(i+1)as f64)}}mod iv{use super::ex::{hv,ff};use super::{ay,bn,L};use crate::h::B;use crate::ax::O;use crate::di::BA;fn jc(h:&B)->B{gx(h).0}fn gx(h:&B)->(B,f64){let lz
=fs(h);let mut jc=(lz,0);for v in 1..8{let ef=fs(&h.el(v));if ef<jc.0{jc=(ef,v);}}if jc.0*1.5<lz{(h.el(jc.1),jc.0)}else{(h.clone(),lz)}}fn fs(h:&B)->f64{let ho=ef(h);if h
.gw(){ho/2.0}else{ho}}pub fn ef(h:&B)->f64{ev(BA,&bn(h),&mut O::ix())}pub fn ev(db:usize,j:&[L],ax:&mut O)->f64{bw(db,j,ax,|_|1.0)}pub fn bw(db:usize,j:&[L],ax:&mut O,cg:
impl Fn(usize)->f64,)->f64{hv(db,ax,|_|((0,0u64,0u64,0u64),1.0),|&jl,ax|{let(an,ad,ac,bd)=jl;let am=*j.get(an)?;let ab=!(ad|ac|bd|am.g);if ab==0{return None;}let(ad,ac,bd
)=ay(am.ep,ff(ab,ax),ad,ac,bd);Some((ab.count_ones(),(an+1,ad,ac,bd),cg(an),))},)}}mod hf{use std::time::Instant;#[derive(Default)]pub struct DB;impl DB{pub fn mj<T>(&
self,_:usize,_:f64,_:T)->Option<Instant>{None}pub fn li(&self,_:Option<Instant>,bb:f64,_:bool)->f64{bb}pub fn mm(&self,bb:f64,_:bool)->f64{bb}pub fn fj(&self)->f64{1.0}}}
mod cf{use super::bo::{U,S};use super::{aj,cx};pub enum Q{DM(U<S>),AS(U<aj::H>),AI(U<cx::AI>)}impl Q{pub fn en(&self)->u64{match self{Q::DM(bo)=>bo.en(),Q::AS(bo)=>bo.en(
),Q::AI(bo)=>bo.en()}}}impl From<U<S>>for Q{fn from(bo:U<S>)->Q{Q::DM(bo)}}impl From<U<aj::H>>for Q{fn from(bo:U<aj::H>)->Q{Q::AS(bo)}}impl From<cx::AI>for Q{fn from(cx:
cx::AI)->Q{let ky=cx.ky();Q::AI(U::new(cx,ky))}}}mod nj{use super::{ay,fx,L};pub const BT:&str="reference";pub fn gk(j:&[L],an:usize,ad:u64,y:u64,u:u64)->u64{let count=ql
::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded count ends")}pub fn bz(j:&[L],z:&mut u64)->Option<u64>{ql::<true>(j,0,(0,0,0),z)}fn ql<const Z:bool>(j:&[L],an:
usize,(ad,y,u):(u64,u64,u64),z:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let av=j.len()-1;let mut ot=[(0u64,0u64,0u64,0u64);64];let(mut ad,mut y,mut u)=(ad,y
,u);let mut ab=!(ad|y|u|j[an].g);if an==av{return Some(u64::from(ab.count_ones()));}let mut ak=an;let mut ar=0u64;loop{if ab==0{if ak==an{return Some(ar);}ak-=1;let kd=ot
[ak];ab=kd.0;ad=kd.1;y=kd.2;u=kd.3;continue;}if Z&&!fx(z,2){return None;}let bk=ab&ab.wrapping_neg();ab^=bk;let(er,es,ea)=ay(j[ak].ep,bk,ad,y,u);let bt=!(er|es|ea|j[ak+1]
.g);if ak+1==av{ar+=u64::from(bt.count_ones());}else if bt!=0{ot[ak]=(ab,ad,y,u);ak+=1;ab=bt;ad=er;y=es;u=ea;}}}}mod j{use crate::h::{af,B,R};#[derive(Clone,Copy)]pub
struct L{pub g:u64,pub ep:u32}pub fn bn(h:&B)->Vec<L>{let jm=!af(h.n);h.g.iter().map(|&g|L{g:g|jm,ep:1}).collect()}pub fn ib(h:&B,aq:&[R])->Vec<L>{let jm=!af(h.n);let qh=
aq.iter().fold(0,|j,&(r,_)|j|1<<r);ga(af(h.n)&!qh,|r|{let nv=aq.iter().fold(0,|df,&fe|df|ec(fe,r));h.g[r]|jm|nv})}pub fn ga(j:u64,g:impl Fn(usize)->u64)->Vec<L>{let mut
kn:Vec<L> =Vec::with_capacity(j.count_ones()as usize);let mut kv=0;let mut ac=j;while ac!=0{let r=ac.trailing_zeros()as usize;ac&=ac-1;if let Some(av)=kn.last_mut(){av.ep
=(r-kv)as u32;}kn.push(L{g:g(r),ep:1});kv=r;}kn}pub fn ec((ni,al):R,r:usize)->u64{let dm=r.abs_diff(ni);let bk=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bk(al)|bk(
al+dm)|al.checked_sub(dm).map_or(0,bk)}#[inline(always)]pub fn fx(z:&mut u64,bb:u64)->bool{if*z<=bb{*z=0;return false;}*z-=bb;true}#[inline(always)]pub fn ay(ep:u32,bk:
u64,ad:u64,y:u64,u:u64)->(u64,u64,u64){(ad|bk,(y|bk)<<ep,(u|bk)>>ep,)}pub fn dl(mut df:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(df!=0).then(||{let at=df
.trailing_zeros()as usize;df&=df-1;at})})}}mod v{mod hk{use crate::h::{cr,dh,du,R};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct CI{bf:usize,aw:usize,ac:
usize,bd:usize}impl CI{pub fn aq(&self,n:usize)->[R;4]{[(0,self.bf),(n-1,self.aw),(self.ac,0),(self.bd,n-1)]}fn nb(n:usize,aq:&[R;4])->CI{let m=n-1;let on=|ao:&dyn Fn(R)
->bool,lw:&dyn Fn(R)->usize|{aq.iter().copied().find(|&q|ao(q)).map_or(usize::MAX,lw)};CI{bf:on(&|(r,_)|r==0,&|(_,c)|c),aw:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(_,c)|c==0,&
|(r,_)|r),bd:on(&|(_,c)|c==m,&|(r,_)|r)}}fn id(&self,n:usize)->[usize;8]{let m=n-1;let oi=|dm:usize|m-dm;[self.bf,oi(self.bf),self.aw,oi(self.aw),self.ac,oi(self.ac),self
.bd,oi(self.bd)]}pub fn hb(&self,n:usize)->bool{let jq=self.id(n);let lp=jq.iter().copied().min().unwrap_or(0);lp>0&&jq.iter().filter(|&&d|d==lp).count()>1}}pub fn mo(n:
usize)->Vec<(CI,u64)>{let mut ch=Vec::new();for bf in 0..n{for aw in 0..n{for ac in 0..n{for bd in 0..n{let hk=CI{bf,aw,ac,bd};let aq=hk.aq(n);if aq.iter().any(|&a|aq.
iter().any(|&b|cr(a,b))){continue;}let dj=|v|{let kc=aq.map(|q|du(n,v,q));CI::nb(n,&kc)};if let Some(fl)=dh(0..8,hk,dj){ch.push((hk,fl));}}}}}ch}}use super::ib;use super
::{ec,L};use crate::h::{af,B,R};pub const BT:&str="symmetry";pub fn je(n:usize)->(Vec<Vec<L>>,Vec<u64>){ed(n).into_iter().map(|fp|(lv(&fp),fp.cg)).unzip()}fn lv(fp:&BL)->
Vec<L>{ib(&fp.h,&fp.aq)}pub struct BL{pub h:B,pub aq:Vec<R>,pub cg:u64}pub fn ed(n:usize)->Vec<BL>{if n<5{return vec![BL{h:B::fu(n),aq:Vec::new(),cg:1}];}let m=n-1;let
all=af(n);let oc=|al:usize|all&!(1u64<<al);let mut ed=Vec::new();for k in 2..m{let mut h=B::fu(n);h.g[0]=oc(0);h.g[1]=oc(k);for am in&mut h.g[2..=k]{*am|=1<<1;}ed.push(BL
{h,aq:Vec::new(),cg:8});}let qg=1u64|1u64<<m;let mut a=1;while a<m-a{let mut h=B::fu(n);h.g[0]=oc(a);for(r,am)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*am|=
qg;}}let hz=(1u64<<(a+1))-1;h.g[m]|=hz|hz<<(m-a);ed.push(BL{h,aq:Vec::new(),cg:8});a+=1;}for(hk,cg)in hk::mo(n){if hk.hb(n){let aq=hk.aq(n).to_vec();ed.push(BL{h:mf(n,&aq
),aq,cg});}}ed}fn mf(n:usize,aq:&[R])->B{let all=af(n);let mut h=B::fu(n);for(r,am)in h.g.iter_mut().enumerate(){*am=match aq.iter().find(|fe|fe.0==r){Some(&(_,c))=>all&!
(1u64<<c),None=>{aq.iter().fold(0,|df,&q|df|ec(q,r))&all}};}h}}pub use self::iq::AK;pub use self::ly::{dw,bx};pub use self::nj::{gk,bz};pub use self::j::*;}mod qk{use
crate::h::A;use crate::go::G;pub const DO:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CS{pub bc:G,pub gb:usize,pub hx:Vec<
usize>}pub fn parse(args:&[String])->Result<Option<CS>,String>{let mut cc=CS{bc:G::default(),gb:0,hx:Vec::new()};let mut args=args.iter();while let Some(lj)=args.next(){
let(gc,pj)=match lj.split_once('='){Some((gc,de))if lj.starts_with("--")=>(gc,Some(de.to_string())),_=>(lj.as_str(),None)};let mut de=|rd:&str|{(pj.clone().or_else(||args
.next().cloned())).ok_or_else(||format!("option '{}' needs {}",gc,rd))};match gc{"-h"|"--help"=>return Ok(None),"--list"=>{let bj=de("a number of solutions")?;cc.gb=bj.
parse().map_err(|_|{format!("option '{}' takes a whole number, found '{}'",gc,bj)})?;}"--dialect"=>{cc.bc=G::qd(&de("a value: luogu, uva11195 or cses1624")?)?}_ if gc.
starts_with('-')&&gc.len()>1=>{return Err(format!("unknown option '{}'",lj))}_=>match lj.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>cc.hx.push(n),_=>{let bq=
"N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bq,A,lj));}}}}Ok(Some(cc))}}mod pp{use crate::h::B;use crate::count::ke::CC;use crate::count::AK;
use crate::gb::fq;use crate::da::AA;use crate::az::{cq,CF,D,AQ};use std::io::Write;pub struct AP{pub ke:CC,da:AA}impl AP{pub fn new()->AP{AP{ke:CC::new(AK),da:AA::new()}}
}impl<W:Write>CF<W>for AP{fn gy(&mut self,az:&mut AQ<W>,h:B)->Result<(),D>{az.ez+=1;let fb=self.da.get(&h);let cd=&mut az.cd;let gb=cd.format.gb;fq(&h,gb,&mut|ap|cd.bv(ap
)).map_err(cq)?;let(count,fh)=match fb{Some(count)=>(count,false),None=>self.ke.count(&h).lx()};self.da.qt(&h,count);(cd.count(az.ez,count,fh)).map_err(cq)}}}use cd::BW;
use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}
let cc=match qk::parse(&args){Ok(Some(cc))=>cc,Ok(None)=>{print!("{}",qk::DO);return;}Err(bq)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bq);std::process
::exit(2);}};let format=BW{bc:cc.bc,gb:cc.gb,..BW::default()};let stdout=io::stdout();let js=io::BufWriter::new(stdout.lock());let mut az=az::AQ{cd:cd::BZ{js,format},ez:0
};let mut ds=pp::AP::new();let dd=stdin::np(&cc.hx,cc.bc,|ey,ez|{ds.ke.md(ey);az::mr(&mut az,ez,&mut ds).unwrap_or(az::D::CZ)});std::process::exit(dd.pr());}

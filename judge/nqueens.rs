// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod h{pub const A:usize=64;pub type R=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct B{pub n:usize,pub g:Vec<u64>}impl B{pub fn new(n:usize,g:Vec<u64>)->B{B{n,g}}
pub fn n(&self)->usize{self.n}pub fn g(&self)->&[u64]{&self.g}pub fn fu(n:usize)->B{assert!((1..=A).contains(&n),"a board has 1 to {} rows, not {}",A,n);B::new(n,vec![0;n
])}pub fn gp(&self)->bool{self.g.iter().all(|&am|am==0)}pub fn dz(&self)->usize{self.g.iter().map(|am|am.count_ones()as usize).sum()}pub fn em(&self,v:usize)->B{let aq=if
DG>>v&1==1{self.aq()}else{Vec::new()};B::new(self.n,self.dk(v,&aq))}fn ja(&self)->BD{let aq=self.aq();let cv=(0..8).filter(|&s|self.dk(s,&aq)==self.g);BD(cv.fold(0,|hu,s|
hu|1<<s))}pub fn gw(&self)->bool{self.dk(DM,&[])==self.g}fn aq(&self)->Vec<u64>{let mut kx=[0u64;64];kx[..self.n].copy_from_slice(&self.g);transpose(&mut kx);kx[..self.n]
.to_vec()}fn dk(&self,v:usize,aq:&[u64])->Vec<u64>{let n=self.n;let pq=if DG>>v&1==1{aq}else{&self.g};let pm=BZ>>v&1==1;let mut j:Vec<u64> =pq.iter().map(|&am|if pm{oc(am
,n)}else{am}).collect();if CW>>v&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,v:usize)->bool{self.0>>v&1==1}fn iter(
self)->impl Iterator<Item=usize>{(0..8).filter(move|&s|self.contains(s))}}const DG:u8=1<<1|1<<3|1<<6|1<<7;const BZ:u8=1<<1|1<<2|1<<4|1<<7;const CW:u8=1<<2|1<<3|1<<5|1<<7;
#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{L(usize),AM(usize)}impl P{pub fn cx(self,at:usize)->R{match self{P::L(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(am,al):R
)->bool{match self{P::L(r)=>am==r,P::AM(c)=>al==c}}pub fn em(self,n:usize,v:usize)->P{let(r,c)=dv(n,v,self.cx(0));if dv(n,v,self.cx(1)).0==r{P::L(r)}else{P::AM(c)}}}pub
fn cs(a:R,b:R)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DM:usize=4;pub fn dv(n:usize,v:usize,(r,c):R)->R{let m=n-1;match v{0=>(r,c),1=>(
c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dj<K:Ord+Copy>(ja:impl Iterator<Item=usize>,oi:K,dk:impl Fn(usize)->K,)->Option<u64>{
let mut fl=[oi;8];let mut ci=0;for v in ja{let kb=dk(v);if kb<oi{return None;}fl[ci]=kb;ci+=1;}let fl=&mut fl[..ci];fl.sort_unstable();Some(1+fl.windows(2).filter(|pn|pn[
0]!=pn[1]).count()as u64)}fn oc(dm:u64,n:usize)->u64{dm.reverse_bits()>>(64-n)}fn transpose(j:&mut[u64;64]){let mut dl=32;let mut pl:u64=0x0000_0000_FFFF_FFFF;while dl!=0
{let mut k=0;while k<64{let swap=((j[k]>>dl)^j[k+dl])&pl;j[k]^=swap<<dl;j[k+dl]^=swap;k=(k+dl+1)&!dl;}dl>>=1;pl^=pl<<dl;}}pub fn af(n:usize)->u64{u64::MAX>>(64-n)}}mod go
{use crate::h::{B,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum G{#[default]DF,BV,BC}impl G{pub fn qd(gc:&str)->Result<G,String>{match gc{"luogu"=>Ok(G::DF),
"uva11195"=>Ok(G::BV),"cses1624"=>Ok(G::BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gc))}}fn fr(self)->u8{match self{G::DF=>b'.',G::BV
|G::BC=>b'*'}}}pub struct M{pub ap:usize,pub al:usize,pub br:String}struct BP<'a>{bj:&'a[u8],ah:usize,ap:usize,bl:usize}pub struct BK<'a>{bs:&'a[u8],bc:G,gs:usize,ap:
usize,bl:usize,gm:bool}impl<'a>BK<'a>{pub fn new(bs:&'a[u8],bc:G)->BK<'a>{BK{bs,bc,gs:0,ap:1,bl:0,gm:false}}pub fn my(&mut self)->Result<Option<B>,M>{if self.gm{return Ok
(None);}if self.bc==G::BC{return match self.jt(){Some(_)=>self.im(8).map(Some),None=>Ok(None)};}let ae=match self.iu(){Some(ae)=>ae,None=>{self.gm=true;return Ok(None);}}
;let n=self.lr(&ae)?;if n==0{self.gm=true;return Ok(None);}match self.jt(){Some(b'*')|Some(b'.')=>self.im(n).map(Some),_=>Ok(Some(B::fu(n)))}}pub fn lc(&self,mut gy:impl
FnMut(usize,usize)){let ns=self.bs[self.gs..].split(u8::is_ascii_whitespace).filter(|ae|!ae.is_empty());let gn=self.bc.fr();let ha=|ae:&[u8]|ae.iter().filter(|&&cx|cx==gn
).count();if self.bc==G::BC{let j:Vec<&[u8]> =ns.collect();for h in j.chunks_exact(8){gy(8,h.iter().map(|am|ha(am)).sum());}return;}let mut aw=None;for ae in ns{if jj(ae[
0]){if let Some((_,g))=&mut aw{*g+=ha(ae);}continue;}if let Some((n,g))=aw.take(){gy(n,g);}if!ae.iter().all(u8::is_ascii_digit)||ae.len()>2{return;}match ae.iter().fold(0
,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>aw=Some((n,0))}}if let Some((n,g))=aw{gy(n,g);}}fn lr(&self,ae:&BP)->Result<usize,M>{self.ip(ae)?;if!ae.bj.iter().all(u8::
is_ascii_digit){return Err(self.fk(ae,ae.ah,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,po(ae.bj)),));}let dg=ae.bj.iter().fold(0u64,|
rf,&qa|{rf.saturating_mul(10).saturating_add(u64::from(qa-b'0'))});if dg>A as u64{return Err(self.fk(ae,ae.ah,format!("board size {} is too large: {} is the maximum",
String::from_utf8_lossy(ae.bj),A),));}Ok(dg as usize)}fn im(&mut self,n:usize)->Result<B,M>{let mut g=Vec::with_capacity(n);for am in 0..n{let ae=match self.iu(){Some(ae)
=>ae,None=>return Err(self.kj(am,n))};match od(ae.bj,n,self.bc.fr()){Some(dh)=>g.push(dh),None=>return Err(self.nj(&ae,am,n))}}Ok(B::new(n,g))}fn nj(&self,ae:&BP,am:usize
,n:usize)->M{if let Err(e)=self.ip(ae){return e;}if let Some(al)=(ae.bj.iter()).position(|&cx|!jj(cx)){let at=ae.ah+al;let ci=match fy(self.bs,at){Some((c,_))=>format!(
"{:?}",c),None=>format!("byte 0x{:02X}",ae.bj[al])};return self.fk(ae,at,format!("row {} of {}: found {}, expected '*' or '.'",am+1,n,ci),);}self.fk(ae,ae.ah,format!(
"row {} of {} has {} cells, expected {}",am+1,n,ae.bj.len(),n),)}fn ip(&self,ae:&BP)->Result<(),M>{if ae.bj.is_ascii(){return Ok(());}let mr=ae.ah+ae.bj.len();let mut at=
ae.ah;while at<mr{match fy(self.bs,at){Some((_,len))=>at+=len,None=>{return Err(self.fk(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.bs[at]),))}}}Ok(())}fn fv(&
mut self){while let Some(&kg)=self.bs.get(self.gs){if!kg.is_ascii_whitespace(){break;}self.gs+=1;if kg==b'\n'{self.ap+=1;self.bl=self.gs;}}}fn jt(&mut self)->Option<u8>{
self.fv();self.bs.get(self.gs).copied()}fn iu(&mut self)->Option<BP<'a>>{self.fv();let ah=self.gs;let hj=&self.bs[ah..];let len=hj.iter().position(u8::is_ascii_whitespace
).unwrap_or(hj.len());if len==0{return None;}self.gs+=len;Some(BP{bj:&hj[..len],ah,ap:self.ap,bl:self.bl})}fn fk(&self,ae:&BP,at:usize,br:String)->M{M{ap:ae.ap,al:dr(self
.bs,ae.bl,at),br}}fn kj(&self,nm:usize,n:usize)->M{M{ap:self.ap,al:dr(self.bs,self.bl,self.bs.len()),br:format!("input ended after {} of {} board rows",nm,n)}}}fn od(bj:&
[u8],n:usize,gn:u8)->Option<u64>{if bj.len()!=n{return None;}let(mut dh,mut io)=(0u64,true);for(al,&cx)in bj.iter().enumerate(){dh|=u64::from(cx==gn)<<al;io&=jj(cx);}io.
then_some(dh)}fn jj(kg:u8)->bool{kg==b'*'||kg==b'.'}fn fy(bs:&[u8],at:usize)->Option<(char,usize)>{let len=match bs[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0
..=0xF4=>4,_=>return None};let og=bs.get(at..at+len)?;let bj=std::str::from_utf8(og).ok()?;bj.chars().next().map(|c|(c,len))}fn dr(bs:&[u8],bl:usize,at:usize)->usize{let
mut al=1;let mut gs=bl;while gs<at{gs+=fy(bs,gs).map_or(1,|(_,len)|len);al+=1;}al}fn po(bj:&[u8])->String{const DE:usize=24;let bj=String::from_utf8_lossy(bj);if bj.chars
().count()>DE{let qs:String=bj.chars().take(DE).collect();format!("{:?}...",qs)}else{format!("{:?}",bj)}}}mod gb{use crate::h::af;use crate::h::B;use crate::count::{az,bn
,L};pub fn fq<E>(h:&B,oj:usize,ny:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct DO<'a,E>{j:Vec<L>,mw:u64,oo:bool,kt:Vec<usize>,ac:usize,ny:&'a mut dyn
FnMut(&[usize])->Result<(),E>}impl<E>DO<'_,E>{fn bq(&mut self,cs:(u64,u64,u64))->Result<(),E>{let an=self.kt.len();if an==self.j.len(){self.ac-=1;return(self.ny)(&self.kt
);}let(ad,y,u)=cs;let mut ab=!(ad|y|u|self.j[an].g);while ab!=0&&self.ac>0{let bk=ab&ab.wrapping_neg();ab^=bk;let next=az(self.j[an].er,bk,ad,y,u);if self.oo&&!self.pv(an
+1,next){continue;}self.kt.push(bk.trailing_zeros()as usize);self.bq(next)?;self.kt.pop();}Ok(())}fn pv(&self,an:usize,(ad,y,u):(u64,u64,u64))->bool{let mut ju=0;for(dn,
am)in self.j[an..].iter().enumerate(){let ab=!(ad|y<<dn|u>>dn|am.g);if ab==0{return false;}ju|=ab;}let is=self.mw&!ad;ju&is==is}}if oj==0{return Ok(());}let mut ml=DO{j:
bn(h),mw:af(h.n),oo:!h.gp(),kt:Vec::with_capacity(h.n),ac:oj,ny};ml.bq((0,0,0))}}mod nb{use std::sync::atomic::{AtomicBool,Ordering};use std::sync::{Arc,Mutex,PoisonError
};pub struct CI<T>{gj:AtomicBool,dg:Mutex<Option<Arc<T>> >}impl<T>Default for CI<T>{fn default()->CI<T>{CI{gj:AtomicBool::new(false),dg:Mutex::new(None)}}}impl<T>CI<T>{
pub fn get(&self)->Option<Arc<T>>{match self.gj.load(Ordering::Acquire){true=>self.dg.lock().ok()?.clone(),false=>None}}pub fn ko(&self,gi:impl FnOnce()->T)->Arc<T>{let
gj=self.get().unwrap_or_else(||Arc::new(gi()));let mut dg=self.dg.lock().unwrap_or_else(PoisonError::into_inner);self.gj.store(true,Ordering::Release);dg.get_or_insert(gj
).clone()}}}mod cf{use crate::go::G;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct BX{pub bc:G,pub gb:usize,pub rg:usize,pub time:bool,pub eg:bool}pub
struct CA<W:Write>{pub js:W,pub format:BX}impl<W:Write>CA<W>{pub fn bw(&mut self,aq:&[usize])->io::Result<()>{let aq:Vec<String> =aq.iter().map(|c|(c+1).to_string()).
collect();writeln!(self.js,"{}",aq.join(" "))}pub fn count(&mut self,gy:usize,count:u64,fi:bool)->io::Result<()>{if self.format.bc==G::BV{write!(self.js,"Case {}: ",gy)?;
}writeln!(self.js,"{}",count)?;if fi{self.js.flush()?;}Ok(())}}pub fn el(az:&str,br:&str){eprintln!("nqueens: error: {}: {}",az,br);}}mod db{use crate::h::{B,A};use std::
sync::atomic::{AtomicU64,Ordering};#[derive(Default)]struct BJ(AtomicU64);impl BJ{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}fn kw(&self
,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct AA([BJ;A+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BJ::default()))}pub fn get(
&self,h:&B)->Option<u64>{match h.gp(){true=>self.0[h.n].get(),false=>None}}pub fn qt(&self,h:&B,count:u64){if h.gp(){self.0[h.n].kw(count);}}}}mod ay{pub struct O(pub u64
);impl O{pub fn ix()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hs(&mut self,px:usize)->
usize{(self.next()%px as u64)as usize}}}mod stdin{use crate::h::B;use crate::go::{G,BK};use crate::ba::{CV,D};use std::io::{self,Read};pub fn nn(hx:&[usize],bc:G,qm:impl
FnOnce(&[(usize,usize)],&mut CV)->D,)->D{if!hx.is_empty(){return qm(&[],&mut hx.iter().map(|&n|Ok(B::fu(n))));}let mut go=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut go){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CN;}let mut nd=BK::new(&go,bc);let mut ez=Vec::new();nd.lc(|n,g|ez.push((n,g)
));qm(&ez,&mut std::iter::from_fn(||nd.my().transpose()),)}}mod dd{pub const BF:u64=9;pub const AR:u64=20;pub const BA:usize=256;pub const AZ:usize=64;pub const BS:f64=
32.0;pub const BL:usize=16;pub const AG:f64=4.0;pub const BH:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CK:f64=0.15;pub const AO:f64=0.3;pub
const BE:u64=4<<20;pub const BQ:f64=1.0/32.0;pub const CB:f64=0.25;pub const AY:f64=4.0;pub const BG:f64=1.25;pub const CL:f64=4.0;pub const AT:f64=80.0;pub const BY:f64=
1.5;pub const BR:u64=96<<20;pub const AN:usize=8;pub const V:usize=8;pub const AB:usize=32;pub const AH:u32=4;pub const BI:usize=10;pub const CQ:usize=64;pub const AV:u64
=2;const DB:usize=4096;}mod ba{use crate::h::B;use crate::go::M;use crate::cf::{self,CA};use std::io::{self,Write};pub enum D{DA,CN,CC,BT(io::Error)}impl D{pub fn pr(self
)->i32{match self{D::DA|D::CC=>0,D::CN=>1,D::BT(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CV<'a> =dyn Iterator<Item=Result<B,M>>+
'a;pub trait CG<W:Write>{fn gy(&mut self,ba:&mut AQ<W>,h:B)->Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gl(&mut self,ba:&mut AQ<W>)->D{ba
.pg()}fn mb(&self)->bool{false}}pub fn mq<W:Write,C:CG<W>>(ba:&mut AQ<W>,fa:&mut CV,dt:&mut C,)->Option<D>{loop{if dt.mb(){return None;}let df=match fa.next(){Some(Ok(h))
=>match dt.gy(ba,h){Ok(())=>continue,Err(df)=>df},Some(Err(el))=>match dt.drain(ba){Ok(())=>ba.mm(&el),Err(df)=>df},None=>match dt.drain(ba){Ok(())=>dt.gl(ba),Err(df)=>df
}};return Some(df);}}pub struct AQ<W:Write>{pub cf:CA<W>,pub fa:usize}impl<W:Write>AQ<W>{fn mm(&mut self,el:&M)->D{let az=format!("line {}, column {}",el.ap,el.al);self.
qp(&az,&el.br)}fn qp(&mut self,az:&str,br:&str)->D{if let Err(e)=self.cf.js.flush(){return cr(e);}cf::el(az,br);D::CN}fn pg(&mut self)->D{match self.cf.js.flush(){Ok(())
=>D::DA,Err(e)=>cr(e)}}}pub fn cr(el:io::Error)->D{if el.kind()==io::ErrorKind::BrokenPipe{D::CC}else{D::BT(el)}}}mod count{pub mod ke{use super::iq::AK;use super::filter
::{self,J};use super::hf::DC;use super::bp::Q;use super::{ca,ai,bn};use crate::h::B;use crate::nb::CI;use crate::dd::{BQ,CB,AY,BL,AG};use std::sync::atomic::{AtomicBool,
AtomicI64,AtomicU32,AtomicU64,Ordering::Relaxed};use std::sync::Arc;pub enum AE{DD{count:u64,by:By},Q{bp:Q,ao:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DL,AS,CO,J,DU}
#[derive(Default)]pub struct CD{ll:[CI<J>;filter::A+1],kf:[AtomicBool;filter::A+1],ez:[AtomicU32;filter::A+1],hy:[AtomicU64;filter::A+1],ij:[AtomicU32;filter::A+1],cm:[
AtomicU64;filter::A+1],dp:[AtomicU64;filter::A+1],iw:[[AtomicI64;4];filter::A+1],hf:DC,hw:AK}impl CD{pub fn new(hw:AK)->CD{CD{hw,..Default::default()}}pub fn md(&self,fa:
&[(usize,usize)]){for&(n,g)in fa{if n<=filter::A&&g>0{self.ez[n].fetch_add(1,Relaxed);qj(&self.hy[n],jb(n,g));}}}pub fn count(&self,h:&B)->AE{let n=h.n;if h.gp(){return
match self.filter(n){Some(filter)=>fc(filter.count(h),By::J),None=>fi(self.hw.fu(n))};}let g=h.dz();if let Some(ij)=self.ij.get(n){ij.fetch_add(1,Relaxed);qj(&self.cm[n],
jb(n,g));}let fw=mh(n);if let Some(filter)=self.filter(n){return self.qy(&filter,h,g,fw);}let z=self.kk(h,fw);let mut ac=z as u64;let mj=self.hf.mj(n,z,self.dp.get(n));
let bb=gu(h,&mut ac);let ai=matches!(bb,Ok((_,By::AS))|Err(Some(_)));let cw=self.hf.li(mj,z-ac as f64,ai);let co=match bb{Ok((count,by))=>{self.np(h,cw,0.0);return fc(
count,by);}Err(co)=>co};if self.ig(h,cw,0.0){if let Some(filter)=self.gi(n){return fc(filter.count(h),By::J);}}let fz=|ao|self.ig(h,cw,self.hf.kd(ao,false));let cc=self.
hf.cc();let(bp,ao)=self.hw.bp(h,co,cc,&fz);let cg=self.hf.kd(ao,matches!(bp,Q::AS(_)));if let Some(filter)=self.np(h,cw,cg){return fc(filter.count(h),By::J);}fi((bp,ao))}
fn kk(&self,h:&B,fw:f64)->f64{let n=h.n;if n>filter::A||self.kf[n].load(Relaxed){return fw;}let jn=self.hf.kd(1.0,ai::ig(h));(self.hp(h,0.0,fw*jn)/jn+1.0).clamp(0.0,fw).
floor()}fn qy(&self,filter:&J,h:&B,g:usize,fw:f64)->AE{let ox=4*g/(h.n*h.n+1);let iw=&self.iw[h.n][ox];let ei=filter.jv(g);if(iw.load(Relaxed)as f64)< -ei*AY{return fc(
filter.count(h),By::J);}let z=(ei*CB).min(fw)as u64;let mut ac=z;if let Ok((count,by))=gu(h,&mut ac){iw.fetch_add(ei as i64-(z-ac)as i64,Relaxed);return fc(count,by);}iw.
fetch_sub(z as i64,Relaxed);fc(filter.count(h),By::J)}fn filter(&self,n:usize)->Option<Arc<J>>{self.ll.get(n)?.get()}fn np(&self,h:&B,cw:f64,cg:f64)->Option<Arc<J>>{let n
=h.n;if n>filter::A||!self.ig(h,cw,cg){if let Some(dp)=self.dp.get(n){dp.fetch_add((cw+cg)as u64,Relaxed);}return None;}let filter=self.gi(n)?;(cg>0.0).then_some(filter)}
fn gi(&self,n:usize)->Option<Arc<J>>{if self.kf[n].swap(true,Relaxed){return None;}Some(self.ll[n].ko(||J::new(n)))}fn ig(&self,h:&B,cw:f64,cg:f64)->bool{cw>self.hp(h,cg,
cw)}fn hp(&self,h:&B,cg:f64,pw:f64)->f64{let n=h.n;if n>filter::A{return f64::INFINITY;}let dp=self.dp[n].load(Relaxed)as f64+cg;let gi=J::ls(n);let ij=self.ij[n].load(
Relaxed).max(1);let cm=f64::from_bits(self.cm[n].load(Relaxed));let(pa,jy)=match self.ez[n].load(Relaxed){0=>(ij,cm),ez=>(ez.saturating_sub(ij),f64::from_bits(self.hy[n].
load(Relaxed))-cm,)};let nq=if cg>0.0{1.0}else{0.0};let hp=|mt:f64|{let qf=gi+mt*(f64::from(pa)+nq+AY);let oq=qf-cg;let ng=match(oq<0.0,cm>0.0){(true,_)=>0.0,(false,true)
=>oq*cm/jy.max(0.0),(false,false)=>f64::INFINITY};ng.max(gi*BQ)-dp};let ea=hp(0.0);match ea<pw{true=>hp(J::mc(h)),false=>ea}}}fn jb(n:usize,g:usize)->f64{let ab=1.0-g as
f64/(n*n)as f64;ab.powi(n as i32)}fn qj(sum:&AtomicU64,x:f64){let _=sum.fetch_update(Relaxed,Relaxed,|dm|{Some((f64::from_bits(dm)+x).to_bits())});}fn fc(count:u64,by:By)
->AE{AE::DD{count,by}}fn fi((bp,ao):(Q,f64))->AE{AE::Q{bp,ao:Some(ao)}}impl AE{pub fn lx(self)->(u64,bool){match self{AE::DD{count,..}=>(count,false),AE::Q{bp,..}=>(bp.eo
(),true)}}}fn mh(n:usize)->f64{use crate::dd::{BA,BS};AG*(BA*n)as f64*BS}fn gu(h:&B,z:&mut u64,)->Result<(u64,By),Option<ai::X>>{let j=bn(h);let mk=(BL*h.n)as u64;if*z<=
mk*(1+AG as u64){let count=ca(&j,z).ok_or(None)?;return Ok((count,By::DL));}let mut ac=mk;if let Some(count)=ca(&j,&mut ac){*z-=mk-ac;return Ok((count,By::DL));}*z-=mk;if
ai::ig(h){let bh=ai::H::new(h);let count=bh.kh(z).map_err(Some)?;Ok((count,By::AS))}else{let count=super::bz(&j,z).ok_or(None)?;Ok((count,By::CO))}}}mod iq{use super::bo
::{gv,CF,U,S};use super::cy::AI;use super::bp::Q;use super::{ai,ly,iv,bn};use crate::h::B;use crate::dd::{BF,AZ};#[derive(Default)]pub struct AK;impl AK{pub fn fu(&self,n
:usize)->(Q,f64){(gv(n).into(),0.0)}pub fn bp(&self,h:&B,bb:Option<ai::X>,cc:f64,fz:&dyn Fn(f64)->bool,)->(Q,f64){let(bp,ao,pb):(Q,f64,f64)=if ai::ig(h){let bh=ai::H::new
(h);let ao=bh.dy(AZ,BF as f64);let(bp,ao)=match bb{Some(bb)=>{let hj=bb.oy(ao);(U::oz(bh,bb),hj)}None=>{let ah=bh.ah();(U::new(bh,vec![(ah,1)]),ao)}};(bp.into(),ao,ao*cc)
}else{let j=vec![bn(h)];let bp=S::bp(ly::BU,CF::CO,j,vec![1]);let ao=iv::eg(h);(bp.into(),ao,ao)};match AI::dy(h).filter(|&cy|cy<pb){Some(cy)if!fz(cy)=>(AI::new(h).into()
,cy),Some(cy)=>(bp,cy),None=>(bp,ao)}}}}mod ai{use super::iv::ew;use super::ey::{hv,fg};use super::L;use super::{dm,ga};use crate::h::{af,B,R,P};use crate::ay::O;use
crate::dd::{V,AH,BI,AB};pub const BU:&str="dynamic";pub struct H{pub n:usize,bi:[u64;64],dw:[u64;64],bv:fd::AW}#[derive(Clone,Copy)]pub struct F{aj:u64,bg:u64,gr:u128,ct:
u128,eh:u128}impl F{fn aj(&self)->usize{self.aj.count_ones()as usize}}enum Y{DI,CM,BW(P,u64)}pub fn ig(h:&B)->bool{let n=h.n;let jx=match n<=fd::A{true=>AB,false=>V};h.dz
()*jx>n*n}impl H{pub fn new(h:&B)->H{let n=h.n;let all=af(n);let mut bi=[0u64;64];let mut dw=[0u64;64];for(r,&am)in h.g.iter().enumerate(){bi[r]=!am&all;for(c,j)in dw.
iter_mut().enumerate().take(n){*j|=(bi[r]>>c&1)<<r;}}H{n,bi,dw,bv:fd::AW::new(n)}}pub fn ah(&self)->F{F{aj:af(self.n),bg:af(self.n),gr:0,ct:0,eh:0}}fn fb(&self,p:&F,ap:P)
->u64{let m=self.n-1;match ap{P::L(r)=>{let gr=(p.gr>>r)as u64;let eh=(p.eh>>(m-r))as u64;self.bi[r&63]&p.bg&!gr&!eh}P::AM(c)=>{let gr=(p.gr>>c)as u64;let ct=(p.ct>>(m-c)
)as u64;self.dw[c&63]&p.aj&!gr&!ct}}}fn pf(&self,p:&F,nk:bool)->Y{let aq=if nk{0}else{p.bg};cj(p.aj,aq,|ap|self.fb(p,ap))}fn pu(&self,ac:&mut Vec<F>,ar:&[R],ik:impl
Iterator<Item=R>,){for p in ac.iter_mut(){*p=ar.iter().fold(*p,|p,&ff|self.az(&p,ff));}let ah=self.ah();ac.extend(ik.map(|cx|self.az(&ah,cx)));}pub fn az(&self,p:&F,(r,c)
:R)->F{F{aj:p.aj&!(1u64<<r),bg:p.bg&!(1u64<<c),gr:p.gr|1u128<<(r+c),ct:p.ct|1u128<<(r+self.n-1-c),eh:p.eh|1u128<<(c+self.n-1-r)}}pub fn ek(&self,p:&F)->Vec<L>{ga(p.aj,|r|
!self.fb(p,P::L(r)))}pub fn dy(&self,dc:usize,mz:f64)->f64{if self.n<=fd::A{return self.lh(dc);}let ck=|_:&mut O|(Some(self.ah()),1.0);hv(dc,&mut O::ix(),ck,|jl,ay|{let p
=jl.as_ref()?;match self.pf(p,false){Y::BW(_,ab)if mu(ab,p.aj)=>{let ma=ew(1,&self.ek(p),ay);Some((1,None,ma))}Y::BW(ap,ab)=>{let at=fg(ab,ay).trailing_zeros()as usize;
Some((ab.count_ones(),Some(self.az(p,ap.cx(at))),mz,))}Y::DI|Y::CM=>None}})}pub fn count(&self,p:F)->u64{if self.n<=fd::A{return self.lf(&p);}self.jg(p)}pub fn kh(&self,z
:&mut u64)->Result<u64,X>{match self.n<=fd::A{true=>self.lk(H::gz,z),false=>self.lk(H::gf,z)}}fn lk(&self,core:CS,z:&mut u64)->Result<u64,X>{let cw=*z;let mut ac=Vec::new
();let ds=core(self,z,&mut ac);match*z{0=>Err(X{ds,ac,cw}),_=>Ok(ds)}}}type CS=fn(&H,&mut u64,&mut Vec<F>)->u64;pub struct X{pub ds:u64,pub ac:Vec<F>,cw:u64}impl X{pub fn
oy(&self,ao:f64)->f64{(ao-self.cw as f64).max(0.0)}}mod fd{use super::{F,H};use crate::h::R;use crate::count::{dm,fx};use crate::dd::AR;pub const A:usize=16;const I:usize
=2*A;static DH:[[u16;I];A*A]=cs();const fn cs()->[[u16;I];A*A]{let mut cn=[[0u16;I];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut ap=0;while ap<A{cn[r*A+c][ap]
=hc(r,c,ap);cn[r*A+c][A+ap]=hc(c,r,ap);ap+=1;}c+=1;}r+=1;}cn}const fn hc(r:usize,c:usize,ap:usize)->u16{if ap==r{return!(1<<c);}let jz=ap.abs_diff(r);let mut o=1u16<<c;if
c+jz<A{o|=1<<(c+jz);}if c>=jz{o|=1<<(c-jz);}o}static DK:[[u16;I];I]=jw();const fn jw()->[[u16;I];I]{let mut cn=[[0u16;I];I];let mut ag=0;while ag<I{cn[ag][ag]=u16::MAX;ag
+=1;}cn}#[derive(Clone,Copy)]pub struct AX{o:[u16;I],cp:[u16;I]}pub struct AW{ih:[i16;I],ag:[u8;I]}impl AW{pub fn new(n:usize)->AW{let mut fd:Vec<usize> =(0..I).collect()
;let lg=|ag:usize|(2*(ag%A)).abs_diff(n.saturating_sub(1));fd.sort_by_key(|&ag|(lg(ag),ag%A,ag/A));let mut bv=AW{ih:[0;I],ag:[0;I]};for(ih,&ag)in fd.iter().enumerate(){bv
.ih[ag]=ih as i16;bv.ag[ih]=ag as u8;}bv}}const DJ:i16=1<<14;impl AX{fn of(bh:&H,p:&F)->AX{let mut ej=AX{o:[u16::MAX;I],cp:[u16::MAX;I]};for r in dm(p.aj){ej.o[r]=bh.fb(p
,crate::h::P::L(r))as u16;ej.cp[r]=0;}for c in dm(p.bg){ej.o[A+c]=bh.fb(p,crate::h::P::AM(c))as u16;ej.cp[A+c]=0;}ej}#[inline(always)]fn cj(&self,bv:&AW)->(usize,u16){let
mut ea=i16::MAX;for ag in 0..I{let cp=(self.cp[ag]&DJ as u16)as i16;let oi=((self.o[ag].count_ones()as i16)<<6|bv.ih[ag])+cp;ea=ea.min(oi);}let ag=usize::from(bv.ag[(ea&
31)as usize])&(I-1);(ag,self.o[ag])}#[inline(always)]fn km(&self,bv:&AW)->Option<usize>{let mut ea=i16::MAX;for ag in 0..I{let o=self.o[ag];let qv=i16::from(o&o.
wrapping_sub(1)!=0);ea=ea.min(bv.ih[ag]|qv<<6);}(ea<64).then(||usize::from(bv.ag[ea as usize&(I-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn az(&self,ag
:usize,at:usize)->Option<AX>{let(r,c)=ff(ag,at);let cs=&DH[(r*A+c)&(A*A-1)];let(am,al)=(&DK[r&(A-1)],&DK[A+(c&(A-1))]);let mut next=AX{o:[0;I],cp:[0;I]};let mut is=0u16;
for ag in 0..I{let cp=self.cp[ag]|am[ag]|al[ag];let o=self.o[ag]&!cs[ag]|cp;next.o[ag]=o;next.cp[ag]=cp;is|=u16::from(o==0);}(is==0).then_some(next)}#[inline(always)]fn
hg(&mut self,bv:&AW,j:&mut u32)->bool{while*j>=2{let ag=match self.km(bv){Some(ag)=>ag,None=>break};let at=self.o[ag].trailing_zeros()as usize;*self=match self.az(ag,at){
Some(next)=>next,None=>return false};*j-=1;}true}}fn ff(ag:usize,at:usize)->R{match ag<A{true=>(ag,at),false=>(at,ag-A)}}pub fn count<const Z:bool>(bh:&H,ej:&AX,ac:u32,z:
&mut u64,co:&mut Vec<F>,)->u64{if Z&&!fx(z,AR){co.push(bh.ah());return 0;}let(ag,mut o)=ej.cj(&bh.bv);if ac==1{return u64::from(o.count_ones());}let mut au=0;while o!=0{
let at=o.trailing_zeros()as usize;o&=o-1;let mut next=match ej.az(ag,at){Some(next)=>next,None=>continue};let mut j=ac-1;let oa=next.hg(&bh.bv,&mut j);if!oa{continue;}if
j==1{au+=1;continue;}au+=count::<Z>(bh,&next,j,z,co);if Z&&*z==0{let ik=dm(u64::from(o)).map(|at|ff(ag,at));bh.pu(co,&[ff(ag,at)],ik);return au;}}au}impl H{pub fn gz(&
self,z:&mut u64,ac:&mut Vec<F>)->u64{let ej=AX::of(self,&self.ah());count::<true>(self,&ej,self.n as u32,z,ac)}pub fn lf(&self,p:&F)->u64{match p.aj(){0=>1,ac=>count::<
false>(self,&AX::of(self,p),ac as u32,&mut 0,&mut Vec::new(),)}}pub fn lh(&self,dc:usize)->f64{use crate::count::ey::hv;use crate::ay::O;let ah=AX::of(self,&self.ah());
let ck=|_:&mut O|((ah,self.n as u32),1.0);hv(dc,&mut O::ix(),ck,|&(ej,ac),ay|{if ac<=2{return None;}let(ag,o)=ej.cj(&self.bv);let lu:Vec<(AX,u32)> =dm(u64::from(o)).
filter_map(|at|{let mut next=ej.az(ag,at)?;let mut j=ac-1;let oa=next.hg(&self.bv,&mut j);(oa&&j>1).then_some((next,j))}).collect();let qn=*lu.get(ay.hs(lu.len().max(1)))
?;Some((lu.len()as u32,qn,AR as f64))},)+AR as f64}}}fn ou(o:u64)->bool{o&(o-1)==0}fn kl(di:u64,cd:u64,ab:impl Fn(P)->u64,)->Option<Y>{let ap=if di!=0{P::L(di.
trailing_zeros()as usize)}else if cd!=0{P::AM(cd.trailing_zeros()as usize)}else{return None;};Some(Y::BW(ap,ab(ap)))}fn dq(o:u64)->u32{let pt=o&(o-1);let mi=pt&pt.
wrapping_sub(1);let qq=mi&mi.wrapping_sub(1);1+u32::from(pt!=0)+u32::from(mi!=0)+u32::from(qq!=0)}#[inline(always)]fn it(aj:u64,bg:u64,ab:impl Fn(P)->u64,qc:bool,)->Y{let
ka=||{dm(aj).map(P::L).chain(dm(bg).map(P::AM))};let mut ep=(u32::MAX,P::L(0),0);for ap in ka(){let o=ab(ap);let jd=dq(o);if jd<ep.0{ep=(jd,ap,o);if jd==2{break;}}}if ep.
0>=AH&&qc{ep.0=u32::MAX;for ap in ka(){let o=ab(ap);if o.count_ones()<ep.0{ep=(o.count_ones(),ap,o);}}}Y::BW(ep.1,ep.2)}fn cj(aj:u64,bg:u64,ab:impl Fn(P)->u64,)->Y{if aj
==0{return Y::CM;}let(mut di,mut cd)=(0u64,0u64);for(ka,km,ap)in[(aj,&mut di,P::L as fn(usize)->P),(bg,&mut cd,P::AM)]{for at in dm(ka){let o=ab(ap(at));if o==0{return Y
::DI;}*km|=u64::from(ou(o))<<at;}}match kl(di,cd,&ab){Some(iq)=>iq,None=>it(aj,bg,ab,true)}}fn mu(ab:u64,aj:u64)->bool{dq(ab)>=AH&&aj.count_ones()as usize<=BI}}mod pd{use
super::ai::{F,H};use super::{dx,bz};impl H{pub fn jg(&self,p:F)->u64{dx(&self.ek(&p),0,0,0,0)}pub fn gf(&self,z:&mut u64,ac:&mut Vec<F>)->u64{let ah=self.ah();bz(&self.ek
(&ah),z).unwrap_or_else(||{ac.push(ah);0})}}}mod ly{use super::L;use crate::dd::{CQ,AV};pub const BU:&str="fast";struct AJ{ab:u64,ad:u64,y:u64,u:u64,ak:u64,len:usize,jh:[
u64;64],jf:[u64;64],jk:[u64;64],ii:[u64;64],ie:[u64;64]}type CP=(u64,u64,u64,u64,u64);struct BN{da:u64,hh:[u64;64],ci:u64}pub fn cz(am:u64)->u64{60-4*am}#[inline(always)]
fn gh(dh:u64,rm:u64,no:u64)->u64{rm&dh|no&!dh}impl AJ{fn new()->AJ{AJ{ab:0,ad:0,y:0,u:0,ak:0,len:usize::MAX,jh:[0;64],jf:[0;64],jk:[0;64],ii:[0;64],ie:[0;64]}}fn ah(&mut
self,ck:CP){(self.ab,self.ad,self.y,self.u,self.ak,)=ck;self.len=0;}fn gl(&self)->bool{self.len==usize::MAX}#[inline(always)]fn jn<const AD:bool>(&mut self,g:&[u64;128],
eu:&[u64;64],aw:u64,)->u64{self.hn::<AD,false>(g,eu,aw,None)}#[inline(always)]fn hn<const AD:bool,const DT:bool>(&mut self,g:&[u64;128],eu:&[u64;64],aw:u64,bm:Option<&mut
BN>,)->u64{let(ab,ad,ak)=(self.ab,self.ad,self.ak);let(ac,bd)=(self.y,self.u);let bk=ab&ab.wrapping_neg();let hj=ab^bk;let er=if AD{1}else{eu[(ak&63)as usize]};let(es,et,
eb)=super::az(er as u32,bk,ad,ac,bd);let bu=!(es|et|eb|g[((ak+1)&127)as usize]);let bq=((bu|bu.wrapping_neg())as i64>>63)as u64;let rb=usize::from(hj!=0);let hl=self.len&
63;self.jh[hl]=hj;self.jf[hl]=ad;self.jk[hl]=ac;self.ii[hl]=bd;self.ie[hl]=ak;let bf=(self.len+rb).wrapping_sub(1);let t=bf&63;if let(true,Some(bm))=(DT,bm){let da=bm.da;
bm.ci=da|u64::from(bk.trailing_zeros())<<cz(ak&15);bm.hh[hl]=da;bm.da=gh(bq,bm.ci,bm.hh[t]);}self.ab=gh(bq,bu,self.jh[t]);self.ad=gh(bq,es,self.jf[t]);self.y=gh(bq,et,
self.jk[t]);self.u=gh(bq,eb,self.ii[t]);self.ak=gh(bq,ak+1,self.ie[t]);self.len=bf.wrapping_add((bq&1)as usize);u64::from(ak==aw)}}fn hm(cl:usize,ak:usize,aw:u64)->bool{
CQ>cl&&ak as u64+AV<aw}pub fn dx(j:&[L],an:usize,ad:u64,y:u64,u:u64)->u64{let count=ml::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded walk ends")}pub fn bz(j:&
[L],z:&mut u64)->Option<u64>{ml::<true>(j,0,(0,0,0),z)}pub fn jr(j:&[L],fm:&mut Vec<u64>){let mut g=[u64::MAX;128];for(i,am)in j.iter().enumerate(){g[i]=am.g;}let aw=j.
len()as u64-1;let mut cl:Vec<(CP,u64)> =vec![((!g[0],0,0,0,0),0)];let mut ak=0;while hm(cl.len(),ak,aw){let mut next=Vec::new();for&((mut ab,ad,ac,bd,_),da)in&cl{while ab
!=0{let bk=ab&ab.wrapping_neg();ab^=bk;let(ad,ac,bd)=super::az(j[ak].er,bk,ad,ac,bd);let bu=!(ad|ac|bd|g[ak+1]);let al=u64::from(bk.trailing_zeros());let ck=(bu,ad,ac,bd,
ak as u64+1);next.push((ck,da|al<<cz(ak as u64)));}}cl=next;ak+=1;}let mut ec=cl.into_iter().filter(|((ab,..),_)|*ab!=0);#[inline(never)]fn ah(ec:&mut impl Iterator<Item=
(CP,u64)>,la:&mut AJ,bm:&mut BN,)->bool{match ec.next(){Some((ck,da))=>{la.ah(ck);bm.da=da;true}None=>false}}let ia=||BN{da:0,hh:[0;64],ci:0};let(mut a,mut b)=(AJ::new(),
AJ::new());let(mut en,mut fo)=(ia(),ia());if!ah(&mut ec,&mut a,&mut en){return;}if ah(&mut ec,&mut b,&mut fo){loop{hd(&mut a,&mut en,&g,aw,fm);hd(&mut b,&mut fo,&g,aw,fm)
;if a.gl()&&!ah(&mut ec,&mut a,&mut en){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut en,&mut fo);break;}if b.gl()&&!ah(&mut ec,&mut b,&mut fo){break;}}}while!a.gl(){
hd(&mut a,&mut en,&g,aw,fm);}}#[inline(always)]fn hd(la:&mut AJ,bm:&mut BN,g:&[u64;128],aw:u64,fm:&mut Vec<u64>,){const DS:[u64;64]=[1;64];let mo=la.hn::<true,true>(g,&DS
,aw,Some(bm));if mo==1{fm.push(bm.ci);}}fn ml<const Z:bool>(j:&[L],an:usize,(ad,y,u):(u64,u64,u64),z:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let ab=!(ad|y|
u|j[an].g);let aw=j.len()as u64-1;if an as u64==aw{return Some(u64::from(ab.count_ones()));}let mut g=[u64::MAX;128];let mut eu=[0u64;64];for(i,am)in j.iter().enumerate()
{g[i]=am.g;eu[i]=u64::from(am.er);}let mut cl:Vec<CP> =Vec::new();if ab!=0{cl.push((ab,ad,y,u,an as u64));}let mut ak=an;while hm(cl.len(),ak,aw){let mut next=Vec::new();
for&(mut f,c,l,r,_)in&cl{while f!=0{let bk=f&f.wrapping_neg();f^=bk;let(nc,nl,nr)=super::az(j[ak].er,bk,c,l,r);let nf=!(nc|nl|nr|g[ak+1]);if nf!=0{next.push((nf,nc,nl,nr,
ak as u64+1));}}}cl=next;ak+=1;}if eu[..j.len()].iter().all(|&er|er==1){kz::<true,Z>(cl,&g,&eu,aw,z)}else{kz::<false,Z>(cl,&g,&eu,aw,z)}}fn kz<const AD:bool,const Z:bool>
(cl:Vec<CP>,g:&[u64;128],eu:&[u64;64],aw:u64,z:&mut u64,)->Option<u64>{let mut fx=|ao:u64|!Z||super::fx(z,ao);let mut ec=cl.into_iter();let mut a=AJ::new();let mut b=AJ::
new();let mut au=0u64;match ec.next(){Some(ck)=>a.ah(ck),None=>return Some(0)}if let Some(ck)=ec.next(){b.ah(ck);}if!b.gl(){loop{if!fx(2){return None;}au+=a.jn::<AD>(g,eu
,aw);au+=b.jn::<AD>(g,eu,aw);if a.gl(){match ec.next(){Some(ck)=>a.ah(ck),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gl(){match ec.next(){Some(ck)=>b.ah(ck),None
=>break}}}}while!a.gl(){if!fx(1){return None;}au+=a.jn::<AD>(g,eu,aw);}Some(au)}}pub mod filter{use super::ly::{jr,cz};use super::{bn,v};use crate::h::{af,dv,B};use crate
::dd::{BH,BE,CK,AO};pub const BU:&str="filter";pub const A:usize=16;const AU:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct AC{n
:usize,av:usize,ft:Vec<u32>,o:Vec<u64>,fh:usize}fn ji(n:usize,du:&[BB])->usize{let qz=|j:usize|{let gg=|s:&BB|s.checked_shr(64-4*j as u32).unwrap_or(0);1+du.windows(2).
filter(|w|gg(&w[0])!=gg(&w[1])).count()};(1..n).take_while(|&j|qz(j)*8*64<=du.len()).count()}type BB=u64;fn dr(bw:BB,am:usize)->usize{(bw>>cz(am as u64)&15)as usize}impl
AC{fn new(n:usize,du:&[BB],av:Option<usize>)->AC{let av=av.unwrap_or_else(||ji(n,du)).min(n);let hs=n-av;let ku=n.pow(av as u32);let mut ft=vec![0u32;ku+1];let fh=(du.len
()+63)/64;let mut o=vec![0u64;fh*hs*n];for(i,&bw)in du.iter().enumerate(){let gg=(0..av).fold(0,|p,r|p*n+dr(bw,r));ft[gg+1]+=1;for r in av..n{let cx=(r-av)*n+dr(bw,r);o[
cx*fh+i/64]|=1<<(i%64);}}for p in 0..ku{ft[p+1]+=ft[p];}AC{n,av,ft,o,fh}}fn count(&self,g:&[u64])->u64{let(n,bf)=(self.n,self.av);let mut cu=[0usize;A*A];let mut len=0;
for(r,&am)in g.iter().enumerate().skip(bf){let mut o=am;while o!=0{cu[len]=((r-bf)*n+o.trailing_zeros()as usize)*self.fh;len+=1;o&=o-1;}}let mut bi=[0u64;A];for(bi,&am)in
bi.iter_mut().zip(&g[..bf]){*bi=!am&af(n);}if bf==0{return match self.ft[1]{0=>0,hi=>self.jp(0,hi as usize,&cu[..len])};}self.ir(&bi[..bf],0,&cu[..len])}fn ir(&self,bi:&[
u64],gg:usize,cu:&[usize])->u64{let aj=bi.len();let dl=self.n.pow(aj as u32-1);let mut au=0;let mut aq=bi[0];while aq!=0{let p=gg*self.n+aq.trailing_zeros()as usize;aq&=
aq-1;let(lo,hi)=(self.ft[p*dl]as usize,self.ft[(p+1)*dl]as usize,);if lo==hi{continue;}au+=if aj==1{self.jp(lo,hi,cu)}else{self.ir(&bi[1..],p,cu)};}au}fn jp(&self,lo:
usize,hi:usize,cu:&[usize])->u64{let mut au=0;for w in lo/64..=(hi-1)/64{let mut il=u64::MAX;if w==lo/64{il&=u64::MAX<<(lo%64);}if w==(hi-1)/64{il&=u64::MAX>>(63-(hi-1)%
64);}let mut op=cu.chunks_exact(4);for qx in&mut op{let o=|k:usize|self.o[qx[k]+w];il&=!(o(0)|o(1)|o(2)|o(3));if il==0{break;}}if il!=0{for&at in op.remainder(){il&=!self
.o[at+w];}}au+=u64::from(il.count_ones());}au}}pub struct J{cq:AC,cv:AC,ei:Vec<f64>}impl J{pub fn new(n:usize)->J{J::gj(n,None,None)}fn gj(n:usize,av:Option<usize>,kp:
Option<bool>)->J{let mut cq=Vec::new();let mut cv=Vec::new();for fp in v::ee(n){let bb=cv.len();let fm=if fp.ch==8{&mut cq}else{&mut cv};jr(&bn(&fp.h),fm);let ci=cv.len()
-bb;for i in bb..bb+ci{for v in 1..8{cv.push(dk(n,cv[i],v));}}}if kp.unwrap_or(cq.len()/64<n*n){for bw in cq.drain(..){cv.extend((0..8).map(|v|dk(n,bw,v)));}}cq.
sort_unstable();cv.sort_unstable();cv.dedup();J{cq:AC::new(n,&cq,av),cv:AC::new(n,&cv,av),ei:(0..=n*n).map(|g|ol(n,g)).collect()}}fn kr(n:usize)->u64{let cq=AU[n]/8+1;cq*
(n*n)as u64/8+cq*8}pub fn ls(n:usize)->f64{AU[n]as f64*f64::from(BH[n])}pub fn mc(h:&B)->f64{ol(h.n,h.dz())}pub fn jv(&self,g:usize)->f64{self.ei[g]}pub fn count(&self,h:
&B)->u64{let mut au=self.cv.count(&h.g);if self.cq.fh>0{for v in 0..8{au+=self.cq.count(&h.em(v).g);}}au}}fn ol(n:usize,g:usize)->f64{let mg=g as f64/(n*n)as f64;let fh=
AU[n]as f64/64.0;let iy=((fh/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let iy=iy.min(n as i32);let mut gq=1.0;let mut ac=1.0;for _ in 0..iy{gq+=ac*mg*n as f64;
ac*=1.0-mg;}let hs=mg*(n*(n-iy as usize))as f64;let qu=1.0-1.0/n as f64;let mut ks=1.0;for _ in 0..hs as usize{let mut ic=1.0-ks;for _ in 0..6{ic*=ic;}gq+=ac*(1.0-ic);ks
*=qu;}fh*gq*pc(n)}fn pc(n:usize)->f64{match J::kr(n)>BE{true=>AO,false=>CK}}fn dk(n:usize,bw:BB,v:usize)->BB{(0..n).fold(0,|dk,r|{let(am,al)=dv(n,v,(r,dr(bw,r)));dk|(al
as u64)<<cz(am as u64)})}}mod bo{use super::{dx,gk,ai,cy,v,L};use crate::dd::AN;pub trait CR{type BO:Copy;fn count(&self,ah:Self::BO)->u64;}pub struct U<T:CR>{ho:Box<T>,
bo:Vec<(T::BO,u64)>,pub ds:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CF{DQ,CO}pub struct S{ms:&'static str,core:CF,ex:Vec<Vec<L>>}#[derive(Clone,Copy)]pub struct AL{
kw:usize,an:usize,ad:u64,y:u64,u:u64}impl S{pub fn bp(ms:&'static str,core:CF,ex:Vec<Vec<L>>,jo:Vec<u64>,)->U<S>{let bo=(jo.into_iter().enumerate()).map(|(kw,ch)|(AL::ps(
kw),ch)).collect();U::new(S{ms,core,ex},bo)}}impl AL{fn ps(kw:usize)->AL{AL{kw,an:0,ad:0,y:0,u:0}}}impl CR for S{type BO=AL;fn count(&self,at:AL)->u64{let j=&self.ex[at.
kw];if self.core==CF::CO&&j.len()-at.an>AN{dx(j,at.an,at.ad,at.y,at.u)}else{gk(j,at.an,at.ad,at.y,at.u)}}}impl CR for ai::H{type BO=ai::F;fn count(&self,ow:ai::F)->u64{ai
::H::count(self,ow)}}impl CR for cy::AI{type BO=u32;fn count(&self,lm:u32)->u64{self.mp(lm)}}impl<T:CR>U<T>{pub fn new(ho:T,bo:Vec<(T::BO,u64)>)->U<T>{U{ho:Box::new(ho),
bo,ds:0}}fn nx(&self,i:usize)->u64{let(ah,ch)=self.bo[i];ch*self.ho.count(ah)}pub fn eo(&self)->u64{self.ds+(0..self.bo.len()).map(|i|self.nx(i)).sum::<u64>()}}impl U<ai
::H>{pub fn oz(bh:ai::H,bb:ai::X)->U<ai::H>{U{ho:Box::new(bh),bo:bb.ac.into_iter().map(|ah|(ah,1)).collect(),ds:bb.ds}}}pub fn gv(n:usize)->U<S>{let(oe,jo)=v::je(n);S::bp
(v::BU,CF::CO,oe,jo)}}mod ey{use crate::ay::O;pub fn hv<N>(dc:usize,ay:&mut O,mut ck:impl FnMut(&mut O)->(N,f64),mut bq:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{
let mut au=0.0;for _ in 0..dc{let(mut jl,mut om)=ck(ay);while let Some((nw,py,qo))=bq(&jl,ay){om*=f64::from(nw);au+=om*qo;jl=py;}}au/dc as f64}pub fn fg(ab:u64,ay:&mut O)
->u64{let mut me=ab;for _ in 0..ay.hs(ab.count_ones()as usize){me&=me-1;}me&me.wrapping_neg()}}pub mod cy{use super::iv::bx;use super::{dm,az,bn,L};use crate::h::{af,B};
use crate::ay::O;use crate::dd::{BY,AT,CL,BR,BA};pub const BU:&str="meet";pub const A:usize=16;const DB:u32=64;struct CH{bb:Vec<u32>,bt:Vec<u32>}pub struct AI{n:usize,bf:
CH,ax:CH}impl AI{pub fn new(h:&B)->AI{let n=h.n;let j=bn(h);let mut cn=vec![0;n*n];for(cx,bt)in cn.iter_mut().enumerate(){*bt=ki(n,cx/n,cx%n);}let ph=|from:usize,to:usize
|CH::new(&j,&cn,from,to);AI{n,bf:ph(0,n/2),ax:ph(n/2,n)}}pub fn ky(&self)->Vec<(u32,u64)>{(0..DB.min(1<<self.n)).map(|lm|(lm,1)).collect()}pub fn dy(h:&B)->Option<f64>{if
h.n>A{return None;}let(bf,ax)=pi(h);if kr(h.n,bf,ax)>BR as f64{return None;}Some(ao(h.n,bf,ax))}}fn kr(n:usize,bf:f64,ax:f64)->f64{let cu=2.0*(f64::from(1u32<<n)+1.0);(bf
+ax+cu)*std::mem::size_of::<u32>()as f64}fn ao(n:usize,bf:f64,ax:f64)->f64{let ex=ld(n);let gd=bf/64.0+bf.min(ex);let pk=ax*(bf/ex/64.0+1.0);CL*(bf+ax)+AT*gd+BY*pk}impl
CH{fn new(j:&[L],cn:&[u64],from:usize,to:usize)->CH{let n=j.len();let mut bb=vec![0u32;(1<<n)+1];ef(j,cn,to,from,(0,0,0),0,&mut|ad,_|{bb[ad as usize+1]+=1;});for c in 0..
1<<n{bb[c+1]+=bb[c];}let mut bt=vec![0;bb[1<<n]as usize];let mut next=bb.clone();ef(j,cn,to,from,(0,0,0),0,&mut|ad,hq|{bt[next[ad as usize]as usize]=hq as u32;next[ad as
usize]+=1;});CH{bb,bt}}fn on(&self,ad:usize)->&[u32]{&self.bt[self.bb[ad]as usize..self.bb[ad+1]as usize]}}impl AI{pub fn mp(&self,lm:u32)->u64{let ex=1usize<<self.n;let
bo=DB.min(ex as u32)as usize;let qe=lm as usize*ex/bo..(lm as usize+1)*ex/bo;let qr=af(self.n)as usize;let mut au=0;let mut gd:Vec<CU> =Vec::new();for ad in qe{let(bf,ax)
=(self.bf.on(ad),self.ax.on(qr^ad));if bf.is_empty()||ax.is_empty(){continue;}gd.clear();gd.extend(bf.chunks(64).map(nv));for&hq in ax{let pz=|ht:&CU|{let on=|hu:usize|ht
[hu][(hq>>(5*hu))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};au+=gd.iter().map(|ht|u64::from(pz(ht).count_zeros())).sum::<u64>();}au-=ax.len()as u64*(gd.len()
*64-bf.len())as u64;}au}}type CU=[[u64;32];6];fn nv(fe:&[u32])->CU{let mut on=[0u64;32];for(hl,&hq)in fe.iter().enumerate(){for fj in dm(hq.into()){on[fj&31]|=1<<hl;}}let
mut ht=[[0;32];6];for(hu,lq)in ht.iter_mut().enumerate(){for iz in 1..32usize{let mx=iz&(iz-1);let fj=5*hu+(iz^mx).trailing_zeros()as usize;lq[iz]=lq[mx]|on[fj&31];}}ht}
fn ef(j:&[L],cn:&[u64],mr:usize,am:usize,(ad,ac,bd):(u64,u64,u64),bt:u64,nz:&mut impl FnMut(u64,u64),){if am==mr{return nz(ad,bt);}let mut ab=!(ad|ac|bd|j[am].g);while ab
!=0{let bk=ab&ab.wrapping_neg();ab^=bk;let hq=bt|cn[am*j.len()+bk.trailing_zeros()as usize];if am+1==mr{nz(ad|bk,hq);}else{let cs=az(j[am].er,bk,ad,ac,bd);ef(j,cn,mr,am+1
,cs,hq,nz);}}}fn ki(n:usize,am:usize,al:usize)->u64{let bf=n/2;let bk=|fj:usize|match fj.checked_sub(bf){Some(at)if at<n-1=>1<<at,_=>0};bk(am+al)|bk(am+n-1-al)<<(n-1)}fn
pi(h:&B)->(f64,f64){let j=bn(h);let bf=h.n/2;(fe(&j[..bf]),fe(&j[bf..]))}fn fe(j:&[L])->f64{let aw=|an:usize|f64::from(u8::from(an+1==j.len()));bx(BA,j,&mut O::ix(),aw)}
fn ld(n:usize)->f64{(0..n/2).fold(1.0,|ex,i|ex*(n-i)as f64/(i+1)as f64)}}mod iv{use super::ey::{hv,fg};use super::{az,bn,L};use crate::h::B;use crate::ay::O;use crate::dd
::BA;fn jc(h:&B)->B{gx(h).0}fn gx(h:&B)->(B,f64){let lz=fs(h);let mut jc=(lz,0);for v in 1..8{let eg=fs(&h.em(v));if eg<jc.0{jc=(eg,v);}}if jc.0*1.5<lz{(h.em(jc.1),jc.0)}
else{(h.clone(),lz)}}fn fs(h:&B)->f64{let ho=eg(h);if h.gw(){ho/2.0}else{ho}}pub fn eg(h:&B)->f64{ew(BA,&bn(h),&mut O::ix())}pub fn ew(dc:usize,j:&[L],ay:&mut O)->f64{bx(
dc,j,ay,|_|1.0)}pub fn bx(dc:usize,j:&[L],ay:&mut O,ch:impl Fn(usize)->f64,)->f64{hv(dc,ay,|_|((0,0u64,0u64,0u64),1.0),|&jl,ay|{let(an,ad,ac,bd)=jl;let am=*j.get(an)?;let
ab=!(ad|ac|bd|am.g);if ab==0{return None;}let(ad,ac,bd)=az(am.er,fg(ab,ay),ad,ac,bd);Some((ab.count_ones(),(an+1,ad,ac,bd),ch(an),))},)}}mod hf{use crate::dd::BG;use std
::time::Instant;#[derive(Default)]pub struct DC;impl DC{pub fn mj<T>(&self,_:usize,_:f64,_:T)->Option<Instant>{None}pub fn li(&self,_:Option<Instant>,ao:f64,ai:bool)->f64
{self.kd(ao,ai)}pub fn kd(&self,ao:f64,ai:bool)->f64{ao*self.cc().powi(i32::from(ai))}pub fn cc(&self)->f64{BG}}}mod bp{use super::bo::{U,S};use super::{ai,cy};pub enum Q
{DN(U<S>),AS(U<ai::H>),AI(U<cy::AI>)}impl Q{pub fn eo(&self)->u64{match self{Q::DN(bo)=>bo.eo(),Q::AS(bo)=>bo.eo(),Q::AI(bo)=>bo.eo()}}}impl From<U<S>>for Q{fn from(bo:U<
S>)->Q{Q::DN(bo)}}impl From<U<ai::H>>for Q{fn from(bo:U<ai::H>)->Q{Q::AS(bo)}}impl From<cy::AI>for Q{fn from(cy:cy::AI)->Q{let ky=cy.ky();Q::AI(U::new(cy,ky))}}}mod ni{
use super::{az,fx,L};pub const BU:&str="reference";pub fn gk(j:&[L],an:usize,ad:u64,y:u64,u:u64)->u64{let count=ql::<false>(j,an,(ad,y,u),&mut 0);count.expect(
"an unbounded count ends")}pub fn ca(j:&[L],z:&mut u64)->Option<u64>{ql::<true>(j,0,(0,0,0),z)}fn ql<const Z:bool>(j:&[L],an:usize,(ad,y,u):(u64,u64,u64),z:&mut u64,)->
Option<u64>{if an>=j.len(){return Some(1);}let aw=j.len()-1;let mut os=[(0u64,0u64,0u64,0u64);64];let(mut ad,mut y,mut u)=(ad,y,u);let mut ab=!(ad|y|u|j[an].g);if an==aw{
return Some(u64::from(ab.count_ones()));}let mut ak=an;let mut au=0u64;loop{if ab==0{if ak==an{return Some(au);}ak-=1;let kc=os[ak];ab=kc.0;ad=kc.1;y=kc.2;u=kc.3;continue
;}if Z&&!fx(z,2){return None;}let bk=ab&ab.wrapping_neg();ab^=bk;let(es,et,eb)=az(j[ak].er,bk,ad,y,u);let bu=!(es|et|eb|j[ak+1].g);if ak+1==aw{au+=u64::from(bu.count_ones
());}else if bu!=0{os[ak]=(ab,ad,y,u);ak+=1;ab=bu;ad=es;y=et;u=eb;}}}}mod j{use crate::h::{af,B,R};#[derive(Clone,Copy)]pub struct L{pub g:u64,pub er:u32}pub fn bn(h:&B)
->Vec<L>{let jm=!af(h.n);h.g.iter().map(|&g|L{g:g|jm,er:1}).collect()}pub fn ib(h:&B,ar:&[R])->Vec<L>{let jm=!af(h.n);let qh=ar.iter().fold(0,|j,&(r,_)|j|1<<r);ga(af(h.n)
&!qh,|r|{let nu=ar.iter().fold(0,|dh,&ff|dh|ed(ff,r));h.g[r]|jm|nu})}pub fn ga(j:u64,g:impl Fn(usize)->u64)->Vec<L>{let mut kn:Vec<L> =Vec::with_capacity(j.count_ones()as
usize);let mut kv=0;let mut ac=j;while ac!=0{let r=ac.trailing_zeros()as usize;ac&=ac-1;if let Some(aw)=kn.last_mut(){aw.er=(r-kv)as u32;}kn.push(L{g:g(r),er:1});kv=r;}kn
}pub fn ed((nh,al):R,r:usize)->u64{let dn=r.abs_diff(nh);let bk=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bk(al)|bk(al+dn)|al.checked_sub(dn).map_or(0,bk)}#[inline
(always)]pub fn fx(z:&mut u64,ao:u64)->bool{if*z<=ao{*z=0;return false;}*z-=ao;true}#[inline(always)]pub fn az(er:u32,bk:u64,ad:u64,y:u64,u:u64)->(u64,u64,u64){(ad|bk,(y|
bk)<<er,(u|bk)>>er,)}pub fn dm(mut dh:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(dh!=0).then(||{let at=dh.trailing_zeros()as usize;dh&=dh-1;at})})}}mod v{
mod hk{use crate::h::{cs,dj,dv,R};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct CJ{bf:usize,ax:usize,ac:usize,bd:usize}impl CJ{pub fn ar(&self,n:usize)->[R;
4]{[(0,self.bf),(n-1,self.ax),(self.ac,0),(self.bd,n-1)]}fn na(n:usize,ar:&[R;4])->CJ{let m=n-1;let on=|ap:&dyn Fn(R)->bool,lw:&dyn Fn(R)->usize|{ar.iter().copied().find(
|&q|ap(q)).map_or(usize::MAX,lw)};CJ{bf:on(&|(r,_)|r==0,&|(_,c)|c),ax:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(_,c)|c==0,&|(r,_)|r),bd:on(&|(_,c)|c==m,&|(r,_)|r)}}fn id(&self,
n:usize)->[usize;8]{let m=n-1;let oh=|dn:usize|m-dn;[self.bf,oh(self.bf),self.ax,oh(self.ax),self.ac,oh(self.ac),self.bd,oh(self.bd)]}pub fn hb(&self,n:usize)->bool{let
jq=self.id(n);let lp=jq.iter().copied().min().unwrap_or(0);lp>0&&jq.iter().filter(|&&d|d==lp).count()>1}}pub fn mn(n:usize)->Vec<(CJ,u64)>{let mut ci=Vec::new();for bf in
0..n{for ax in 0..n{for ac in 0..n{for bd in 0..n{let hk=CJ{bf,ax,ac,bd};let ar=hk.ar(n);if ar.iter().any(|&a|ar.iter().any(|&b|cs(a,b))){continue;}let dk=|v|{let kb=ar.
map(|q|dv(n,v,q));CJ::na(n,&kb)};if let Some(fl)=dj(0..8,hk,dk){ci.push((hk,fl));}}}}}ci}}use super::ib;use super::{ed,L};use crate::h::{af,B,R};pub const BU:&str=
"symmetry";pub fn je(n:usize)->(Vec<Vec<L>>,Vec<u64>){ee(n).into_iter().map(|fp|(lv(&fp),fp.ch)).unzip()}fn lv(fp:&BM)->Vec<L>{ib(&fp.h,&fp.ar)}pub struct BM{pub h:B,pub
ar:Vec<R>,pub ch:u64}pub fn ee(n:usize)->Vec<BM>{if n<5{return vec![BM{h:B::fu(n),ar:Vec::new(),ch:1}];}let m=n-1;let all=af(n);let ob=|al:usize|all&!(1u64<<al);let mut
ee=Vec::new();for k in 2..m{let mut h=B::fu(n);h.g[0]=ob(0);h.g[1]=ob(k);for am in&mut h.g[2..=k]{*am|=1<<1;}ee.push(BM{h,ar:Vec::new(),ch:8});}let qg=1u64|1u64<<m;let
mut a=1;while a<m-a{let mut h=B::fu(n);h.g[0]=ob(a);for(r,am)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*am|=qg;}}let hz=(1u64<<(a+1))-1;h.g[m]|=hz|hz<<(m-a);
ee.push(BM{h,ar:Vec::new(),ch:8});a+=1;}for(hk,ch)in hk::mn(n){if hk.hb(n){let ar=hk.ar(n).to_vec();ee.push(BM{h:mf(n,&ar),ar,ch});}}ee}fn mf(n:usize,ar:&[R])->B{let all=
af(n);let mut h=B::fu(n);for(r,am)in h.g.iter_mut().enumerate(){*am=match ar.iter().find(|ff|ff.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ar.iter().fold(0,|dh,&q|dh|ed(q,
r))&all}};}h}}pub use self::iq::AK;pub use self::ly::{dx,bz};pub use self::ni::{gk,ca};pub use self::j::*;}mod qk{use crate::h::A;use crate::go::G;pub const DP:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CT{pub bc:G,pub gb:usize,pub hx:Vec<usize>}pub fn parse(args:&[String])->Result<
Option<CT>,String>{let mut ce=CT{bc:G::default(),gb:0,hx:Vec::new()};let mut args=args.iter();while let Some(lj)=args.next(){let(gc,pj)=match lj.split_once('='){Some((gc,
dg))if lj.starts_with("--")=>(gc,Some(dg.to_string())),_=>(lj.as_str(),None)};let mut dg=|rd:&str|{(pj.clone().or_else(||args.next().cloned())).ok_or_else(||format!(
"option '{}' needs {}",gc,rd))};match gc{"-h"|"--help"=>return Ok(None),"--list"=>{let bj=dg("a number of solutions")?;ce.gb=bj.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",gc,bj)})?;}"--dialect"=>{ce.bc=G::qd(&dg("a value: luogu, uva11195 or cses1624")?)?}_ if gc.starts_with('-')&&gc.len()>1=>{
return Err(format!("unknown option '{}'",lj))}_=>match lj.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>ce.hx.push(n),_=>{let br="N must be an integer from 1 to";return
Err(format!("{} {}, found '{}'",br,A,lj));}}}}Ok(Some(ce))}}mod pp{use crate::h::B;use crate::count::ke::CD;use crate::count::AK;use crate::gb::fq;use crate::db::AA;use
crate::ba::{cr,CG,D,AQ};use std::io::Write;pub struct AP{pub ke:CD,db:AA}impl AP{pub fn new()->AP{AP{ke:CD::new(AK),db:AA::new()}}}impl<W:Write>CG<W>for AP{fn gy(&mut
self,ba:&mut AQ<W>,h:B)->Result<(),D>{ba.fa+=1;let fc=self.db.get(&h);let cf=&mut ba.cf;let gb=cf.format.gb;fq(&h,gb,&mut|aq|cf.bw(aq)).map_err(cr)?;let(count,fi)=match
fc{Some(count)=>(count,false),None=>self.ke.count(&h).lx()};self.db.qt(&h,count);(cf.count(ba.fa,count,fi)).map_err(cr)}}}use cf::BX;use std::io;fn main(){let mut args:
Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let ce=match qk::parse(&args){Ok(Some
(ce))=>ce,Ok(None)=>{print!("{}",qk::DP);return;}Err(br)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",br);std::process::exit(2);}};let format=BX{bc:ce.bc,
gb:ce.gb,..BX::default()};let stdout=io::stdout();let js=io::BufWriter::new(stdout.lock());let mut ba=ba::AQ{cf:cf::CA{js,format},fa:0};let mut dt=pp::AP::new();let df=
stdin::nn(&ce.hx,ce.bc,|ez,fa|{dt.ke.md(ez);ba::mq(&mut ba,fa,&mut dt).unwrap_or(ba::D::DA)});std::process::exit(df.pr());}

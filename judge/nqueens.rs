// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
type EA=u64;type DT=usize;mod h{use crate::{EA,DT};pub const B:DT=64;pub type R=(DT,DT);#[derive(Clone,PartialEq,Eq)]pub struct A{pub n:DT,pub g:Vec<EA>}impl A{pub fn new
(n:DT,g:Vec<EA>)->A{A{n,g}}pub fn n(&self)->DT{self.n}pub fn g(&self)->&[EA]{&self.g}pub fn gc(n:DT)->A{assert!((1..=B).contains(&n),"a board has 1 to {} rows, not {}",B,
n);A::new(n,vec![0;n])}pub fn gy(&self)->bool{self.g.iter().all(|&an|an==0)}pub fn ed(&self)->DT{self.g.iter().map(|an|an.count_ones()as DT).sum()}pub fn es(&self,z:DT)->
A{let aq=if DI>>z&1==1{self.aq()}else{Vec::new()};A::new(self.n,self.dn(z,&aq))}fn jh(&self)->BE{let aq=self.aq();let cz=(0..8).filter(|&s|self.dn(s,&aq)==self.g);BE(cz.
fold(0,|ie,s|ie|1<<s))}pub fn hj(&self)->bool{self.dn(DO,&[])==self.g}fn aq(&self)->Vec<EA>{let mut lf=[0u64;64];lf[..self.n].copy_from_slice(&self.g);transpose(&mut lf);
lf[..self.n].to_vec()}fn dn(&self,z:DT,aq:&[EA])->Vec<EA>{let n=self.n;let pv=if DI>>z&1==1{aq}else{&self.g};let pr=CC>>z&1==1;let mut j:Vec<EA> =pv.iter().map(|&an|if pr
{oj(an,n)}else{an}).collect();if CY>>z&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BE(pub u8);impl BE{fn contains(self,z:DT)->bool{self.0>>z&1==1}fn
iter(self)->impl Iterator<Item=DT>{(0..8).filter(move|&s|self.contains(s))}}const DI:u8=1<<1|1<<3|1<<6|1<<7;const CC:u8=1<<1|1<<2|1<<4|1<<7;const CY:u8=1<<2|1<<3|1<<5|1<<
7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{L(DT),AN(DT)}impl P{pub fn da(self,at:DT)->R{match self{P::L(r)=>(r,at),P::AN(c)=>(at,c)}}fn contains(self,(an,am):R)->bool
{match self{P::L(r)=>an==r,P::AN(c)=>am==c}}pub fn es(self,n:DT,z:DT)->P{let(r,c)=dz(n,z,self.da(0));if dz(n,z,self.da(1)).0==r{P::L(r)}else{P::AN(c)}}}pub fn cw(a:R,b:R)
->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DO:DT=4;pub fn dz(n:DT,z:DT,(r,c):R)->R{let m=n-1;match z{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>
(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dm<K:Ord+Copy>(jh:impl Iterator<Item=DT>,oq:K,dn:impl Fn(DT)->K,)->Option<EA>{let mut fs=[oq;8];let mut cn=0;
for z in jh{let ki=dn(z);if ki<oq{return None;}fs[cn]=ki;cn+=1;}let fs=&mut fs[..cn];fs.sort_unstable();Some(1+fs.windows(2).filter(|ps|ps[0]!=ps[1]).count()as EA)}fn oj(
dr:EA,n:DT)->EA{dr.reverse_bits()>>(64-n)}fn transpose(j:&mut[EA;64]){let mut dq=32;let mut pq:EA=0x0000_0000_FFFF_FFFF;while dq!=0{let mut k=0;while k<64{let swap=((j[k]
>>dq)^j[k+dq])&pq;j[k]^=swap<<dq;j[k+dq]^=swap;k=(k+dq+1)&!dq;}dq>>=1;pq^=pq<<dq;}}pub fn ag(n:DT)->EA{EA::MAX>>(64-n)}}mod gx{use crate::{DT,h::{A,B}};#[derive(Clone,
Copy,Default,PartialEq,Eq)]pub enum G{#[default]DH,BY,BD}impl G{pub fn qi(gk:&str)->Result<G,String>{match gk{"luogu"=>Ok(G::DH),"uva11195"=>Ok(G::BY),"cses1624"=>Ok(G::
BD),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gk))}}fn fz(self)->u8{match self{G::DH=>b'.',G::BY|G::BD=>b'*'}}}pub struct M{pub ap:DT,
pub am:DT,pub bv:String}struct BR<'a>{bl:&'a[u8],ai:DT,ap:DT,bo:DT}pub struct BM<'a>{bw:&'a[u8],bd:G,hg:DT,ap:DT,bo:DT,gv:bool}impl<'a>BM<'a>{pub fn new(bw:&'a[u8],bd:G)
->BM<'a>{BM{bw,bd,hg:0,ap:1,bo:0,gv:false}}pub fn nh(&mut self)->Result<Option<A>,M>{if self.gv{return Ok(None);}if self.bd==G::BD{return match self.jz(){Some(_)=>self.iv
(8).map(Some),None=>Ok(None)};}let af=match self.jc(){Some(af)=>af,None=>{self.gv=true;return Ok(None);}};let n=self.lz(&af)?;if n==0{self.gv=true;return Ok(None);}match
self.jz(){Some(b'*')|Some(b'.')=>self.iv(n).map(Some),_=>Ok(Some(A::gc(n)))}}pub fn lk(&self,mut hl:impl FnMut(DT,DT)){let ny=self.bw[self.hg..].split(u8::
is_ascii_whitespace).filter(|af|!af.is_empty());let gw=self.bd.fz();let hn=|af:&[u8]|af.iter().filter(|&&da|da==gw).count();if self.bd==G::BD{let j:Vec<&[u8]> =ny.collect
();for h in j.chunks_exact(8){hl(8,h.iter().map(|an|hn(an)).sum());}return;}let mut ax=None;for af in ny{if jq(af[0]){if let Some((_,g))=&mut ax{*g+=hn(af);}continue;}if
let Some((n,g))=ax.take(){hl(n,g);}if!af.iter().all(u8::is_ascii_digit)||af.len()>2{return;}match af.iter().fold(0,|n,&d|10*n+DT::from(d-b'0')){0=>return,n=>ax=Some((n,0)
)}}if let Some((n,g))=ax{hl(n,g);}}fn lz(&self,af:&BR)->Result<DT,M>{self.ix(af)?;if!af.bl.iter().all(u8::is_ascii_digit){return Err(self.fr(af,af.ai,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",B,pt(af.bl)),));}let dj=af.bl.iter().fold(0u64,|rl,&qf|{rl.saturating_mul(10).saturating_add(u64::
from(qf-b'0'))});if dj>B as u64{return Err(self.fr(af,af.ai,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(af.bl),B),));}Ok(dj as DT)}fn
iv(&mut self,n:DT)->Result<A,M>{let mut g=Vec::with_capacity(n);for an in 0..n{let af=match self.jc(){Some(af)=>af,None=>return Err(self.kp(an,n))};match ol(af.bl,n,self.
bd.fz()){Some(dk)=>g.push(dk),None=>return Err(self.ns(&af,an,n))}}Ok(A::new(n,g))}fn ns(&self,af:&BR,an:DT,n:DT)->M{if let Err(e)=self.ix(af){return e;}if let Some(am)=(
af.bl.iter()).position(|&da|!jq(da)){let at=af.ai+am;let cn=match gg(self.bw,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",af.bl[am])};return self.fr(
af,at,format!("row {} of {}: found {}, expected '*' or '.'",an+1,n,cn),);}self.fr(af,af.ai,format!("row {} of {} has {} cells, expected {}",an+1,n,af.bl.len(),n),)}fn ix(
&self,af:&BR)->Result<(),M>{if af.bl.is_ascii(){return Ok(());}let mx=af.ai+af.bl.len();let mut at=af.ai;while at<mx{match gg(self.bw,at){Some((_,len))=>at+=len,None=>{
return Err(self.fr(af,at,format!("byte 0x{:02X} is not valid UTF-8",self.bw[at]),))}}}Ok(())}fn gd(&mut self){while let Some(&km)=self.bw.get(self.hg){if!km.
is_ascii_whitespace(){break;}self.hg+=1;if km==b'\n'{self.ap+=1;self.bo=self.hg;}}}fn jz(&mut self)->Option<u8>{self.gd();self.bw.get(self.hg).copied()}fn jc(&mut self)->
Option<BR<'a>>{self.gd();let ai=self.hg;let gl=&self.bw[ai..];let len=gl.iter().position(u8::is_ascii_whitespace).unwrap_or(gl.len());if len==0{return None;}self.hg+=len;
Some(BR{bl:&gl[..len],ai,ap:self.ap,bo:self.bo})}fn fr(&self,af:&BR,at:DT,bv:String)->M{M{ap:af.ap,am:dv(self.bw,af.bo,at),bv}}fn kp(&self,nu:DT,n:DT)->M{M{ap:self.ap,am:
dv(self.bw,self.bo,self.bw.len()),bv:format!("input ended after {} of {} board rows",nu,n)}}}fn ol(bl:&[u8],n:DT,gw:u8)->Option<u64>{if bl.len()!=n{return None;}let(mut
dk,mut iw)=(0u64,true);for(am,&da)in bl.iter().enumerate(){dk|=u64::from(da==gw)<<am;iw&=jq(da);}iw.then_some(dk)}fn jq(km:u8)->bool{km==b'*'||km==b'.'}fn gg(bw:&[u8],at:
DT)->Option<(char,DT)>{let len=match bw[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let oo=bw.get(at..at+len)?;let bl=std::str::
from_utf8(oo).ok()?;bl.chars().next().map(|c|(c,len))}fn dv(bw:&[u8],bo:DT,at:DT)->DT{let mut am=1;let mut hg=bo;while hg<at{hg+=gg(bw,hg).map_or(1,|(_,len)|len);am+=1;}
am}fn pt(bl:&[u8])->String{const DG:DT=24;let bl=String::from_utf8_lossy(bl);if bl.chars().count()>DG{let qx:String=bl.chars().take(DG).collect();format!("{:?}...",qx)}
else{format!("{:?}",bl)}}}mod gj{use crate::{DT,h::ag,h::A,count::{bb,bq,L}};pub fn fy<E>(h:&A,os:DT,oe:&mut dyn FnMut(&[DT])->Result<(),E>,)->Result<(),E>{struct DQ<'a,E
>{j:Vec<L>,nd:u64,ov:bool,la:Vec<DT>,ad:DT,oe:&'a mut dyn FnMut(&[DT])->Result<(),E>}impl<E>DQ<'_,E>{fn bu(&mut self,cw:(u64,u64,u64))->Result<(),E>{let ao=self.la.len();
if ao==self.j.len(){self.ad-=1;return(self.oe)(&self.la);}let(ae,aa,v)=cw;let mut ab=!(ae|aa|v|self.j[ao].g);while ab!=0&&self.ad>0{let bm=ab&ab.wrapping_neg();ab^=bm;let
next=bb(self.j[ao].ew,bm,ae,aa,v);if self.ov&&!self.qa(ao+1,next){continue;}self.la.push(bm.trailing_zeros()as DT);self.bu(next)?;self.la.pop();}Ok(())}fn qa(&self,ao:DT,
(ae,aa,v):(u64,u64,u64))->bool{let mut ka=0;for(ds,an)in self.j[ao..].iter().enumerate(){let ab=!(ae|aa<<ds|v>>ds|an.g);if ab==0{return false;}ka|=ab;}let ja=self.nd&!ae;
ka&ja==ja}}if os==0{return Ok(());}let mut mq=DQ{j:bq(h),nd:ag(h.n),ov:!h.gy(),la:Vec::with_capacity(h.n),ad:os,oe};mq.bu((0,0,0))}}mod nk{use std::{sync::atomic::{
AtomicBool as DB,Ordering as DA},sync::{Arc,Mutex,PoisonError as DZ}};pub struct CJ<T>{ba:DB,dj:Mutex<Option<Arc<T>> >}impl<T>Default for CJ<T>{fn default()->CJ<T>{CJ{ba:
DB::new(false),dj:Mutex::new(None)}}}impl<T>CJ<T>{pub fn get(&self)->Option<Arc<T>>{match self.ba.load(DA::Acquire){true=>self.dj.lock().ok()?.clone(),false=>None}}pub fn
ku(&self,fw:impl FnOnce()->T)->Arc<T>{let ba=self.get().unwrap_or_else(||Arc::new(fw()));let mut dj=self.dj.lock().unwrap_or_else(DZ::into_inner);self.ba.store(true,DA::
Release);dj.get_or_insert(ba).clone()}}}mod ck{use crate::gx::G;use std::io::{self,Write as CZ};#[derive(Clone,Copy,Default)]pub struct CA{pub bd:G,pub gj:usize,pub rm:
usize,pub time:bool,pub bh:bool}pub struct CD<W:CZ>{pub jy:W,pub format:CA}impl<W:CZ>CD<W>{pub fn cd(&mut self,aq:&[usize])->io::Result<()>{let aq:Vec<String> =aq.iter().
map(|c|(c+1).to_string()).collect();writeln!(self.jy,"{}",aq.join(" "))}pub fn count(&mut self,hl:usize,count:u64,fp:bool)->io::Result<()>{if self.format.bd==G::BY{write!
(self.jy,"Case {}: ",hl)?;}writeln!(self.jy,"{}",count)?;if fp{self.jy.flush()?;}Ok(())}}pub fn er(bb:&str,bv:&str){eprintln!("nqueens: error: {}: {}",bb,bv);}}mod dd{use
crate::h::{A,B};use std::sync::atomic::{AtomicU64 as BW,Ordering as DA};#[derive(Default)]struct BL(BW);impl BL{pub fn get(&self)->Option<u64>{self.0.load(DA::Relaxed).
checked_sub(1)}fn ld(&self,count:u64){self.0.store(count.wrapping_add(1),DA::Relaxed);}}pub struct AA([BL;B+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BL::
default()))}pub fn get(&self,h:&A)->Option<u64>{match h.gy(){true=>self.0[h.n].get(),false=>None}}pub fn qz(&self,h:&A,count:u64){if h.gy(){self.0[h.n].ld(count);}}}}mod
az{pub struct O(pub u64);impl O{pub fn je()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn ic(&
mut self,qc:usize)->usize{(self.next()%qc as u64)as usize}}}mod stdin{use crate::{h::A,gx::{G,BM},bc::{CX,D}};use std::io::{self,Read};pub fn nv(ii:&[usize],bd:G,qr:impl
FnOnce(&[(usize,usize)],&mut CX)->D,)->D{if!ii.is_empty(){return qr(&[],&mut ii.iter().map(|&n|Ok(A::gc(n))));}let mut gx=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut gx){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CP;}let mut nm=BM::new(&gx,bd);let mut ep=Vec::new();nm.lk(|n,g|ep.push((n,g)
));qr(&ep,&mut std::iter::from_fn(||nm.nh().transpose()),)}}mod df{use crate::DT;pub const BH:u64=9;pub const AS:u64=20;pub const BB:DT=256;pub const BA:DT=64;pub const
BU:f64=32.;pub const BN:DT=16;pub const AG:f64=4.;pub const BJ:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CL:f64=0.15;pub const AP:f64=0.3;pub
const BF:u64=4<<20;pub const BS:f64=1./32.;pub const CE:f64=0.25;pub const AZ:f64=4.;pub const CN:f64=4.;pub const BI:f64=1.25;pub const CM:f64=4.;pub const AU:f64=80.;
pub const CB:f64=1.5;pub const BT:u64=96<<20;pub const AO:DT=8;pub const V:DT=8;pub const AB:DT=32;pub const AH:u32=4;pub const BK:DT=10;pub const CS:DT=64;pub const AW:
u64=2;const DD:DT=4096;}mod bc{use crate::{h::A,gx::M,ck::{self,CD}};use std::io::{self,Write as CZ};pub enum D{DC,CP,CF,BV(io::Error)}impl D{pub fn pw(self)->i32{match
self{D::DC|D::CF=>0,D::CP=>1,D::BV(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CX<'a> =dyn Iterator<Item=Result<A,M>>+'a;pub trait
CH<W:CZ>{fn hl(&mut self,bc:&mut AR<W>,h:A)->Result<(),D>;fn drain(&mut self,_writer:&mut AR<W>)->Result<(),D>{Ok(())}fn gu(&mut self,bc:&mut AR<W>)->D{bc.pl()}fn mi(&
self)->bool{false}}pub fn mw<W:CZ,C:CH<W>>(bc:&mut AR<W>,fg:&mut CX,dx:&mut C,)->Option<D>{loop{if dx.mi(){return None;}let di=match fg.next(){Some(Ok(h))=>match dx.hl(bc
,h){Ok(())=>continue,Err(di)=>di},Some(Err(er))=>match dx.drain(bc){Ok(())=>bc.mr(&er),Err(di)=>di},None=>match dx.drain(bc){Ok(())=>dx.gu(bc),Err(di)=>di}};return Some(
di);}}pub struct AR<W:CZ>{pub ck:CD<W>,pub fg:usize}impl<W:CZ>AR<W>{fn mr(&mut self,er:&M)->D{let bb=format!("line {}, column {}",er.ap,er.am);self.qu(&bb,&er.bv)}fn qu(&
mut self,bb:&str,bv:&str)->D{if let Err(e)=self.ck.jy.flush(){return cv(e);}ck::er(bb,bv);D::CP}fn pl(&mut self)->D{match self.ck.jy.flush(){Ok(())=>D::DC,Err(e)=>cv(e)}}
}pub fn cv(er:io::Error)->D{if er.kind()==io::ErrorKind::BrokenPipe{D::CF}else{D::BV(er)}}}mod count{pub mod kk{use crate::DT;use super::{iy::AL,ac,filter::{self,H},fu::
DE,cc::Q};use crate::{h::A,nk::CJ,df::{BS,CN,CE,AZ}};use std::{sync::atomic::{AtomicBool as DB,AtomicI64 as EB,AtomicU32 as DX,AtomicU64 as BW,Ordering::Relaxed as AC},
sync::Arc};pub enum AF{DF{count:u64,by:By},Q{cc:Q,ak:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DN,AT,CQ,H,DW}#[derive(Default)]pub struct BG{lv:[CJ<H>;filter::B+1],kl
:[DB;filter::B+1],ep:[DX;filter::B+1],ij:[BW;filter::B+1],ha:[DX;filter::B+1],cb:[BW;filter::B+1],bs:[BW;filter::B+1],jd:[[EB;4];filter::B+1],fu:DE,gp:AL}impl BG{pub fn
new(gp:AL)->BG{BG{gp,..Default::default()}}pub fn mk(&self,fg:&[(DT,DT)]){for&(n,g)in fg{if n<=filter::B&&g>0{self.ep[n].fetch_add(1,AC);qo(&self.ij[n],he(n,g));}}}pub fn
count(&self,h:&A)->AF{let n=h.n;if h.gy(){if let Some(ba)=self.filter(n){return ee(ba.count(h),By::H);}if n<=AJ{let mut o=hb(n)as u64;if let Ok((count,by))=dp(h,&mut o){
return ee(count,by);}}return fp(self.gp.gc(n));}let g=h.ed();let fm=hb(n);if let Some(ba)=self.filter(n){return self.re(&ba,h,g,fm);}if let Some(ha)=self.ha.get(n){ha.
fetch_add(1,AC);qo(&self.cb[n],he(n,g));}let o=self.kq(h,g,fm);if let Some(ba)=self.kb(h,o){return ee(ba.count(h),By::H);}let mut ad=o as u64;let mo=self.fu.mo(n,o,self.
bs.get(n));let av=dp(h,&mut ad);let ac=matches!(av,Ok((_,By::AT))|Err(Some(_)));let bt=self.fu.lr(mo,o-ad as f64,ac);let cs=match av{Ok((count,by))=>{self.nw(h,bt,0.);
return ee(count,by);}Err(cs)=>cs};if self.fc(h,bt,0.){if let Some(ba)=self.fw(n){self.fa(n,bt);return ee(ba.count(h),By::H);}}let gh=|ak|self.fc(h,bt,self.fu.hf(ak,false)
);let ch=self.fu.ch();let(cc,ak)=self.gp.cc(h,cs,ch,&gh);let cl=self.fu.hf(ak,matches!(cc,Q::AT(_)));if let Some(ba)=self.nw(h,bt,cl){return ee(ba.count(h),By::H);}fp((cc
,ak))}fn re(&self,ba:&H,h:&A,g:DT,fm:f64)->AF{let n=h.n;let pc=4*g/(n*n+1);let jd=&self.jd[n][pc];let el=ba.kc(g);let o=(el*CE).min(fm);let hc=self.fu.hf(1.,ac::fc(h));if
(jd.load(AC)as f64)< -el*AZ||self.kv(n,g,0.,o*hc){return ee(ba.count(h),By::H);}let mut ad=o as u64;if let Ok((count,by))=dp(h,&mut ad){jd.fetch_add((el-o+ad as f64)as
i64,AC);return ee(count,by);}jd.fetch_sub(o as i64,AC);ee(ba.count(h),By::H)}fn kv(&self,n:DT,g:DT,ha:f64,eo:f64)->bool{let qy=eo*CN;let ih=he(n,g);let pj=f64::from_bits(
self.cb[n].load(AC))-ih*ha;self.bs[n].load(AC)as f64*ih>qy*pj}fn filter(&self,n:DT)->Option<Arc<H>>{self.lv.get(n)?.get()}fn nw(&self,h:&A,bt:f64,cl:f64)->Option<Arc<H>>{
let n=h.n;let fc=n<=filter::B&&self.fc(h,bt,cl);self.fa(n,bt+cl);if!fc{return None;}let ba=self.fw(n)?;(cl>0.).then_some(ba)}fn fa(&self,n:DT,ak:f64){if let Some(bs)=self
.bs.get(n){bs.fetch_add(ak as u64,AC);}}fn fw(&self,n:DT)->Option<Arc<H>>{if self.kl[n].swap(true,AC){return None;}Some(self.lv[n].ku(||H::new(n)))}fn fc(&self,h:&A,bt:
f64,cl:f64)->bool{bt>self.hz(h,cl,bt)}fn hz(&self,h:&A,cl:f64,qb:f64)->f64{let n=h.n;if n>filter::B{return f64::INFINITY;}let bs=self.bs[n].load(AC)as f64+cl;let fw=H::ma
(n);let ha=self.ha[n].load(AC).max(1);let cb=f64::from_bits(self.cb[n].load(AC));let(pf,kf)=match self.ep[n].load(AC){0=>(ha,cb),ep=>(ep.saturating_sub(ha),f64::from_bits
(self.ij[n].load(AC))-cb,)};let nx=if cl>0.{1.}else{0.};let hz=|mz:f64|{let qk=fw+mz*(f64::from(pf)+nx+AZ);let ox=qk-cl;let nn=match(ox<0.,cb>0.){(true,_)=>0.,(false,true
)=>ox*cb/kf.max(0.),(false,false)=>f64::INFINITY};nn.max(fw*BS)-bs};let dh=hz(0.);match dh<qb{true=>hz(H::mj(h)),false=>dh}}}fn he(n:DT,g:DT)->f64{let ab=1.-g as f64/(n*n
)as f64;ab.powi(n as i32)}fn qo(sum:&BW,x:f64){let _=sum.fetch_update(AC,AC,|dr|{Some((f64::from_bits(dr)+x).to_bits())});}fn ee(count:u64,by:By)->AF{AF::DF{count,by}}fn
fp((cc,ak):(Q,f64))->AF{AF::Q{cc,ak:Some(ak)}}impl AF{pub fn me(self)->(u64,bool){match self{AF::DF{count,..}=>(count,false),AF::Q{cc,..}=>(cc.eu(),true)}}}mod av{use
super::{BG,By};use crate::{h::A,count::filter::{self,H},count::{bn,cf,ac,go,bq},df::{BN,AG}};use std::{sync::atomic::Ordering::Relaxed as AC,sync::Arc};impl BG{pub fn kb(
&self,h:&A,o:f64)->Option<Arc<H>>{let n=h.n;let bs=self.bs.get(n)?.load(AC);if n<=AJ||bs>0||self.ep[n].load(AC)<2{return None;}let(bh,ac)=jn(h);if bh<=o{return None;}let
eo=self.fu.hf(bh,ac);let bt=self.fu.hf(o,ac);let gl=if ac{eo-bt}else{eo};if!self.fc(h,bt,self.gp.dh(h,gl)){return None;}let ba=self.fw(n)?;self.fa(n,eo);Some(ba)}pub fn
kq(&self,h:&A,g:usize,fm:f64)->f64{let n=h.n;if n>filter::B||self.kl[n].load(AC){return fm;}let hc=self.fu.hf(1.,ac::fc(h));if self.kv(n,g,1.,fm*hc){return 0.;}(self.hz(h
,0.,fm*hc)/hc+1.).clamp(0.,fm).floor()}}pub const AJ:usize=11;pub fn hb(n:usize)->f64{use crate::df::{BB,BU};AG*(BB*n)as f64*BU}pub fn dp(h:&A,o:&mut u64,)->Result<(u64,
By),Option<ac::X>>{let j=bq(h);let mp=(BN*h.n)as u64;if*o<=mp*(1+AG as u64){let count=cf(&j,o).ok_or(None)?;return Ok((count,By::DN));}let mut ad=mp;if let Some(count)=cf
(&j,&mut ad){*o-=mp-ad;return Ok((count,By::DN));}*o-=mp;if ac::fc(h){let bj=ac::I::new(h);let count=bj.kn(o).map_err(Some)?;Ok((count,By::AT))}else{let count=bn(&j,o).
ok_or(None)?;Ok((count,By::CQ))}}fn jn(h:&A)->(f64,bool){match ac::fc(h){true=>(ac::I::new(h).bh(),true),false=>(go::bh(h),false)}}}pub use self::av::hb;use self::av::{dp
,AJ};}mod iy{use super::{br::{hh,CG,U,S},dt::AI,cc::Q,ac,mf,go,bq};use crate::h::A;#[derive(Default)]pub struct AL;impl AL{pub fn gc(&self,n:usize)->(Q,f64){(hh(n).into()
,0.)}pub fn dh(&self,_:&A,ak:f64)->f64{ak}pub fn cc(&self,h:&A,av:Option<ac::X>,ch:f64,gh:&dyn Fn(f64)->bool,)->(Q,f64){let(cc,ak,eo):(Q,f64,f64)=if ac::fc(h){let bj=ac::
I::new(h);let ak=bj.bh();let(cc,ak)=match av{Some(av)=>{let gl=av.pd(ak);(U::pe(bj,av),gl)}None=>{let ai=bj.ai();(U::new(bj,vec![(ai,1)]),ak)}};(cc.into(),ak,ak*ch)}else{
let j=vec![bq(h)];let cc=S::cc(mf::BX,CG::CQ,j,vec![1]);let ak=go::bh(h);(cc.into(),ak,ak)};match AI::ec(h).filter(|&dt|dt<eo){Some(dt)if!gh(dt)=>(AI::new(h).into(),dt),_
=>(cc,ak)}}}}mod ac{use crate::{EA,DT};use super::{go::fd,ff::{ig,fl},L,dr,gi};use crate::{h::{ag,A,R,P},az::O,df::{V,BH,BA,AH,BK,AB}};pub const BX:&str="dynamic";pub
struct I{pub n:DT,bk:[EA;64],ea:[EA;64],ca:fi::AX}#[derive(Clone,Copy)]pub struct F{aj:EA,bi:EA,hd:u128,cx:u128,ek:u128}impl F{fn aj(&self)->DT{self.aj.count_ones()as DT}
}enum Y{DK,CO,BZ(P,EA)}pub fn fc(h:&A)->bool{let n=h.n;let ke=match n<=fi::B{true=>AB,false=>V};h.ed()*ke>n*n}impl I{pub fn new(h:&A)->I{let n=h.n;let all=ag(n);let mut
bk=[0u64;64];let mut ea=[0u64;64];for(r,&an)in h.g.iter().enumerate(){bk[r]=!an&all;for(c,j)in ea.iter_mut().enumerate().take(n){*j|=(bk[r]>>c&1)<<r;}}I{n,bk,ea,ca:fi::AX
::new(n)}}pub fn ai(&self)->F{F{aj:ag(self.n),bi:ag(self.n),hd:0,cx:0,ek:0}}fn fh(&self,p:&F,ap:P)->EA{let m=self.n-1;match ap{P::L(r)=>{let hd=(p.hd>>r)as EA;let ek=(p.
ek>>(m-r))as EA;self.bk[r&63]&p.bi&!hd&!ek}P::AN(c)=>{let hd=(p.hd>>c)as EA;let cx=(p.cx>>(m-c))as EA;self.ea[c&63]&p.aj&!hd&!cx}}}fn pk(&self,p:&F,nt:bool)->Y{let aq=if
nt{0}else{p.bi};co(p.aj,aq,|ap|self.fh(p,ap))}fn pz(&self,ad:&mut Vec<F>,ar:&[R],it:impl Iterator<Item=R>,){for p in ad.iter_mut(){*p=ar.iter().fold(*p,|p,&fk|self.bb(&p,
fk));}let ai=self.ai();ad.extend(it.map(|da|self.bb(&ai,da)));}pub fn bb(&self,p:&F,(r,c):R)->F{F{aj:p.aj&!(1u64<<r),bi:p.bi&!(1u64<<c),hd:p.hd|1u128<<(r+c),cx:p.cx|1u128
<<(r+self.n-1-c),ek:p.ek|1u128<<(c+self.n-1-r)}}pub fn en(&self,p:&F)->Vec<L>{gi(p.aj,|r|!self.fh(p,P::L(r)))}pub fn bh(&self)->f64{self.ec(BA,BH as f64)}pub fn ec(&self,
de:DT,ni:f64)->f64{if self.n<=fi::B{return self.lq(de);}let cp=|_:&mut O|(Some(self.ai()),1.);ig(de,&mut O::je(),cp,|js,az|{let p=js.as_ref()?;match self.pk(p,false){Y::
BZ(_,ab)if na(ab,p.aj)=>{let mh=fd(1,&self.en(p),az);Some((1,None,mh))}Y::BZ(ap,ab)=>{let at=fl(ab,az).trailing_zeros()as DT;Some((ab.count_ones(),Some(self.bb(p,ap.da(at
))),ni,))}Y::DK|Y::CO=>None}})}pub fn count(&self,p:F)->EA{if self.n<=fi::B{return self.lm(&p);}self.jm(p)}pub fn kn(&self,o:&mut EA)->Result<EA,X>{match self.n<=fi::B{
true=>self.lu(I::hm,o),false=>self.lu(I::gn,o)}}fn lu(&self,core:CU,o:&mut EA)->Result<EA,X>{let bt=*o;let mut ad=Vec::new();let dw=core(self,o,&mut ad);match*o{0=>Err(X{
dw,ad,bt}),_=>Ok(dw)}}}type CU=fn(&I,&mut EA,&mut Vec<F>)->EA;pub struct X{pub dw:EA,pub ad:Vec<F>,bt:EA}impl X{pub fn pd(&self,ak:f64)->f64{(ak-self.bt as f64).max(0.)}}
mod fi{use crate::DT;use super::{F,I};use crate::{h::R,count::{dr,gf},df::AS};pub const B:DT=16;const J:DT=2*B;static DJ:[[u16;J];B*B]=cw();const fn cw()->[[u16;J];B*B]{
let mut cr=[[0u16;J];B*B];let mut r=0;while r<B{let mut c=0;while c<B{let mut ap=0;while ap<B{cr[r*B+c][ap]=hp(r,c,ap);cr[r*B+c][B+ap]=hp(c,r,ap);ap+=1;}c+=1;}r+=1;}cr}
const fn hp(r:DT,c:DT,ap:DT)->u16{if ap==r{return!(1<<c);}let kg=ap.abs_diff(r);let mut u=1u16<<c;if c+kg<B{u|=1<<(c+kg);}if c>=kg{u|=1<<(c-kg);}u}static DM:[[u16;J];J]=
kd();const fn kd()->[[u16;J];J]{let mut cr=[[0u16;J];J];let mut ah=0;while ah<J{cr[ah][ah]=u16::MAX;ah+=1;}cr}#[derive(Clone,Copy)]pub struct AY{u:[u16;J],ct:[u16;J]}pub
struct AX{ir:[i16;J],ah:[u8;J]}impl AX{pub fn new(n:DT)->AX{let mut fi:Vec<DT> =(0..J).collect();let lp=|ah:DT|(2*(ah%B)).abs_diff(n.saturating_sub(1));fi.sort_by_key(|&
ah|(lp(ah),ah%B,ah/B));let mut ca=AX{ir:[0;J],ah:[0;J]};for(ir,&ah)in fi.iter().enumerate(){ca.ir[ah]=ir as i16;ca.ah[ir]=ah as u8;}ca}}const DL:i16=1<<14;impl AY{fn of(
bj:&I,p:&F)->AY{let mut em=AY{u:[u16::MAX;J],ct:[u16::MAX;J]};for r in dr(p.aj){em.u[r]=bj.fh(p,crate::h::P::L(r))as u16;em.ct[r]=0;}for c in dr(p.bi){em.u[B+c]=bj.fh(p,
crate::h::P::AN(c))as u16;em.ct[B+c]=0;}em}#[inline(always)]fn co(&self,ca:&AX)->(DT,u16){let mut dh=i16::MAX;for ah in 0..J{let ct=(self.ct[ah]&DL as u16)as i16;let oq=(
(self.u[ah].count_ones()as i16)<<6|ca.ir[ah])+ct;dh=dh.min(oq);}let ah=DT::from(ca.ah[(dh&31)as DT])&(J-1);(ah,self.u[ah])}#[inline(always)]fn ks(&self,ca:&AX)->Option<DT
>{let mut dh=i16::MAX;for ah in 0..J{let u=self.u[ah];let rb=i16::from(u&u.wrapping_sub(1)!=0);dh=dh.min(ca.ir[ah]|rb<<6);}(dh<64).then(||DT::from(ca.ah[dh as DT&(J-1)]))
}#[inline(always)]#[allow(clippy::needless_range_loop)]fn bb(&self,ah:DT,at:DT)->Option<AY>{let(r,c)=fk(ah,at);let cw=&DJ[(r*B+c)&(B*B-1)];let(an,am)=(&DM[r&(B-1)],&DM[B+
(c&(B-1))]);let mut next=AY{u:[0;J],ct:[0;J]};let mut ja=0u16;for ah in 0..J{let ct=self.ct[ah]|an[ah]|am[ah];let u=self.u[ah]&!cw[ah]|ct;next.u[ah]=u;next.ct[ah]=ct;ja|=
u16::from(u==0);}(ja==0).then_some(next)}#[inline(always)]fn hs(&mut self,ca:&AX,j:&mut u32)->bool{while*j>=2{let ah=match self.ks(ca){Some(ah)=>ah,None=>break};let at=
self.u[ah].trailing_zeros()as DT;*self=match self.bb(ah,at){Some(next)=>next,None=>return false};*j-=1;}true}}fn fk(ah:DT,at:DT)->R{match ah<B{true=>(ah,at),false=>(at,ah
-B)}}pub fn count<const Z:bool>(bj:&I,em:&AY,ad:u32,o:&mut u64,cs:&mut Vec<F>,)->u64{if Z&&!gf(o,AS){cs.push(bj.ai());return 0;}let(ah,mut u)=em.co(&bj.ca);if ad==1{
return u64::from(u.count_ones());}let mut au=0;while u!=0{let at=u.trailing_zeros()as DT;u&=u-1;let mut next=match em.bb(ah,at){Some(next)=>next,None=>continue};let mut j
=ad-1;let oh=next.hs(&bj.ca,&mut j);if!oh{continue;}if j==1{au+=1;continue;}au+=count::<Z>(bj,&next,j,o,cs);if Z&&*o==0{let it=dr(u64::from(u)).map(|at|fk(ah,at));bj.pz(
cs,&[fk(ah,at)],it);return au;}}au}impl I{pub fn hm(&self,o:&mut u64,ad:&mut Vec<F>)->u64{let em=AY::of(self,&self.ai());count::<true>(self,&em,self.n as u32,o,ad)}pub fn
lm(&self,p:&F)->u64{match p.aj(){0=>1,ad=>count::<false>(self,&AY::of(self,p),ad as u32,&mut 0,&mut Vec::new(),)}}pub fn lq(&self,de:DT)->f64{use crate::{count::ff::ig,az
::O};let ai=AY::of(self,&self.ai());let cp=|_:&mut O|((ai,self.n as u32),1.);ig(de,&mut O::je(),cp,|&(em,ad),az|{if ad<=2{return None;}let(ah,u)=em.co(&self.ca);let mb:
Vec<(AY,u32)> =dr(u64::from(u)).filter_map(|at|{let mut next=em.bb(ah,at)?;let mut j=ad-1;let oh=next.hs(&self.ca,&mut j);(oh&&j>1).then_some((next,j))}).collect();let qs
=*mb.get(az.ic(mb.len().max(1)))?;Some((mb.len()as u32,qs,AS as f64))},)+AS as f64}}}fn oz(u:EA)->bool{u&(u-1)==0}fn kr(dl:EA,ci:EA,ab:impl Fn(P)->EA,)->Option<Y>{let ap=
if dl!=0{P::L(dl.trailing_zeros()as DT)}else if ci!=0{P::AN(ci.trailing_zeros()as DT)}else{return None;};Some(Y::BZ(ap,ab(ap)))}fn du(u:EA)->u32{let py=u&(u-1);let mn=py&
py.wrapping_sub(1);let qv=mn&mn.wrapping_sub(1);1+u32::from(py!=0)+u32::from(mn!=0)+u32::from(qv!=0)}#[inline(always)]fn jb(aj:EA,bi:EA,ab:impl Fn(P)->EA,qh:bool,)->Y{let
kh=||{dr(aj).map(P::L).chain(dr(bi).map(P::AN))};let mut ev=(u32::MAX,P::L(0),0);for ap in kh(){let u=ab(ap);let jj=du(u);if jj<ev.0{ev=(jj,ap,u);if jj==2{break;}}}if ev.
0>=AH&&qh{ev.0=u32::MAX;for ap in kh(){let u=ab(ap);if u.count_ones()<ev.0{ev=(u.count_ones(),ap,u);}}}Y::BZ(ev.1,ev.2)}fn co(aj:EA,bi:EA,ab:impl Fn(P)->EA,)->Y{if aj==0{
return Y::CO;}let(mut dl,mut ci)=(0u64,0u64);for(kh,ks,ap)in[(aj,&mut dl,P::L as fn(DT)->P),(bi,&mut ci,P::AN)]{for at in dr(kh){let u=ab(ap(at));if u==0{return Y::DK;}*
ks|=EA::from(oz(u))<<at;}}match kr(dl,ci,&ab){Some(iy)=>iy,None=>jb(aj,bi,ab,true)}}fn na(ab:EA,aj:EA)->bool{du(ab)>=AH&&aj.count_ones()as DT<=BK}}mod ph{use super::{ac::
{F,I},eb,bn};impl I{pub fn jm(&self,p:F)->u64{eb(&self.en(&p),0,0,0,0)}pub fn gn(&self,o:&mut u64,ad:&mut Vec<F>)->u64{let ai=self.ai();bn(&self.en(&ai),o).unwrap_or_else
(||{ad.push(ai);0})}}}mod mf{use crate::{EA,DT};use super::L;use crate::df::{CS,AW};pub const BX:&str="fast";struct AK{ab:EA,ae:EA,aa:EA,v:EA,al:EA,len:DT,jo:[EA;64],jl:[
EA;64],jr:[EA;64],is:[EA;64],iq:[EA;64]}type CR=(EA,EA,EA,EA,EA);struct BP{dc:EA,ht:[EA;64],cn:EA}pub fn db(an:EA)->EA{60-4*an}#[inline(always)]fn gr(dk:EA,rs:EA,no:EA)->
EA{rs&dk|no&!dk}impl AK{fn new()->AK{AK{ab:0,ae:0,aa:0,v:0,al:0,len:DT::MAX,jo:[0;64],jl:[0;64],jr:[0;64],is:[0;64],iq:[0;64]}}fn ai(&mut self,cp:CR){(self.ab,self.ae,
self.aa,self.v,self.al,)=cp;self.len=0;}fn gu(&self)->bool{self.len==DT::MAX}#[inline(always)]fn hc<const AE:bool>(&mut self,g:&[EA;128],ez:&[EA;64],ax:EA,)->EA{self.hx::
<AE,false>(g,ez,ax,None)}#[inline(always)]fn hx<const AE:bool,const DV:bool>(&mut self,g:&[EA;128],ez:&[EA;64],ax:EA,bp:Option<&mut BP>,)->EA{let(ab,ae,al)=(self.ab,self.
ae,self.al);let(ad,be)=(self.aa,self.v);let bm=ab&ab.wrapping_neg();let gl=ab^bm;let ew=if AE{1}else{ez[(al&63)as DT]};let(ex,ey,ef)=super::bb(ew as u32,bm,ae,ad,be);let
bz=!(ex|ey|ef|g[((al+1)&127)as DT]);let bu=((bz|bz.wrapping_neg())as i64>>63)as EA;let rh=DT::from(gl!=0);let hv=self.len&63;self.jo[hv]=gl;self.jl[hv]=ae;self.jr[hv]=ad;
self.is[hv]=be;self.iq[hv]=al;let bg=(self.len+rh).wrapping_sub(1);let t=bg&63;if let(true,Some(bp))=(DV,bp){let dc=bp.dc;bp.cn=dc|EA::from(bm.trailing_zeros())<<db(al&15
);bp.ht[hv]=dc;bp.dc=gr(bu,bp.cn,bp.ht[t]);}self.ab=gr(bu,bz,self.jo[t]);self.ae=gr(bu,ex,self.jl[t]);self.aa=gr(bu,ey,self.jr[t]);self.v=gr(bu,ef,self.is[t]);self.al=gr(
bu,al+1,self.iq[t]);self.len=bg.wrapping_add((bu&1)as DT);EA::from(al==ax)}}fn hw(cq:DT,al:DT,ax:EA)->bool{CS>cq&&al as EA+AW<ax}pub fn eb(j:&[L],ao:DT,ae:EA,aa:EA,v:EA)
->EA{let count=mq::<false>(j,ao,(ae,aa,v),&mut 0);count.expect("an unbounded walk ends")}pub fn bn(j:&[L],o:&mut EA)->Option<EA>{mq::<true>(j,0,(0,0,0),o)}pub fn jx(j:&[L
],ft:&mut Vec<EA>){let mut g=[EA::MAX;128];for(i,an)in j.iter().enumerate(){g[i]=an.g;}let ax=j.len()as EA-1;let mut cq:Vec<(CR,EA)> =vec![((!g[0],0,0,0,0),0)];let mut al
=0;while hw(cq.len(),al,ax){let mut next=Vec::new();for&((mut ab,ae,ad,be,_),dc)in&cq{while ab!=0{let bm=ab&ab.wrapping_neg();ab^=bm;let(ae,ad,be)=super::bb(j[al].ew,bm,
ae,ad,be);let bz=!(ae|ad|be|g[al+1]);let am=EA::from(bm.trailing_zeros());let cp=(bz,ae,ad,be,al as EA+1);next.push((cp,dc|am<<db(al as EA)));}}cq=next;al+=1;}let mut eg=
cq.into_iter().filter(|((ab,..),_)|*ab!=0);#[inline(never)]fn ai(eg:&mut impl Iterator<Item=(CR,EA)>,li:&mut AK,bp:&mut BP,)->bool{match eg.next(){Some((cp,dc))=>{li.ai(
cp);bp.dc=dc;true}None=>false}}let il=||BP{dc:0,ht:[0;64],cn:0};let(mut a,mut b)=(AK::new(),AK::new());let(mut et,mut fv)=(il(),il());if!ai(&mut eg,&mut a,&mut et){return
;}if ai(&mut eg,&mut b,&mut fv){loop{hq(&mut a,&mut et,&g,ax,ft);hq(&mut b,&mut fv,&g,ax,ft);if a.gu()&&!ai(&mut eg,&mut a,&mut et){std::mem::swap(&mut a,&mut b);std::mem
::swap(&mut et,&mut fv);break;}if b.gu()&&!ai(&mut eg,&mut b,&mut fv){break;}}}while!a.gu(){hq(&mut a,&mut et,&g,ax,ft);}}#[inline(always)]fn hq(li:&mut AK,bp:&mut BP,g:&
[EA;128],ax:EA,ft:&mut Vec<EA>,){const DU:[EA;64]=[1;64];let mu=li.hx::<true,true>(g,&DU,ax,Some(bp));if mu==1{ft.push(bp.cn);}}fn mq<const Z:bool>(j:&[L],ao:DT,(ae,aa,v)
:(EA,EA,EA),o:&mut EA,)->Option<EA>{if ao>=j.len(){return Some(1);}let ab=!(ae|aa|v|j[ao].g);let ax=j.len()as EA-1;if ao as EA==ax{return Some(EA::from(ab.count_ones()));
}let mut g=[EA::MAX;128];let mut ez=[0u64;64];for(i,an)in j.iter().enumerate(){g[i]=an.g;ez[i]=EA::from(an.ew);}let mut cq:Vec<CR> =Vec::new();if ab!=0{cq.push((ab,ae,aa,
v,ao as EA));}let mut al=ao;while hw(cq.len(),al,ax){let mut next=Vec::new();for&(mut f,c,l,r,_)in&cq{while f!=0{let bm=f&f.wrapping_neg();f^=bm;let(nc,nl,nr)=super::bb(j
[al].ew,bm,c,l,r);let nf=!(nc|nl|nr|g[al+1]);if nf!=0{next.push((nf,nc,nl,nr,al as EA+1));}}}cq=next;al+=1;}if ez[..j.len()].iter().all(|&ew|ew==1){lh::<true,Z>(cq,&g,&ez
,ax,o)}else{lh::<false,Z>(cq,&g,&ez,ax,o)}}fn lh<const AE:bool,const Z:bool>(cq:Vec<CR>,g:&[EA;128],ez:&[EA;64],ax:EA,o:&mut EA,)->Option<EA>{let mut gf=|ak:EA|!Z||super
::gf(o,ak);let mut eg=cq.into_iter();let mut a=AK::new();let mut b=AK::new();let mut au=0u64;match eg.next(){Some(cp)=>a.ai(cp),None=>return Some(0)}if let Some(cp)=eg.
next(){b.ai(cp);}if!b.gu(){loop{if!gf(2){return None;}au+=a.hc::<AE>(g,ez,ax);au+=b.hc::<AE>(g,ez,ax);if a.gu(){match eg.next(){Some(cp)=>a.ai(cp),None=>{std::mem::swap(&
mut a,&mut b);break;}}}if b.gu(){match eg.next(){Some(cp)=>b.ai(cp),None=>break}}}}while!a.gu(){if!gf(1){return None;}au+=a.hc::<AE>(g,ez,ax);}Some(au)}}pub mod filter{
use crate::{EA,DT};use super::{mf::{jx,db},bq,z};use crate::{h::{ag,dz,A},df::{BJ,BF,CL,AP}};pub const BX:&str="filter";pub const B:DT=16;const AV:[EA;B+1]=[1,1,0,0,2,10,
4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct AD{n:DT,aw:DT,gb:Vec<u32>,u:Vec<EA>,fo:DT}fn jp(n:DT,dy:&[BC])->DT{let rf=|j:DT|{let gq=|s:&BC|s.
checked_shr(64-4*j as u32).unwrap_or(0);1+dy.windows(2).filter(|w|gq(&w[0])!=gq(&w[1])).count()};(1..n).take_while(|&j|rf(j)*8*64<=dy.len()).count()}type BC=EA;fn dv(cd:
BC,an:DT)->DT{(cd>>db(an as EA)&15)as DT}impl AD{fn new(n:DT,dy:&[BC],aw:Option<DT>)->AD{let aw=aw.unwrap_or_else(||jp(n,dy)).min(n);let ic=n-aw;let lb=n.pow(aw as u32);
let mut gb=vec![0u32;lb+1];let fo=(dy.len()+63)/64;let mut u=vec![0u64;fo*ic*n];for(i,&cd)in dy.iter().enumerate(){let gq=(0..aw).fold(0,|p,r|p*n+dv(cd,r));gb[gq+1]+=1;
for r in aw..n{let da=(r-aw)*n+dv(cd,r);u[da*fo+i/64]|=1<<(i%64);}}for p in 0..lb{gb[p+1]+=gb[p];}AD{n,aw,gb,u,fo}}fn count(&self,g:&[EA])->EA{let(n,bg)=(self.n,self.aw);
let mut cy=[0usize;B*B];let mut len=0;for(r,&an)in g.iter().enumerate().skip(bg){let mut u=an;while u!=0{cy[len]=((r-bg)*n+u.trailing_zeros()as DT)*self.fo;len+=1;u&=u-1;
}}let mut bk=[0u64;B];for(bk,&an)in bk.iter_mut().zip(&g[..bg]){*bk=!an&ag(n);}if bg==0{return match self.gb[1]{0=>0,hi=>self.jv(0,hi as DT,&cy[..len])};}self.iz(&bk[..bg
],0,&cy[..len])}fn iz(&self,bk:&[EA],gq:DT,cy:&[DT])->EA{let aj=bk.len();let dq=self.n.pow(aj as u32-1);let mut au=0;let mut aq=bk[0];while aq!=0{let p=gq*self.n+aq.
trailing_zeros()as DT;aq&=aq-1;let(lo,hi)=(self.gb[p*dq]as DT,self.gb[(p+1)*dq]as DT,);if lo==hi{continue;}au+=if aj==1{self.jv(lo,hi,cy)}else{self.iz(&bk[1..],p,cy)};}au
}fn jv(&self,lo:DT,hi:DT,cy:&[DT])->EA{let mut au=0;for w in lo/64..=(hi-1)/64{let mut iu=EA::MAX;if w==lo/64{iu&=EA::MAX<<(lo%64);}if w==(hi-1)/64{iu&=EA::MAX>>(63-(hi-1
)%64);}let mut ow=cy.chunks_exact(4);for rd in&mut ow{let u=|k:DT|self.u[rd[k]+w];iu&=!(u(0)|u(1)|u(2)|u(3));if iu==0{break;}}if iu!=0{for&at in ow.remainder(){iu&=!self.
u[at+w];}}au+=EA::from(iu.count_ones());}au}}pub struct H{cu:AD,cz:AD,el:Vec<f64>}impl H{pub fn new(n:DT)->H{H::ba(n,None,None)}fn ba(n:DT,aw:Option<DT>,kw:Option<bool>)
->H{let mut cu=Vec::new();let mut cz=Vec::new();for fx in z::ei(n){let av=cz.len();let ft=if fx.cm==8{&mut cu}else{&mut cz};jx(&bq(&fx.h),ft);let cn=cz.len()-av;for i in
av..av+cn{for z in 1..8{cz.push(dn(n,cz[i],z));}}}if kw.unwrap_or(cu.len()/64<n*n){for cd in cu.drain(..){cz.extend((0..8).map(|z|dn(n,cd,z)));}}cu.sort_unstable();cz.
sort_unstable();cz.dedup();H{cu:AD::new(n,&cu,aw),cz:AD::new(n,&cz,aw),el:(0..=n*n).map(|g|ot(n,g)).collect()}}fn ky(n:DT)->EA{let cu=AV[n]/8+1;cu*(n*n)as EA/8+cu*8}pub
fn ma(n:DT)->f64{AV[n]as f64*f64::from(BJ[n])}pub fn mj(h:&A)->f64{ot(h.n,h.ed())}pub fn kc(&self,g:DT)->f64{self.el[g]}pub fn count(&self,h:&A)->EA{let mut au=self.cz.
count(&h.g);if self.cu.fo>0{for z in 0..8{au+=self.cu.count(&h.es(z).g);}}au}}fn ot(n:DT,g:DT)->f64{let ih=g as f64/(n*n)as f64;let fo=AV[n]as f64/64.;let jf=((fo/8.).max
(1.).ln()/(n as f64).ln()).round()as i32+1;let jf=jf.min(n as i32);let mut gz=1.;let mut ad=1.;for _ in 0..jf{gz+=ad*ih*n as f64;ad*=1.-ih;}let ic=ih*(n*(n-jf as DT))as
f64;let ra=1.-1./n as f64;let mut kz=1.;for _ in 0..ic as DT{let mut io=1.-kz;for _ in 0..6{io*=io;}gz+=ad*(1.-io);kz*=ra;}fo*gz*pg(n)}fn pg(n:DT)->f64{match H::ky(n)>BF{
true=>AP,false=>CL}}fn dn(n:DT,cd:BC,z:DT)->BC{(0..n).fold(0,|dn,r|{let(an,am)=dz(n,z,(r,dv(cd,r)));dn|(am as EA)<<db(an as EA)})}}mod br{use crate::DT;use super::{eb,gs,
ac,dt,z,L};use crate::df::AO;pub trait CT{type BQ:Copy;fn count(&self,ai:Self::BQ)->u64;}pub struct U<T:CT>{hy:Box<T>,br:Vec<(T::BQ,u64)>,pub dw:u64}#[derive(Clone,Copy,
PartialEq,Eq)]pub enum CG{DS,CQ}pub struct S{my:&'static str,core:CG,fe:Vec<Vec<L>>}#[derive(Clone,Copy)]pub struct AM{ld:DT,ao:DT,ae:u64,aa:u64,v:u64}impl S{pub fn cc(my
:&'static str,core:CG,fe:Vec<Vec<L>>,ju:Vec<u64>,)->U<S>{let br=(ju.into_iter().enumerate()).map(|(ld,cm)|(AM::px(ld),cm)).collect();U::new(S{my,core,fe},br)}}impl AM{fn
px(ld:DT)->AM{AM{ld,ao:0,ae:0,aa:0,v:0}}}impl CT for S{type BQ=AM;fn count(&self,at:AM)->u64{let j=&self.fe[at.ld];if self.core==CG::CQ&&j.len()-at.ao>AO{eb(j,at.ao,at.ae
,at.aa,at.v)}else{gs(j,at.ao,at.ae,at.aa,at.v)}}}impl CT for ac::I{type BQ=ac::F;fn count(&self,pb:ac::F)->u64{ac::I::count(self,pb)}}impl CT for dt::AI{type BQ=u32;fn
count(&self,lw:u32)->u64{self.mv(lw)}}impl<T:CT>U<T>{pub fn new(hy:T,br:Vec<(T::BQ,u64)>)->U<T>{U{hy:Box::new(hy),br,dw:0}}fn od(&self,i:DT)->u64{let(ai,cm)=self.br[i];cm
*self.hy.count(ai)}pub fn eu(&self)->u64{self.dw+(0..self.br.len()).map(|i|self.od(i)).sum::<u64>()}}impl U<ac::I>{pub fn pe(bj:ac::I,av:ac::X)->U<ac::I>{U{hy:Box::new(bj
),br:av.ad.into_iter().map(|ai|(ai,1)).collect(),dw:av.dw}}}pub fn hh(n:DT)->U<S>{let(om,ju)=z::jk(n);S::cc(z::BX,CG::CQ,om,ju)}}mod ff{use crate::az::O;pub fn ig<N>(de:
usize,az:&mut O,mut cp:impl FnMut(&mut O)->(N,f64),mut bu:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{let mut au=0.;for _ in 0..de{let(mut js,mut ou)=cp(az);while
let Some((oc,qd,qt))=bu(&js,az){ou*=f64::from(oc);au+=ou*qt;js=qd;}}au/de as f64}pub fn fl(ab:u64,az:&mut O)->u64{let mut ml=ab;for _ in 0..az.ic(ab.count_ones()as usize)
{ml&=ml-1;}ml&ml.wrapping_neg()}}pub mod dt{use crate::{EA,DT};use super::{go::ce,dr,bb,bq,L};use crate::{h::{ag,A},az::O,df::{CB,AU,CM,BT,BB}};pub const BX:&str="meet";
pub const B:DT=16;const DD:u32=64;struct CI{av:Vec<u32>,bx:Vec<u32>}pub struct AI{n:DT,bg:CI,ay:CI}impl AI{pub fn new(h:&A)->AI{let n=h.n;let j=bq(h);let mut cr=vec![0;n*
n];for(da,bx)in cr.iter_mut().enumerate(){*bx=ko(n,da/n,da%n);}let pm=|from:DT,to:DT|CI::new(&j,&cr,from,to);AI{n,bg:pm(0,n/2),ay:pm(n/2,n)}}pub fn lg(&self)->Vec<(u32,EA
)>{(0..DD.min(1<<self.n)).map(|lw|(lw,1)).collect()}pub fn ec(h:&A)->Option<f64>{if h.n>B{return None;}let(bg,ay)=pn(h);if ky(h.n,bg,ay)>BT as f64{return None;}Some(ak(h.
n,bg,ay))}}fn ky(n:DT,bg:f64,ay:f64)->f64{let cy=2.*(f64::from(1u32<<n)+1.);(bg+ay+cy)*std::mem::size_of::<u32>()as f64}fn ak(n:DT,bg:f64,ay:f64)->f64{let fe=ll(n);let gm
=bg/64.+bg.min(fe);let pp=ay*(bg/fe/64.+1.);CM*(bg+ay)+AU*gm+CB*pp}impl CI{fn new(j:&[L],cr:&[EA],from:DT,to:DT)->CI{let n=j.len();let mut av=vec![0u32;(1<<n)+1];ej(j,cr,
to,from,(0,0,0),0,&mut|ae,_|{av[ae as DT+1]+=1;});for c in 0..1<<n{av[c+1]+=av[c];}let mut bx=vec![0;av[1<<n]as DT];let mut next=av.clone();ej(j,cr,to,from,(0,0,0),0,&mut
|ae,ia|{bx[next[ae as DT]as DT]=ia as u32;next[ae as DT]+=1;});CI{av,bx}}fn on(&self,ae:DT)->&[u32]{&self.bx[self.av[ae]as DT..self.av[ae+1]as DT]}}impl AI{pub fn mv(&
self,lw:u32)->EA{let fe=1usize<<self.n;let br=DD.min(fe as u32)as DT;let qj=lw as DT*fe/br..(lw as DT+1)*fe/br;let qw=ag(self.n)as DT;let mut au=0;let mut gm:Vec<CW> =Vec
::new();for ae in qj{let(bg,ay)=(self.bg.on(ae),self.ay.on(qw^ae));if bg.is_empty()||ay.is_empty(){continue;}gm.clear();gm.extend(bg.chunks(64).map(ob));for&ia in ay{let
qe=|id:&CW|{let on=|ie:DT|id[ie][(ia>>(5*ie))as DT&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};au+=gm.iter().map(|id|EA::from(qe(id).count_zeros())).sum::<EA>();}au-=
ay.len()as EA*(gm.len()*64-bg.len())as EA;}au}}type CW=[[EA;32];6];fn ob(fj:&[u32])->CW{let mut on=[0u64;32];for(hv,&ia)in fj.iter().enumerate(){for fq in dr(ia.into()){
on[fq&31]|=1<<hv;}}let mut id=[[0;32];6];for(ie,ly)in id.iter_mut().enumerate(){for jg in 1..32usize{let ng=jg&(jg-1);let fq=5*ie+(jg^ng).trailing_zeros()as DT;ly[jg]=ly[
ng]|on[fq&31];}}id}fn ej(j:&[L],cr:&[EA],mx:DT,an:DT,(ae,ad,be):(EA,EA,EA),bx:EA,og:&mut impl FnMut(EA,EA),){if an==mx{return og(ae,bx);}let mut ab=!(ae|ad|be|j[an].g);
while ab!=0{let bm=ab&ab.wrapping_neg();ab^=bm;let ia=bx|cr[an*j.len()+bm.trailing_zeros()as DT];if an+1==mx{og(ae|bm,ia);}else{let cw=bb(j[an].ew,bm,ae,ad,be);ej(j,cr,mx
,an+1,cw,ia,og);}}}fn ko(n:DT,an:DT,am:DT)->EA{let bg=n/2;let bm=|fq:DT|match fq.checked_sub(bg){Some(at)if at<n-1=>1<<at,_=>0};bm(an+am)|bm(an+n-1-am)<<(n-1)}fn pn(h:&A)
->(f64,f64){let j=bq(h);let bg=h.n/2;(fj(&j[..bg]),fj(&j[bg..]))}fn fj(j:&[L])->f64{let ax=|ao:DT|f64::from(u8::from(ao+1==j.len()));ce(BB,j,&mut O::je(),ax)}fn ll(n:DT)
->f64{(0..n/2).fold(1.,|fe,i|fe*(n-i)as f64/(i+1)as f64)}}mod go{use super::{ff::{ig,fl},bb,bq,L};use crate::{h::A,az::O,df::BB};fn ji(h:&A)->A{hk(h).0}fn hk(h:&A)->(A,
f64){let mg=ga(h);let mut ji=(mg,0);for z in 1..8{let bh=ga(&h.es(z));if bh<ji.0{ji=(bh,z);}}if ji.0*1.5<mg{(h.es(ji.1),ji.0)}else{(h.clone(),mg)}}fn ga(h:&A)->f64{let hy
=bh(h);if h.hj(){hy/2.}else{hy}}pub fn bh(h:&A)->f64{fd(BB,&bq(h),&mut O::je())}pub fn fd(de:usize,j:&[L],az:&mut O)->f64{ce(de,j,az,|_|1.)}pub fn ce(de:usize,j:&[L],az:&
mut O,cm:impl Fn(usize)->f64,)->f64{ig(de,az,|_|((0,0u64,0u64,0u64),1.),|&js,az|{let(ao,ae,ad,be)=js;let an=*j.get(ao)?;let ab=!(ae|ad|be|an.g);if ab==0{return None;}let(
ae,ad,be)=bb(an.ew,fl(ab,az),ae,ad,be);Some((ab.count_ones(),(ao+1,ae,ad,be),cm(ao),))},)}}mod fu{use crate::df::BI;use std::time::Instant as DY;#[derive(Default)]pub
struct DE;impl DE{pub fn mo<T>(&self,_:usize,_:f64,_:T)->Option<DY>{None}pub fn lr(&self,_:Option<DY>,ak:f64,ac:bool)->f64{self.hf(ak,ac)}pub fn hf(&self,ak:f64,ac:bool)
->f64{ak*self.ch().powi(i32::from(ac))}pub fn ch(&self)->f64{BI}}}mod cc{use super::{br::{U,S},ac,dt};pub enum Q{DP(U<S>),AT(U<ac::I>),AI(U<dt::AI>)}impl Q{pub fn eu(&
self)->u64{match self{Q::DP(br)=>br.eu(),Q::AT(br)=>br.eu(),Q::AI(br)=>br.eu()}}}impl From<U<S>>for Q{fn from(br:U<S>)->Q{Q::DP(br)}}impl From<U<ac::I>>for Q{fn from(br:U
<ac::I>)->Q{Q::AT(br)}}impl From<dt::AI>for Q{fn from(dt:dt::AI)->Q{let lg=dt.lg();Q::AI(U::new(dt,lg))}}}mod nq{use super::{bb,gf,L};pub const BX:&str="reference";pub fn
gs(j:&[L],ao:usize,ae:u64,aa:u64,v:u64)->u64{let count=qq::<false>(j,ao,(ae,aa,v),&mut 0);count.expect("an unbounded count ends")}pub fn cf(j:&[L],o:&mut u64)->Option<u64
>{qq::<true>(j,0,(0,0,0),o)}fn qq<const Z:bool>(j:&[L],ao:usize,(ae,aa,v):(u64,u64,u64),o:&mut u64,)->Option<u64>{if ao>=j.len(){return Some(1);}let ax=j.len()-1;let mut
oy=[(0u64,0u64,0u64,0u64);64];let(mut ae,mut aa,mut v)=(ae,aa,v);let mut ab=!(ae|aa|v|j[ao].g);if ao==ax{return Some(u64::from(ab.count_ones()));}let mut al=ao;let mut au
=0u64;loop{if ab==0{if al==ao{return Some(au);}al-=1;let kj=oy[al];ab=kj.0;ae=kj.1;aa=kj.2;v=kj.3;continue;}if Z&&!gf(o,2){return None;}let bm=ab&ab.wrapping_neg();ab^=bm
;let(ex,ey,ef)=bb(j[al].ew,bm,ae,aa,v);let bz=!(ex|ey|ef|j[al+1].g);if al+1==ax{au+=u64::from(bz.count_ones());}else if bz!=0{oy[al]=(ab,ae,aa,v);al+=1;ab=bz;ae=ex;aa=ey;
v=ef;}}}}mod j{use crate::{DT,h::{ag,A,R}};#[derive(Clone,Copy)]pub struct L{pub g:u64,pub ew:u32}pub fn bq(h:&A)->Vec<L>{let jt=!ag(h.n);h.g.iter().map(|&g|L{g:g|jt,ew:1
}).collect()}pub fn im(h:&A,ar:&[R])->Vec<L>{let jt=!ag(h.n);let qm=ar.iter().fold(0,|j,&(r,_)|j|1<<r);gi(ag(h.n)&!qm,|r|{let oa=ar.iter().fold(0,|dk,&fk|dk|eh(fk,r));h.g
[r]|jt|oa})}pub fn gi(j:u64,g:impl Fn(DT)->u64)->Vec<L>{let mut kt:Vec<L> =Vec::with_capacity(j.count_ones()as DT);let mut lc=0;let mut ad=j;while ad!=0{let r=ad.
trailing_zeros()as DT;ad&=ad-1;if let Some(ax)=kt.last_mut(){ax.ew=(r-lc)as u32;}kt.push(L{g:g(r),ew:1});lc=r;}kt}pub fn eh((np,am):R,r:DT)->u64{let ds=r.abs_diff(np);let
bm=|c:DT|1u64.checked_shl(c as u32).unwrap_or(0);bm(am)|bm(am+ds)|am.checked_sub(ds).map_or(0,bm)}#[inline(always)]pub fn gf(o:&mut u64,ak:u64)->bool{if*o<=ak{*o=0;return
false;}*o-=ak;true}#[inline(always)]pub fn bb(ew:u32,bm:u64,ae:u64,aa:u64,v:u64)->(u64,u64,u64){(ae|bm,(aa|bm)<<ew,(v|bm)>>ew,)}pub fn dr(mut dk:u64)->impl Iterator<Item=
DT>{std::iter::from_fn(move||{(dk!=0).then(||{let at=dk.trailing_zeros()as DT;dk&=dk-1;at})})}}mod z{mod hu{use crate::{DT,h::{cw,dm,dz,R}};#[derive(Clone,Copy,PartialEq,
Eq,PartialOrd,Ord)]pub struct CK{bg:DT,ay:DT,ad:DT,be:DT}impl CK{pub fn ar(&self,n:DT)->[R;4]{[(0,self.bg),(n-1,self.ay),(self.ad,0),(self.be,n-1)]}fn nj(n:DT,ar:&[R;4])
->CK{let m=n-1;let on=|ap:&dyn Fn(R)->bool,md:&dyn Fn(R)->DT|{ar.iter().copied().find(|&q|ap(q)).map_or(DT::MAX,md)};CK{bg:on(&|(r,_)|r==0,&|(_,c)|c),ay:on(&|(r,_)|r==m,&
|(_,c)|c),ad:on(&|(_,c)|c==0,&|(r,_)|r),be:on(&|(_,c)|c==m,&|(r,_)|r)}}fn ip(&self,n:DT)->[DT;8]{let m=n-1;let op=|ds:DT|m-ds;[self.bg,op(self.bg),self.ay,op(self.ay),
self.ad,op(self.ad),self.be,op(self.be)]}pub fn ho(&self,n:DT)->bool{let jw=self.ip(n);let lx=jw.iter().copied().min().unwrap_or(0);lx>0&&jw.iter().filter(|&&d|d==lx).
count()>1}}pub fn mt(n:DT)->Vec<(CK,u64)>{let mut cn=Vec::new();for bg in 0..n{for ay in 0..n{for ad in 0..n{for be in 0..n{let hu=CK{bg,ay,ad,be};let ar=hu.ar(n);if ar.
iter().any(|&a|ar.iter().any(|&b|cw(a,b))){continue;}let dn=|z|{let ki=ar.map(|q|dz(n,z,q));CK::nj(n,&ki)};if let Some(fs)=dm(0..8,hu,dn){cn.push((hu,fs));}}}}}cn}}use
super::{im,eh,L};use crate::h::{ag,A,R};pub const BX:&str="symmetry";pub fn jk(n:usize)->(Vec<Vec<L>>,Vec<u64>){ei(n).into_iter().map(|fx|(mc(&fx),fx.cm)).unzip()}fn mc(
fx:&BO)->Vec<L>{im(&fx.h,&fx.ar)}pub struct BO{pub h:A,pub ar:Vec<R>,pub cm:u64}pub fn ei(n:usize)->Vec<BO>{if n<5{return vec![BO{h:A::gc(n),ar:Vec::new(),cm:1}];}let m=n
-1;let all=ag(n);let oi=|am:usize|all&!(1u64<<am);let mut ei=Vec::new();for k in 2..m{let mut h=A::gc(n);h.g[0]=oi(0);h.g[1]=oi(k);for an in&mut h.g[2..=k]{*an|=1<<1;}ei.
push(BO{h,ar:Vec::new(),cm:8});}let ql=1u64|1u64<<m;let mut a=1;while a<m-a{let mut h=A::gc(n);h.g[0]=oi(a);for(r,an)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a
{*an|=ql;}}let ik=(1u64<<(a+1))-1;h.g[m]|=ik|ik<<(m-a);ei.push(BO{h,ar:Vec::new(),cm:8});a+=1;}for(hu,cm)in hu::mt(n){if hu.ho(n){let ar=hu.ar(n).to_vec();ei.push(BO{h:mm
(n,&ar),ar,cm});}}ei}fn mm(n:usize,ar:&[R])->A{let all=ag(n);let mut h=A::gc(n);for(r,an)in h.g.iter_mut().enumerate(){*an=match ar.iter().find(|fk|fk.0==r){Some(&(_,c))
=>all&!(1u64<<c),None=>{ar.iter().fold(0,|dk,&q|dk|eh(q,r))&all}};}h}}pub use self::iy::AL;pub use self::mf::{eb,bn};pub use self::nq::{gs,cf};pub use self::j::*;}mod qp{
use crate::{h::B,gx::G};pub const DR:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CV{pub bd:G,pub gj:usize,pub ii:Vec<usize>}
pub fn parse(args:&[String])->Result<Option<CV>,String>{let mut cj=CV{bd:G::default(),gj:0,ii:Vec::new()};let mut args=args.iter();while let Some(ls)=args.next(){let(gk,
po)=match ls.split_once('='){Some((gk,dj))if ls.starts_with("--")=>(gk,Some(dj.to_string())),_=>(ls.as_str(),None)};let mut dj=|rj:&str|{(po.clone().or_else(||args.next()
.cloned())).ok_or_else(||format!("option '{}' needs {}",gk,rj))};match gk{"-h"|"--help"=>return Ok(None),"--list"=>{let bl=dj("a number of solutions")?;cj.gj=bl.parse().
map_err(|_|{format!("option '{}' takes a whole number, found '{}'",gk,bl)})?;}"--dialect"=>{cj.bd=G::qi(&dj("a value: luogu, uva11195 or cses1624")?)?}_ if gk.starts_with
('-')&&gk.len()>1=>{return Err(format!("unknown option '{}'",ls))}_=>match ls.parse::<usize>(){Ok(n)if(1..=B).contains(&n)=>cj.ii.push(n),_=>{let bv=
"N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bv,B,ls));}}}}Ok(Some(cj))}}mod pu{use crate::{h::A,count::kk::BG,count::AL,gj::fy,dd::AA,bc::{cv,
CH,D,AR}};use std::io::Write as CZ;pub struct AQ{pub kk:BG,dd:AA}impl AQ{pub fn new()->AQ{AQ{kk:BG::new(AL),dd:AA::new()}}}impl<W:CZ>CH<W>for AQ{fn hl(&mut self,bc:&mut
AR<W>,h:A)->Result<(),D>{bc.fg+=1;let ee=self.dd.get(&h);let ck=&mut bc.ck;let gj=ck.format.gj;fy(&h,gj,&mut|aq|ck.cd(aq)).map_err(cv)?;let(count,fp)=match ee{Some(count)
=>(count,false),None=>self.kk.count(&h).me()};self.dd.qz(&h,count);(ck.count(bc.fg,count,fp)).map_err(cv)}}}use ck::CA;use std::io;fn main(){let mut args:Vec<String> =std
::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let cj=match qp::parse(&args){Ok(Some(cj))=>cj,Ok(
None)=>{print!("{}",qp::DR);return;}Err(bv)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bv);std::process::exit(2);}};let format=CA{bd:cj.bd,gj:cj.gj,..CA
::default()};let stdout=io::stdout();let jy=io::BufWriter::new(stdout.lock());let mut bc=bc::AR{ck:ck::CD{jy,format},fg:0};let mut dx=pu::AQ::new();let di=stdin::nv(&cj.
ii,cj.bd,|ep,fg|{dx.kk.mk(ep);bc::mw(&mut bc,fg,&mut dx).unwrap_or(bc::D::DC)});std::process::exit(di.pw());}

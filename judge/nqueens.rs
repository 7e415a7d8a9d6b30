// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
type EA=u64;type DT=usize;mod h{use crate::{EA,DT};pub const B:DT=64;pub type R=(DT,DT);#[derive(Clone,PartialEq,Eq)]pub struct A{pub n:DT,pub g:Vec<EA>}impl A{pub fn new
(n:DT,g:Vec<EA>)->A{A{n,g}}pub fn n(&self)->DT{self.n}pub fn g(&self)->&[EA]{&self.g}pub fn gc(n:DT)->A{assert!((1..=B).contains(&n),"a board has 1 to {} rows, not {}",B,
n);A::new(n,vec![0;n])}pub fn gy(&self)->bool{self.g.iter().all(|&an|an==0)}pub fn ec(&self)->DT{self.g.iter().map(|an|an.count_ones()as DT).sum()}pub fn er(&self,z:DT)->
A{let aq=if DI>>z&1==1{self.aq()}else{Vec::new()};A::new(self.n,self.dn(z,&aq))}fn jh(&self)->BD{let aq=self.aq();let cz=(0..8).filter(|&s|self.dn(s,&aq)==self.g);BD(cz.
fold(0,|id,s|id|1<<s))}pub fn hh(&self)->bool{self.dn(DO,&[])==self.g}fn aq(&self)->Vec<EA>{let mut lf=[0u64;64];lf[..self.n].copy_from_slice(&self.g);transpose(&mut lf);
lf[..self.n].to_vec()}fn dn(&self,z:DT,aq:&[EA])->Vec<EA>{let n=self.n;let pv=if DI>>z&1==1{aq}else{&self.g};let pr=CB>>z&1==1;let mut j:Vec<EA> =pv.iter().map(|&an|if pr
{oi(an,n)}else{an}).collect();if CY>>z&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,z:DT)->bool{self.0>>z&1==1}fn
iter(self)->impl Iterator<Item=DT>{(0..8).filter(move|&s|self.contains(s))}}const DI:u8=1<<1|1<<3|1<<6|1<<7;const CB:u8=1<<1|1<<2|1<<4|1<<7;const CY:u8=1<<2|1<<3|1<<5|1<<
7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{L(DT),AM(DT)}impl P{pub fn da(self,at:DT)->R{match self{P::L(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(an,am):R)->bool
{match self{P::L(r)=>an==r,P::AM(c)=>am==c}}pub fn er(self,n:DT,z:DT)->P{let(r,c)=dy(n,z,self.da(0));if dy(n,z,self.da(1)).0==r{P::L(r)}else{P::AM(c)}}}pub fn cw(a:R,b:R)
->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DO:DT=4;pub fn dy(n:DT,z:DT,(r,c):R)->R{let m=n-1;match z{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>
(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dm<K:Ord+Copy>(jh:impl Iterator<Item=DT>,op:K,dn:impl Fn(DT)->K,)->Option<EA>{let mut fs=[op;8];let mut cn=0;
for z in jh{let ki=dn(z);if ki<op{return None;}fs[cn]=ki;cn+=1;}let fs=&mut fs[..cn];fs.sort_unstable();Some(1+fs.windows(2).filter(|ps|ps[0]!=ps[1]).count()as EA)}fn oi(
dq:EA,n:DT)->EA{dq.reverse_bits()>>(64-n)}fn transpose(j:&mut[EA;64]){let mut dp=32;let mut pq:EA=0x0000_0000_FFFF_FFFF;while dp!=0{let mut k=0;while k<64{let swap=((j[k]
>>dp)^j[k+dp])&pq;j[k]^=swap<<dp;j[k+dp]^=swap;k=(k+dp+1)&!dp;}dp>>=1;pq^=pq<<dp;}}pub fn ag(n:DT)->EA{EA::MAX>>(64-n)}}mod gx{use crate::{DT,h::{A,B}};#[derive(Clone,
Copy,Default,PartialEq,Eq)]pub enum G{#[default]DH,BX,BC}impl G{pub fn qi(gk:&str)->Result<G,String>{match gk{"luogu"=>Ok(G::DH),"uva11195"=>Ok(G::BX),"cses1624"=>Ok(G::
BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gk))}}fn fz(self)->u8{match self{G::DH=>b'.',G::BX|G::BC=>b'*'}}}pub struct M{pub ap:DT,
pub am:DT,pub bv:String}struct BQ<'a>{bl:&'a[u8],ai:DT,ap:DT,bo:DT}pub struct BL<'a>{bw:&'a[u8],bd:G,hf:DT,ap:DT,bo:DT,gv:bool}impl<'a>BL<'a>{pub fn new(bw:&'a[u8],bd:G)
->BL<'a>{BL{bw,bd,hf:0,ap:1,bo:0,gv:false}}pub fn ng(&mut self)->Result<Option<A>,M>{if self.gv{return Ok(None);}if self.bd==G::BC{return match self.jz(){Some(_)=>self.iu
(8).map(Some),None=>Ok(None)};}let af=match self.jb(){Some(af)=>af,None=>{self.gv=true;return Ok(None);}};let n=self.lz(&af)?;if n==0{self.gv=true;return Ok(None);}match
self.jz(){Some(b'*')|Some(b'.')=>self.iu(n).map(Some),_=>Ok(Some(A::gc(n)))}}pub fn lk(&self,mut hk:impl FnMut(DT,DT)){let nx=self.bw[self.hf..].split(u8::
is_ascii_whitespace).filter(|af|!af.is_empty());let gw=self.bd.fz();let hm=|af:&[u8]|af.iter().filter(|&&da|da==gw).count();if self.bd==G::BC{let j:Vec<&[u8]> =nx.collect
();for h in j.chunks_exact(8){hk(8,h.iter().map(|an|hm(an)).sum());}return;}let mut ax=None;for af in nx{if jq(af[0]){if let Some((_,g))=&mut ax{*g+=hm(af);}continue;}if
let Some((n,g))=ax.take(){hk(n,g);}if!af.iter().all(u8::is_ascii_digit)||af.len()>2{return;}match af.iter().fold(0,|n,&d|10*n+DT::from(d-b'0')){0=>return,n=>ax=Some((n,0)
)}}if let Some((n,g))=ax{hk(n,g);}}fn lz(&self,af:&BQ)->Result<DT,M>{self.iw(af)?;if!af.bl.iter().all(u8::is_ascii_digit){return Err(self.fr(af,af.ai,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",B,pt(af.bl)),));}let dj=af.bl.iter().fold(0u64,|rl,&qf|{rl.saturating_mul(10).saturating_add(u64::
from(qf-b'0'))});if dj>B as u64{return Err(self.fr(af,af.ai,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(af.bl),B),));}Ok(dj as DT)}fn
iu(&mut self,n:DT)->Result<A,M>{let mut g=Vec::with_capacity(n);for an in 0..n{let af=match self.jb(){Some(af)=>af,None=>return Err(self.kp(an,n))};match oj(af.bl,n,self.
bd.fz()){Some(dk)=>g.push(dk),None=>return Err(self.nq(&af,an,n))}}Ok(A::new(n,g))}fn nq(&self,af:&BQ,an:DT,n:DT)->M{if let Err(e)=self.iw(af){return e;}if let Some(am)=(
af.bl.iter()).position(|&da|!jq(da)){let at=af.ai+am;let cn=match gg(self.bw,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",af.bl[am])};return self.fr(
af,at,format!("row {} of {}: found {}, expected '*' or '.'",an+1,n,cn),);}self.fr(af,af.ai,format!("row {} of {} has {} cells, expected {}",an+1,n,af.bl.len(),n),)}fn iw(
&self,af:&BQ)->Result<(),M>{if af.bl.is_ascii(){return Ok(());}let mw=af.ai+af.bl.len();let mut at=af.ai;while at<mw{match gg(self.bw,at){Some((_,len))=>at+=len,None=>{
return Err(self.fr(af,at,format!("byte 0x{:02X} is not valid UTF-8",self.bw[at]),))}}}Ok(())}fn gd(&mut self){while let Some(&km)=self.bw.get(self.hf){if!km.
is_ascii_whitespace(){break;}self.hf+=1;if km==b'\n'{self.ap+=1;self.bo=self.hf;}}}fn jz(&mut self)->Option<u8>{self.gd();self.bw.get(self.hf).copied()}fn jb(&mut self)->
Option<BQ<'a>>{self.gd();let ai=self.hf;let gl=&self.bw[ai..];let len=gl.iter().position(u8::is_ascii_whitespace).unwrap_or(gl.len());if len==0{return None;}self.hf+=len;
Some(BQ{bl:&gl[..len],ai,ap:self.ap,bo:self.bo})}fn fr(&self,af:&BQ,at:DT,bv:String)->M{M{ap:af.ap,am:du(self.bw,af.bo,at),bv}}fn kp(&self,nt:DT,n:DT)->M{M{ap:self.ap,am:
du(self.bw,self.bo,self.bw.len()),bv:format!("input ended after {} of {} board rows",nt,n)}}}fn oj(bl:&[u8],n:DT,gw:u8)->Option<u64>{if bl.len()!=n{return None;}let(mut
dk,mut iv)=(0u64,true);for(am,&da)in bl.iter().enumerate(){dk|=u64::from(da==gw)<<am;iv&=jq(da);}iv.then_some(dk)}fn jq(km:u8)->bool{km==b'*'||km==b'.'}fn gg(bw:&[u8],at:
DT)->Option<(char,DT)>{let len=match bw[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let om=bw.get(at..at+len)?;let bl=std::str::
from_utf8(om).ok()?;bl.chars().next().map(|c|(c,len))}fn du(bw:&[u8],bo:DT,at:DT)->DT{let mut am=1;let mut hf=bo;while hf<at{hf+=gg(bw,hf).map_or(1,|(_,len)|len);am+=1;}
am}fn pt(bl:&[u8])->String{const DG:DT=24;let bl=String::from_utf8_lossy(bl);if bl.chars().count()>DG{let qx:String=bl.chars().take(DG).collect();format!("{:?}...",qx)}
else{format!("{:?}",bl)}}}mod gj{use crate::{DT,h::ag,h::A,count::{bb,bq,L}};pub fn fy<E>(h:&A,oq:DT,od:&mut dyn FnMut(&[DT])->Result<(),E>,)->Result<(),E>{struct DQ<'a,E
>{j:Vec<L>,nb:u64,ou:bool,la:Vec<DT>,ad:DT,od:&'a mut dyn FnMut(&[DT])->Result<(),E>}impl<E>DQ<'_,E>{fn bu(&mut self,cw:(u64,u64,u64))->Result<(),E>{let ao=self.la.len();
if ao==self.j.len(){self.ad-=1;return(self.od)(&self.la);}let(ae,aa,u)=cw;let mut ab=!(ae|aa|u|self.j[ao].g);while ab!=0&&self.ad>0{let bm=ab&ab.wrapping_neg();ab^=bm;let
next=bb(self.j[ao].ev,bm,ae,aa,u);if self.ou&&!self.qa(ao+1,next){continue;}self.la.push(bm.trailing_zeros()as DT);self.bu(next)?;self.la.pop();}Ok(())}fn qa(&self,ao:DT,
(ae,aa,u):(u64,u64,u64))->bool{let mut ka=0;for(dr,an)in self.j[ao..].iter().enumerate(){let ab=!(ae|aa<<dr|u>>dr|an.g);if ab==0{return false;}ka|=ab;}let iz=self.nb&!ae;
ka&iz==iz}}if oq==0{return Ok(());}let mut mq=DQ{j:bq(h),nb:ag(h.n),ou:!h.gy(),la:Vec::with_capacity(h.n),ad:oq,od};mq.bu((0,0,0))}}mod nj{use std::{sync::atomic::{
AtomicBool as DB,Ordering as DA},sync::{Arc,Mutex,PoisonError as DZ}};pub struct CJ<T>{ba:DB,dj:Mutex<Option<Arc<T>> >}impl<T>Default for CJ<T>{fn default()->CJ<T>{CJ{ba:
DB::new(false),dj:Mutex::new(None)}}}impl<T>CJ<T>{pub fn get(&self)->Option<Arc<T>>{match self.ba.load(DA::Acquire){true=>self.dj.lock().ok()?.clone(),false=>None}}pub fn
ku(&self,fw:impl FnOnce()->T)->Arc<T>{let ba=self.get().unwrap_or_else(||Arc::new(fw()));let mut dj=self.dj.lock().unwrap_or_else(DZ::into_inner);self.ba.store(true,DA::
Release);dj.get_or_insert(ba).clone()}}}mod ck{use crate::gx::G;use std::io::{self,Write as CZ};#[derive(Clone,Copy,Default)]pub struct BZ{pub bd:G,pub gj:usize,pub rm:
usize,pub time:bool,pub bh:bool}pub struct CC<W:CZ>{pub jy:W,pub format:BZ}impl<W:CZ>CC<W>{pub fn cd(&mut self,aq:&[usize])->io::Result<()>{let aq:Vec<String> =aq.iter().
map(|c|(c+1).to_string()).collect();writeln!(self.jy,"{}",aq.join(" "))}pub fn count(&mut self,hk:usize,count:u64,fp:bool)->io::Result<()>{if self.format.bd==G::BX{write!
(self.jy,"Case {}: ",hk)?;}writeln!(self.jy,"{}",count)?;if fp{self.jy.flush()?;}Ok(())}}pub fn eo(bb:&str,bv:&str){eprintln!("nqueens: error: {}: {}",bb,bv);}}mod dd{use
crate::h::{A,B};use std::sync::atomic::{AtomicU64 as BV,Ordering as DA};#[derive(Default)]struct BK(BV);impl BK{pub fn get(&self)->Option<u64>{self.0.load(DA::Relaxed).
checked_sub(1)}fn ld(&self,count:u64){self.0.store(count.wrapping_add(1),DA::Relaxed);}}pub struct AA([BK;B+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BK::
default()))}pub fn get(&self,h:&A)->Option<u64>{match h.gy(){true=>self.0[h.n].get(),false=>None}}pub fn qz(&self,h:&A,count:u64){if h.gy(){self.0[h.n].ld(count);}}}}mod
az{pub struct O(pub u64);impl O{pub fn jd()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn ib(&
mut self,qc:usize)->usize{(self.next()%qc as u64)as usize}}}mod stdin{use crate::{h::A,gx::{G,BL},bc::{CX,D}};use std::io::{self,Read};pub fn nu(ih:&[usize],bd:G,qr:impl
FnOnce(&[(usize,usize)],&mut CX)->D,)->D{if!ih.is_empty(){return qr(&[],&mut ih.iter().map(|&n|Ok(A::gc(n))));}let mut gx=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut gx){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CP;}let mut nk=BL::new(&gx,bd);let mut en=Vec::new();nk.lk(|n,g|en.push((n,g)
));qr(&en,&mut std::iter::from_fn(||nk.ng().transpose()),)}}mod df{use crate::DT;pub const BG:u64=9;pub const AR:u64=20;pub const BA:DT=256;pub const AZ:DT=64;pub const
BT:f64=32.;pub const BM:DT=16;pub const AG:f64=4.;pub const BI:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CL:f64=0.15;pub const AO:f64=0.3;pub
const BE:u64=4<<20;pub const BR:f64=1./32.;pub const CD:f64=0.25;pub const AY:f64=4.;pub const CN:f64=4.;pub const BH:f64=1.25;pub const CM:f64=4.;pub const AT:f64=80.;
pub const CA:f64=1.5;pub const BS:u64=96<<20;pub const AN:DT=8;pub const V:DT=8;pub const AB:DT=32;pub const AH:u32=4;pub const BJ:DT=10;pub const CS:DT=64;pub const AV:
u64=2;const DD:DT=4096;}mod bc{use crate::{h::A,gx::M,ck::{self,CC}};use std::io::{self,Write as CZ};pub enum D{DC,CP,CE,BU(io::Error)}impl D{pub fn pw(self)->i32{match
self{D::DC|D::CE=>0,D::CP=>1,D::BU(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CX<'a> =dyn Iterator<Item=Result<A,M>>+'a;pub trait
CH<W:CZ>{fn hk(&mut self,bc:&mut AQ<W>,h:A)->Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gu(&mut self,bc:&mut AQ<W>)->D{bc.pl()}fn mi(&
self)->bool{false}}pub fn mv<W:CZ,C:CH<W>>(bc:&mut AQ<W>,fg:&mut CX,dw:&mut C,)->Option<D>{loop{if dw.mi(){return None;}let di=match fg.next(){Some(Ok(h))=>match dw.hk(bc
,h){Ok(())=>continue,Err(di)=>di},Some(Err(eo))=>match dw.drain(bc){Ok(())=>bc.mr(&eo),Err(di)=>di},None=>match dw.drain(bc){Ok(())=>dw.gu(bc),Err(di)=>di}};return Some(
di);}}pub struct AQ<W:CZ>{pub ck:CC<W>,pub fg:usize}impl<W:CZ>AQ<W>{fn mr(&mut self,eo:&M)->D{let bb=format!("line {}, column {}",eo.ap,eo.am);self.qu(&bb,&eo.bv)}fn qu(&
mut self,bb:&str,bv:&str)->D{if let Err(e)=self.ck.jy.flush(){return cv(e);}ck::eo(bb,bv);D::CP}fn pl(&mut self)->D{match self.ck.jy.flush(){Ok(())=>D::DC,Err(e)=>cv(e)}}
}pub fn cv(eo:io::Error)->D{if eo.kind()==io::ErrorKind::BrokenPipe{D::CE}else{D::BU(eo)}}}mod count{pub mod kk{use crate::DT;use super::{ix::AK,ac,filter::{self,H},fu::
DE,cc::Q};use crate::{h::A,nj::CJ,df::{BR,CN,CD,AY}};use std::{sync::atomic::{AtomicBool as DB,AtomicI64 as EB,AtomicU32 as DX,AtomicU64 as BV,Ordering::Relaxed as AF},
sync::Arc};pub enum AE{DF{count:u64,by:By},Q{cc:Q,ak:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DN,AS,CQ,H,DW}#[derive(Default)]pub struct BF{lv:[CJ<H>;filter::B+1],kl
:[DB;filter::B+1],en:[DX;filter::B+1],ii:[BV;filter::B+1],ha:[DX;filter::B+1],cb:[BV;filter::B+1],bs:[BV;filter::B+1],jc:[[EB;4];filter::B+1],fu:DE,gp:AK}impl BF{pub fn
new(gp:AK)->BF{BF{gp,..Default::default()}}pub fn mk(&self,fg:&[(DT,DT)]){for&(n,g)in fg{if n<=filter::B&&g>0{self.en[n].fetch_add(1,AF);qo(&self.ii[n],hd(n,g));}}}pub fn
count(&self,h:&A)->AE{let n=h.n;if h.gy(){return match self.filter(n){Some(ba)=>ep(ba.count(h),By::H),None=>fp(self.gp.gc(n))};}let g=h.ec();let fm=jf(n);if let Some(ba)=
self.filter(n){return self.re(&ba,h,g,fm);}if let Some(ha)=self.ha.get(n){ha.fetch_add(1,AF);qo(&self.cb[n],hd(n,g));}let v=self.kq(h,g,fm);if let Some(ba)=self.kb(h,v){
return ep(ba.count(h),By::H);}let mut ad=v as u64;let mo=self.fu.mo(n,v,self.bs.get(n));let av=fd(h,&mut ad);let ac=matches!(av,Ok((_,By::AS))|Err(Some(_)));let bt=self.
fu.lr(mo,v-ad as f64,ac);let cs=match av{Ok((count,by))=>{self.nv(h,bt,0.);return ep(count,by);}Err(cs)=>cs};if self.fb(h,bt,0.){if let Some(ba)=self.fw(n){self.ez(n,bt);
return ep(ba.count(h),By::H);}}let gh=|ak|self.fb(h,bt,self.fu.he(ak,false));let ch=self.fu.ch();let(cc,ak)=self.gp.cc(h,cs,ch,&gh);let cl=self.fu.he(ak,matches!(cc,Q::AS
(_)));if let Some(ba)=self.nv(h,bt,cl){return ep(ba.count(h),By::H);}fp((cc,ak))}fn re(&self,ba:&H,h:&A,g:DT,fm:f64)->AE{let n=h.n;let pc=4*g/(n*n+1);let jc=&self.jc[n][
pc];let ej=ba.kc(g);let v=(ej*CD).min(fm);let hb=self.fu.he(1.,ac::fb(h));if(jc.load(AF)as f64)< -ej*AY||self.kv(n,g,0.,v*hb){return ep(ba.count(h),By::H);}let mut ad=v
as u64;if let Ok((count,by))=fd(h,&mut ad){jc.fetch_add((ej-v+ad as f64)as i64,AF);return ep(count,by);}jc.fetch_sub(v as i64,AF);ep(ba.count(h),By::H)}fn kv(&self,n:DT,g
:DT,ha:f64,em:f64)->bool{let qy=em*CN;let ig=hd(n,g);let pj=f64::from_bits(self.cb[n].load(AF))-ig*ha;self.bs[n].load(AF)as f64*ig>qy*pj}fn filter(&self,n:DT)->Option<Arc
<H>>{self.lv.get(n)?.get()}fn nv(&self,h:&A,bt:f64,cl:f64)->Option<Arc<H>>{let n=h.n;let fb=n<=filter::B&&self.fb(h,bt,cl);self.ez(n,bt+cl);if!fb{return None;}let ba=self
.fw(n)?;(cl>0.).then_some(ba)}fn ez(&self,n:DT,ak:f64){if let Some(bs)=self.bs.get(n){bs.fetch_add(ak as u64,AF);}}fn fw(&self,n:DT)->Option<Arc<H>>{if self.kl[n].swap(
true,AF){return None;}Some(self.lv[n].ku(||H::new(n)))}fn fb(&self,h:&A,bt:f64,cl:f64)->bool{bt>self.hy(h,cl,bt)}fn hy(&self,h:&A,cl:f64,qb:f64)->f64{let n=h.n;if n>
filter::B{return f64::INFINITY;}let bs=self.bs[n].load(AF)as f64+cl;let fw=H::ma(n);let ha=self.ha[n].load(AF).max(1);let cb=f64::from_bits(self.cb[n].load(AF));let(pf,kf
)=match self.en[n].load(AF){0=>(ha,cb),en=>(en.saturating_sub(ha),f64::from_bits(self.ii[n].load(AF))-cb,)};let nw=if cl>0.{1.}else{0.};let hy=|my:f64|{let qk=fw+my*(f64
::from(pf)+nw+AY);let ow=qk-cl;let nm=match(ow<0.,cb>0.){(true,_)=>0.,(false,true)=>ow*cb/kf.max(0.),(false,false)=>f64::INFINITY};nm.max(fw*BR)-bs};let dh=hy(0.);match
dh<qb{true=>hy(H::mj(h)),false=>dh}}}fn hd(n:DT,g:DT)->f64{let ab=1.-g as f64/(n*n)as f64;ab.powi(n as i32)}fn qo(sum:&BV,x:f64){let _=sum.fetch_update(AF,AF,|dq|{Some((
f64::from_bits(dq)+x).to_bits())});}fn ep(count:u64,by:By)->AE{AE::DF{count,by}}fn fp((cc,ak):(Q,f64))->AE{AE::Q{cc,ak:Some(ak)}}impl AE{pub fn me(self)->(u64,bool){match
self{AE::DF{count,..}=>(count,false),AE::Q{cc,..}=>(cc.et(),true)}}}mod av{use super::{BF,By};use crate::{h::A,count::filter::{self,H},count::{bn,cf,ac,go,bq},df::{BM,AG}
};use std::{sync::atomic::Ordering::Relaxed as AF,sync::Arc};impl BF{pub fn kb(&self,h:&A,v:f64)->Option<Arc<H>>{let n=h.n;let bs=self.bs.get(n)?.load(AF);if n<=CF||bs>0
||self.en[n].load(AF)<2{return None;}let(bh,ac)=jn(h);if bh<=v{return None;}let em=self.fu.he(bh,ac);let bt=self.fu.he(v,ac);let gl=if ac{em-bt}else{em};if!self.fb(h,bt,
self.gp.dh(h,gl)){return None;}let ba=self.fw(n)?;self.ez(n,em);Some(ba)}pub fn kq(&self,h:&A,g:usize,fm:f64)->f64{let n=h.n;if n>filter::B||self.kl[n].load(AF){return fm
;}let hb=self.fu.he(1.,ac::fb(h));if self.kv(n,g,1.,fm*hb){return 0.;}(self.hy(h,0.,fm*hb)/hb+1.).clamp(0.,fm).floor()}}const CF:usize=11;pub fn jf(n:usize)->f64{use
crate::df::{BA,BT};AG*(BA*n)as f64*BT}pub fn fd(h:&A,v:&mut u64,)->Result<(u64,By),Option<ac::X>>{let j=bq(h);let mp=(BM*h.n)as u64;if*v<=mp*(1+AG as u64){let count=cf(&j
,v).ok_or(None)?;return Ok((count,By::DN));}let mut ad=mp;if let Some(count)=cf(&j,&mut ad){*v-=mp-ad;return Ok((count,By::DN));}*v-=mp;if ac::fb(h){let bj=ac::I::new(h);
let count=bj.kn(v).map_err(Some)?;Ok((count,By::AS))}else{let count=bn(&j,v).ok_or(None)?;Ok((count,By::CQ))}}fn jn(h:&A)->(f64,bool){match ac::fb(h){true=>(ac::I::new(h)
.bh(),true),false=>(go::bh(h),false)}}}use self::av::fd;pub use self::av::jf;}mod ix{use super::{br::{hg,CG,U,S},ds::AI,cc::Q,ac,mf,go,bq};use crate::h::A;#[derive(
Default)]pub struct AK;impl AK{pub fn gc(&self,n:usize)->(Q,f64){(hg(n).into(),0.)}pub fn dh(&self,_:&A,ak:f64)->f64{ak}pub fn cc(&self,h:&A,av:Option<ac::X>,ch:f64,gh:&
dyn Fn(f64)->bool,)->(Q,f64){let(cc,ak,em):(Q,f64,f64)=if ac::fb(h){let bj=ac::I::new(h);let ak=bj.bh();let(cc,ak)=match av{Some(av)=>{let gl=av.pd(ak);(U::pe(bj,av),gl)}
None=>{let ai=bj.ai();(U::new(bj,vec![(ai,1)]),ak)}};(cc.into(),ak,ak*ch)}else{let j=vec![bq(h)];let cc=S::cc(mf::BW,CG::CQ,j,vec![1]);let ak=go::bh(h);(cc.into(),ak,ak)}
;match AI::eb(h).filter(|&ds|ds<em){Some(ds)if!gh(ds)=>(AI::new(h).into(),ds),_=>(cc,ak)}}}}mod ac{use crate::{EA,DT};use super::{go::fc,ff::{ie,fl},L,dq,gi};use crate::{
h::{ag,A,R,P},az::O,df::{V,BG,AZ,AH,BJ,AB}};pub const BW:&str="dynamic";pub struct I{pub n:DT,bk:[EA;64],dz:[EA;64],ca:fi::AW}#[derive(Clone,Copy)]pub struct F{aj:EA,bi:
EA,hc:u128,cx:u128,ei:u128}impl F{fn aj(&self)->DT{self.aj.count_ones()as DT}}enum Y{DK,CO,BY(P,EA)}pub fn fb(h:&A)->bool{let n=h.n;let ke=match n<=fi::B{true=>AB,false=>
V};h.ec()*ke>n*n}impl I{pub fn new(h:&A)->I{let n=h.n;let all=ag(n);let mut bk=[0u64;64];let mut dz=[0u64;64];for(r,&an)in h.g.iter().enumerate(){bk[r]=!an&all;for(c,j)in
dz.iter_mut().enumerate().take(n){*j|=(bk[r]>>c&1)<<r;}}I{n,bk,dz,ca:fi::AW::new(n)}}pub fn ai(&self)->F{F{aj:ag(self.n),bi:ag(self.n),hc:0,cx:0,ei:0}}fn fh(&self,p:&F,ap
:P)->EA{let m=self.n-1;match ap{P::L(r)=>{let hc=(p.hc>>r)as EA;let ei=(p.ei>>(m-r))as EA;self.bk[r&63]&p.bi&!hc&!ei}P::AM(c)=>{let hc=(p.hc>>c)as EA;let cx=(p.cx>>(m-c))
as EA;self.dz[c&63]&p.aj&!hc&!cx}}}fn pk(&self,p:&F,ns:bool)->Y{let aq=if ns{0}else{p.bi};co(p.aj,aq,|ap|self.fh(p,ap))}fn pz(&self,ad:&mut Vec<F>,ar:&[R],is:impl
Iterator<Item=R>,){for p in ad.iter_mut(){*p=ar.iter().fold(*p,|p,&fk|self.bb(&p,fk));}let ai=self.ai();ad.extend(is.map(|da|self.bb(&ai,da)));}pub fn bb(&self,p:&F,(r,c)
:R)->F{F{aj:p.aj&!(1u64<<r),bi:p.bi&!(1u64<<c),hc:p.hc|1u128<<(r+c),cx:p.cx|1u128<<(r+self.n-1-c),ei:p.ei|1u128<<(c+self.n-1-r)}}pub fn el(&self,p:&F)->Vec<L>{gi(p.aj,|r|
!self.fh(p,P::L(r)))}pub fn bh(&self)->f64{self.eb(AZ,BG as f64)}pub fn eb(&self,de:DT,nh:f64)->f64{if self.n<=fi::B{return self.lq(de);}let cp=|_:&mut O|(Some(self.ai())
,1.);ie(de,&mut O::jd(),cp,|js,az|{let p=js.as_ref()?;match self.pk(p,false){Y::BY(_,ab)if mz(ab,p.aj)=>{let mh=fc(1,&self.el(p),az);Some((1,None,mh))}Y::BY(ap,ab)=>{let
at=fl(ab,az).trailing_zeros()as DT;Some((ab.count_ones(),Some(self.bb(p,ap.da(at))),nh,))}Y::DK|Y::CO=>None}})}pub fn count(&self,p:F)->EA{if self.n<=fi::B{return self.lm
(&p);}self.jm(p)}pub fn kn(&self,v:&mut EA)->Result<EA,X>{match self.n<=fi::B{true=>self.lu(I::hl,v),false=>self.lu(I::gn,v)}}fn lu(&self,core:CU,v:&mut EA)->Result<EA,X>
{let bt=*v;let mut ad=Vec::new();let dv=core(self,v,&mut ad);match*v{0=>Err(X{dv,ad,bt}),_=>Ok(dv)}}}type CU=fn(&I,&mut EA,&mut Vec<F>)->EA;pub struct X{pub dv:EA,pub ad:
Vec<F>,bt:EA}impl X{pub fn pd(&self,ak:f64)->f64{(ak-self.bt as f64).max(0.)}}mod fi{use crate::DT;use super::{F,I};use crate::{h::R,count::{dq,gf},df::AR};pub const B:DT
=16;const J:DT=2*B;static DJ:[[u16;J];B*B]=cw();const fn cw()->[[u16;J];B*B]{let mut cr=[[0u16;J];B*B];let mut r=0;while r<B{let mut c=0;while c<B{let mut ap=0;while ap<B
{cr[r*B+c][ap]=ho(r,c,ap);cr[r*B+c][B+ap]=ho(c,r,ap);ap+=1;}c+=1;}r+=1;}cr}const fn ho(r:DT,c:DT,ap:DT)->u16{if ap==r{return!(1<<c);}let kg=ap.abs_diff(r);let mut o=1u16
<<c;if c+kg<B{o|=1<<(c+kg);}if c>=kg{o|=1<<(c-kg);}o}static DM:[[u16;J];J]=kd();const fn kd()->[[u16;J];J]{let mut cr=[[0u16;J];J];let mut ah=0;while ah<J{cr[ah][ah]=u16
::MAX;ah+=1;}cr}#[derive(Clone,Copy)]pub struct AX{o:[u16;J],ct:[u16;J]}pub struct AW{iq:[i16;J],ah:[u8;J]}impl AW{pub fn new(n:DT)->AW{let mut fi:Vec<DT> =(0..J).collect
();let lp=|ah:DT|(2*(ah%B)).abs_diff(n.saturating_sub(1));fi.sort_by_key(|&ah|(lp(ah),ah%B,ah/B));let mut ca=AW{iq:[0;J],ah:[0;J]};for(iq,&ah)in fi.iter().enumerate(){ca.
iq[ah]=iq as i16;ca.ah[iq]=ah as u8;}ca}}const DL:i16=1<<14;impl AX{fn of(bj:&I,p:&F)->AX{let mut ek=AX{o:[u16::MAX;J],ct:[u16::MAX;J]};for r in dq(p.aj){ek.o[r]=bj.fh(p,
crate::h::P::L(r))as u16;ek.ct[r]=0;}for c in dq(p.bi){ek.o[B+c]=bj.fh(p,crate::h::P::AM(c))as u16;ek.ct[B+c]=0;}ek}#[inline(always)]fn co(&self,ca:&AW)->(DT,u16){let mut
dh=i16::MAX;for ah in 0..J{let ct=(self.ct[ah]&DL as u16)as i16;let op=((self.o[ah].count_ones()as i16)<<6|ca.iq[ah])+ct;dh=dh.min(op);}let ah=DT::from(ca.ah[(dh&31)as DT
])&(J-1);(ah,self.o[ah])}#[inline(always)]fn ks(&self,ca:&AW)->Option<DT>{let mut dh=i16::MAX;for ah in 0..J{let o=self.o[ah];let rb=i16::from(o&o.wrapping_sub(1)!=0);dh=
dh.min(ca.iq[ah]|rb<<6);}(dh<64).then(||DT::from(ca.ah[dh as DT&(J-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn bb(&self,ah:DT,at:DT)->Option<AX>{let(r,
c)=fk(ah,at);let cw=&DJ[(r*B+c)&(B*B-1)];let(an,am)=(&DM[r&(B-1)],&DM[B+(c&(B-1))]);let mut next=AX{o:[0;J],ct:[0;J]};let mut iz=0u16;for ah in 0..J{let ct=self.ct[ah]|an
[ah]|am[ah];let o=self.o[ah]&!cw[ah]|ct;next.o[ah]=o;next.ct[ah]=ct;iz|=u16::from(o==0);}(iz==0).then_some(next)}#[inline(always)]fn hr(&mut self,ca:&AW,j:&mut u32)->bool
{while*j>=2{let ah=match self.ks(ca){Some(ah)=>ah,None=>break};let at=self.o[ah].trailing_zeros()as DT;*self=match self.bb(ah,at){Some(next)=>next,None=>return false};*j
-=1;}true}}fn fk(ah:DT,at:DT)->R{match ah<B{true=>(ah,at),false=>(at,ah-B)}}pub fn count<const Z:bool>(bj:&I,ek:&AX,ad:u32,v:&mut u64,cs:&mut Vec<F>,)->u64{if Z&&!gf(v,AR
){cs.push(bj.ai());return 0;}let(ah,mut o)=ek.co(&bj.ca);if ad==1{return u64::from(o.count_ones());}let mut au=0;while o!=0{let at=o.trailing_zeros()as DT;o&=o-1;let mut
next=match ek.bb(ah,at){Some(next)=>next,None=>continue};let mut j=ad-1;let og=next.hr(&bj.ca,&mut j);if!og{continue;}if j==1{au+=1;continue;}au+=count::<Z>(bj,&next,j,v,
cs);if Z&&*v==0{let is=dq(u64::from(o)).map(|at|fk(ah,at));bj.pz(cs,&[fk(ah,at)],is);return au;}}au}impl I{pub fn hl(&self,v:&mut u64,ad:&mut Vec<F>)->u64{let ek=AX::of(
self,&self.ai());count::<true>(self,&ek,self.n as u32,v,ad)}pub fn lm(&self,p:&F)->u64{match p.aj(){0=>1,ad=>count::<false>(self,&AX::of(self,p),ad as u32,&mut 0,&mut Vec
::new(),)}}pub fn lq(&self,de:DT)->f64{use crate::{count::ff::ie,az::O};let ai=AX::of(self,&self.ai());let cp=|_:&mut O|((ai,self.n as u32),1.);ie(de,&mut O::jd(),cp,|&(
ek,ad),az|{if ad<=2{return None;}let(ah,o)=ek.co(&self.ca);let mb:Vec<(AX,u32)> =dq(u64::from(o)).filter_map(|at|{let mut next=ek.bb(ah,at)?;let mut j=ad-1;let og=next.hr
(&self.ca,&mut j);(og&&j>1).then_some((next,j))}).collect();let qs=*mb.get(az.ib(mb.len().max(1)))?;Some((mb.len()as u32,qs,AR as f64))},)+AR as f64}}}fn oz(o:EA)->bool{o
&(o-1)==0}fn kr(dl:EA,ci:EA,ab:impl Fn(P)->EA,)->Option<Y>{let ap=if dl!=0{P::L(dl.trailing_zeros()as DT)}else if ci!=0{P::AM(ci.trailing_zeros()as DT)}else{return None;}
;Some(Y::BY(ap,ab(ap)))}fn dt(o:EA)->u32{let py=o&(o-1);let mn=py&py.wrapping_sub(1);let qv=mn&mn.wrapping_sub(1);1+u32::from(py!=0)+u32::from(mn!=0)+u32::from(qv!=0)}#[
inline(always)]fn ja(aj:EA,bi:EA,ab:impl Fn(P)->EA,qh:bool,)->Y{let kh=||{dq(aj).map(P::L).chain(dq(bi).map(P::AM))};let mut eu=(u32::MAX,P::L(0),0);for ap in kh(){let o=
ab(ap);let jj=dt(o);if jj<eu.0{eu=(jj,ap,o);if jj==2{break;}}}if eu.0>=AH&&qh{eu.0=u32::MAX;for ap in kh(){let o=ab(ap);if o.count_ones()<eu.0{eu=(o.count_ones(),ap,o);}}
}Y::BY(eu.1,eu.2)}fn co(aj:EA,bi:EA,ab:impl Fn(P)->EA,)->Y{if aj==0{return Y::CO;}let(mut dl,mut ci)=(0u64,0u64);for(kh,ks,ap)in[(aj,&mut dl,P::L as fn(DT)->P),(bi,&mut
ci,P::AM)]{for at in dq(kh){let o=ab(ap(at));if o==0{return Y::DK;}*ks|=EA::from(oz(o))<<at;}}match kr(dl,ci,&ab){Some(ix)=>ix,None=>ja(aj,bi,ab,true)}}fn mz(ab:EA,aj:EA)
->bool{dt(ab)>=AH&&aj.count_ones()as DT<=BJ}}mod ph{use super::{ac::{F,I},ea,bn};impl I{pub fn jm(&self,p:F)->u64{ea(&self.el(&p),0,0,0,0)}pub fn gn(&self,v:&mut u64,ad:&
mut Vec<F>)->u64{let ai=self.ai();bn(&self.el(&ai),v).unwrap_or_else(||{ad.push(ai);0})}}}mod mf{use crate::{EA,DT};use super::L;use crate::df::{CS,AV};pub const BW:&str=
"fast";struct AJ{ab:EA,ae:EA,aa:EA,u:EA,al:EA,len:DT,jo:[EA;64],jl:[EA;64],jr:[EA;64],ir:[EA;64],ip:[EA;64]}type CR=(EA,EA,EA,EA,EA);struct BO{dc:EA,hs:[EA;64],cn:EA}pub
fn db(an:EA)->EA{60-4*an}#[inline(always)]fn gr(dk:EA,rs:EA,no:EA)->EA{rs&dk|no&!dk}impl AJ{fn new()->AJ{AJ{ab:0,ae:0,aa:0,u:0,al:0,len:DT::MAX,jo:[0;64],jl:[0;64],jr:[0;
64],ir:[0;64],ip:[0;64]}}fn ai(&mut self,cp:CR){(self.ab,self.ae,self.aa,self.u,self.al,)=cp;self.len=0;}fn gu(&self)->bool{self.len==DT::MAX}#[inline(always)]fn hb<const
AD:bool>(&mut self,g:&[EA;128],ey:&[EA;64],ax:EA,)->EA{self.hw::<AD,false>(g,ey,ax,None)}#[inline(always)]fn hw<const AD:bool,const DV:bool>(&mut self,g:&[EA;128],ey:&[EA
;64],ax:EA,bp:Option<&mut BO>,)->EA{let(ab,ae,al)=(self.ab,self.ae,self.al);let(ad,be)=(self.aa,self.u);let bm=ab&ab.wrapping_neg();let gl=ab^bm;let ev=if AD{1}else{ey[(
al&63)as DT]};let(ew,ex,ed)=super::bb(ev as u32,bm,ae,ad,be);let bz=!(ew|ex|ed|g[((al+1)&127)as DT]);let bu=((bz|bz.wrapping_neg())as i64>>63)as EA;let rh=DT::from(gl!=0)
;let hu=self.len&63;self.jo[hu]=gl;self.jl[hu]=ae;self.jr[hu]=ad;self.ir[hu]=be;self.ip[hu]=al;let bg=(self.len+rh).wrapping_sub(1);let t=bg&63;if let(true,Some(bp))=(DV,
bp){let dc=bp.dc;bp.cn=dc|EA::from(bm.trailing_zeros())<<db(al&15);bp.hs[hu]=dc;bp.dc=gr(bu,bp.cn,bp.hs[t]);}self.ab=gr(bu,bz,self.jo[t]);self.ae=gr(bu,ew,self.jl[t]);
self.aa=gr(bu,ex,self.jr[t]);self.u=gr(bu,ed,self.ir[t]);self.al=gr(bu,al+1,self.ip[t]);self.len=bg.wrapping_add((bu&1)as DT);EA::from(al==ax)}}fn hv(cq:DT,al:DT,ax:EA)->
bool{CS>cq&&al as EA+AV<ax}pub fn ea(j:&[L],ao:DT,ae:EA,aa:EA,u:EA)->EA{let count=mq::<false>(j,ao,(ae,aa,u),&mut 0);count.expect("an unbounded walk ends")}pub fn bn(j:&[
L],v:&mut EA)->Option<EA>{mq::<true>(j,0,(0,0,0),v)}pub fn jx(j:&[L],ft:&mut Vec<EA>){let mut g=[EA::MAX;128];for(i,an)in j.iter().enumerate(){g[i]=an.g;}let ax=j.len()as
EA-1;let mut cq:Vec<(CR,EA)> =vec![((!g[0],0,0,0,0),0)];let mut al=0;while hv(cq.len(),al,ax){let mut next=Vec::new();for&((mut ab,ae,ad,be,_),dc)in&cq{while ab!=0{let bm
=ab&ab.wrapping_neg();ab^=bm;let(ae,ad,be)=super::bb(j[al].ev,bm,ae,ad,be);let bz=!(ae|ad|be|g[al+1]);let am=EA::from(bm.trailing_zeros());let cp=(bz,ae,ad,be,al as EA+1)
;next.push((cp,dc|am<<db(al as EA)));}}cq=next;al+=1;}let mut ee=cq.into_iter().filter(|((ab,..),_)|*ab!=0);#[inline(never)]fn ai(ee:&mut impl Iterator<Item=(CR,EA)>,li:&
mut AJ,bp:&mut BO,)->bool{match ee.next(){Some((cp,dc))=>{li.ai(cp);bp.dc=dc;true}None=>false}}let ik=||BO{dc:0,hs:[0;64],cn:0};let(mut a,mut b)=(AJ::new(),AJ::new());let
(mut es,mut fv)=(ik(),ik());if!ai(&mut ee,&mut a,&mut es){return;}if ai(&mut ee,&mut b,&mut fv){loop{hp(&mut a,&mut es,&g,ax,ft);hp(&mut b,&mut fv,&g,ax,ft);if a.gu()&&!
ai(&mut ee,&mut a,&mut es){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut es,&mut fv);break;}if b.gu()&&!ai(&mut ee,&mut b,&mut fv){break;}}}while!a.gu(){hp(&mut a,&
mut es,&g,ax,ft);}}#[inline(always)]fn hp(li:&mut AJ,bp:&mut BO,g:&[EA;128],ax:EA,ft:&mut Vec<EA>,){const DU:[EA;64]=[1;64];let mt=li.hw::<true,true>(g,&DU,ax,Some(bp));
if mt==1{ft.push(bp.cn);}}fn mq<const Z:bool>(j:&[L],ao:DT,(ae,aa,u):(EA,EA,EA),v:&mut EA,)->Option<EA>{if ao>=j.len(){return Some(1);}let ab=!(ae|aa|u|j[ao].g);let ax=j.
len()as EA-1;if ao as EA==ax{return Some(EA::from(ab.count_ones()));}let mut g=[EA::MAX;128];let mut ey=[0u64;64];for(i,an)in j.iter().enumerate(){g[i]=an.g;ey[i]=EA::
from(an.ev);}let mut cq:Vec<CR> =Vec::new();if ab!=0{cq.push((ab,ae,aa,u,ao as EA));}let mut al=ao;while hv(cq.len(),al,ax){let mut next=Vec::new();for&(mut f,c,l,r,_)in&
cq{while f!=0{let bm=f&f.wrapping_neg();f^=bm;let(nc,nl,nr)=super::bb(j[al].ev,bm,c,l,r);let nf=!(nc|nl|nr|g[al+1]);if nf!=0{next.push((nf,nc,nl,nr,al as EA+1));}}}cq=
next;al+=1;}if ey[..j.len()].iter().all(|&ev|ev==1){lh::<true,Z>(cq,&g,&ey,ax,v)}else{lh::<false,Z>(cq,&g,&ey,ax,v)}}fn lh<const AD:bool,const Z:bool>(cq:Vec<CR>,g:&[EA;
128],ey:&[EA;64],ax:EA,v:&mut EA,)->Option<EA>{let mut gf=|ak:EA|!Z||super::gf(v,ak);let mut ee=cq.into_iter();let mut a=AJ::new();let mut b=AJ::new();let mut au=0u64;
match ee.next(){Some(cp)=>a.ai(cp),None=>return Some(0)}if let Some(cp)=ee.next(){b.ai(cp);}if!b.gu(){loop{if!gf(2){return None;}au+=a.hb::<AD>(g,ey,ax);au+=b.hb::<AD>(g,
ey,ax);if a.gu(){match ee.next(){Some(cp)=>a.ai(cp),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gu(){match ee.next(){Some(cp)=>b.ai(cp),None=>break}}}}while!a.gu()
{if!gf(1){return None;}au+=a.hb::<AD>(g,ey,ax);}Some(au)}}pub mod filter{use crate::{EA,DT};use super::{mf::{jx,db},bq,z};use crate::{h::{ag,dy,A},df::{BI,BE,CL,AO}};pub
const BW:&str="filter";pub const B:DT=16;const AU:[EA;B+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct AC{n:DT,aw:DT,gb:Vec<u32>,o:Vec<
EA>,fo:DT}fn jp(n:DT,dx:&[BB])->DT{let rf=|j:DT|{let gq=|s:&BB|s.checked_shr(64-4*j as u32).unwrap_or(0);1+dx.windows(2).filter(|w|gq(&w[0])!=gq(&w[1])).count()};(1..n).
take_while(|&j|rf(j)*8*64<=dx.len()).count()}type BB=EA;fn du(cd:BB,an:DT)->DT{(cd>>db(an as EA)&15)as DT}impl AC{fn new(n:DT,dx:&[BB],aw:Option<DT>)->AC{let aw=aw.
unwrap_or_else(||jp(n,dx)).min(n);let ib=n-aw;let lb=n.pow(aw as u32);let mut gb=vec![0u32;lb+1];let fo=(dx.len()+63)/64;let mut o=vec![0u64;fo*ib*n];for(i,&cd)in dx.iter
().enumerate(){let gq=(0..aw).fold(0,|p,r|p*n+du(cd,r));gb[gq+1]+=1;for r in aw..n{let da=(r-aw)*n+du(cd,r);o[da*fo+i/64]|=1<<(i%64);}}for p in 0..lb{gb[p+1]+=gb[p];}AC{n
,aw,gb,o,fo}}fn count(&self,g:&[EA])->EA{let(n,bg)=(self.n,self.aw);let mut cy=[0usize;B*B];let mut len=0;for(r,&an)in g.iter().enumerate().skip(bg){let mut o=an;while o
!=0{cy[len]=((r-bg)*n+o.trailing_zeros()as DT)*self.fo;len+=1;o&=o-1;}}let mut bk=[0u64;B];for(bk,&an)in bk.iter_mut().zip(&g[..bg]){*bk=!an&ag(n);}if bg==0{return match
self.gb[1]{0=>0,hi=>self.jv(0,hi as DT,&cy[..len])};}self.iy(&bk[..bg],0,&cy[..len])}fn iy(&self,bk:&[EA],gq:DT,cy:&[DT])->EA{let aj=bk.len();let dp=self.n.pow(aj as u32-
1);let mut au=0;let mut aq=bk[0];while aq!=0{let p=gq*self.n+aq.trailing_zeros()as DT;aq&=aq-1;let(lo,hi)=(self.gb[p*dp]as DT,self.gb[(p+1)*dp]as DT,);if lo==hi{continue;
}au+=if aj==1{self.jv(lo,hi,cy)}else{self.iy(&bk[1..],p,cy)};}au}fn jv(&self,lo:DT,hi:DT,cy:&[DT])->EA{let mut au=0;for w in lo/64..=(hi-1)/64{let mut it=EA::MAX;if w==lo
/64{it&=EA::MAX<<(lo%64);}if w==(hi-1)/64{it&=EA::MAX>>(63-(hi-1)%64);}let mut ov=cy.chunks_exact(4);for rd in&mut ov{let o=|k:DT|self.o[rd[k]+w];it&=!(o(0)|o(1)|o(2)|o(3
));if it==0{break;}}if it!=0{for&at in ov.remainder(){it&=!self.o[at+w];}}au+=EA::from(it.count_ones());}au}}pub struct H{cu:AC,cz:AC,ej:Vec<f64>}impl H{pub fn new(n:DT)
->H{H::ba(n,None,None)}fn ba(n:DT,aw:Option<DT>,kw:Option<bool>)->H{let mut cu=Vec::new();let mut cz=Vec::new();for fx in z::eg(n){let av=cz.len();let ft=if fx.cm==8{&mut
cu}else{&mut cz};jx(&bq(&fx.h),ft);let cn=cz.len()-av;for i in av..av+cn{for z in 1..8{cz.push(dn(n,cz[i],z));}}}if kw.unwrap_or(cu.len()/64<n*n){for cd in cu.drain(..){
cz.extend((0..8).map(|z|dn(n,cd,z)));}}cu.sort_unstable();cz.sort_unstable();cz.dedup();H{cu:AC::new(n,&cu,aw),cz:AC::new(n,&cz,aw),ej:(0..=n*n).map(|g|os(n,g)).collect()
}}fn ky(n:DT)->EA{let cu=AU[n]/8+1;cu*(n*n)as EA/8+cu*8}pub fn ma(n:DT)->f64{AU[n]as f64*f64::from(BI[n])}pub fn mj(h:&A)->f64{os(h.n,h.ec())}pub fn kc(&self,g:DT)->f64{
self.ej[g]}pub fn count(&self,h:&A)->EA{let mut au=self.cz.count(&h.g);if self.cu.fo>0{for z in 0..8{au+=self.cu.count(&h.er(z).g);}}au}}fn os(n:DT,g:DT)->f64{let ig=g as
f64/(n*n)as f64;let fo=AU[n]as f64/64.;let je=((fo/8.).max(1.).ln()/(n as f64).ln()).round()as i32+1;let je=je.min(n as i32);let mut gz=1.;let mut ad=1.;for _ in 0..je{gz
+=ad*ig*n as f64;ad*=1.-ig;}let ib=ig*(n*(n-je as DT))as f64;let ra=1.-1./n as f64;let mut kz=1.;for _ in 0..ib as DT{let mut im=1.-kz;for _ in 0..6{im*=im;}gz+=ad*(1.-im
);kz*=ra;}fo*gz*pg(n)}fn pg(n:DT)->f64{match H::ky(n)>BE{true=>AO,false=>CL}}fn dn(n:DT,cd:BB,z:DT)->BB{(0..n).fold(0,|dn,r|{let(an,am)=dy(n,z,(r,du(cd,r)));dn|(am as EA)
<<db(an as EA)})}}mod br{use crate::DT;use super::{ea,gs,ac,ds,z,L};use crate::df::AN;pub trait CT{type BP:Copy;fn count(&self,ai:Self::BP)->u64;}pub struct U<T:CT>{hx:
Box<T>,br:Vec<(T::BP,u64)>,pub dv:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CG{DS,CQ}pub struct S{mx:&'static str,core:CG,fe:Vec<Vec<L>>}#[derive(Clone,Copy)]pub
struct AL{ld:DT,ao:DT,ae:u64,aa:u64,u:u64}impl S{pub fn cc(mx:&'static str,core:CG,fe:Vec<Vec<L>>,ju:Vec<u64>,)->U<S>{let br=(ju.into_iter().enumerate()).map(|(ld,cm)|(AL
::px(ld),cm)).collect();U::new(S{mx,core,fe},br)}}impl AL{fn px(ld:DT)->AL{AL{ld,ao:0,ae:0,aa:0,u:0}}}impl CT for S{type BP=AL;fn count(&self,at:AL)->u64{let j=&self.fe[
at.ld];if self.core==CG::CQ&&j.len()-at.ao>AN{ea(j,at.ao,at.ae,at.aa,at.u)}else{gs(j,at.ao,at.ae,at.aa,at.u)}}}impl CT for ac::I{type BP=ac::F;fn count(&self,pb:ac::F)->
u64{ac::I::count(self,pb)}}impl CT for ds::AI{type BP=u32;fn count(&self,lw:u32)->u64{self.mu(lw)}}impl<T:CT>U<T>{pub fn new(hx:T,br:Vec<(T::BP,u64)>)->U<T>{U{hx:Box::new
(hx),br,dv:0}}fn oc(&self,i:DT)->u64{let(ai,cm)=self.br[i];cm*self.hx.count(ai)}pub fn et(&self)->u64{self.dv+(0..self.br.len()).map(|i|self.oc(i)).sum::<u64>()}}impl U<
ac::I>{pub fn pe(bj:ac::I,av:ac::X)->U<ac::I>{U{hx:Box::new(bj),br:av.ad.into_iter().map(|ai|(ai,1)).collect(),dv:av.dv}}}pub fn hg(n:DT)->U<S>{let(ol,ju)=z::jk(n);S::cc(
z::BW,CG::CQ,ol,ju)}}mod ff{use crate::az::O;pub fn ie<N>(de:usize,az:&mut O,mut cp:impl FnMut(&mut O)->(N,f64),mut bu:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{
let mut au=0.;for _ in 0..de{let(mut js,mut ot)=cp(az);while let Some((ob,qd,qt))=bu(&js,az){ot*=f64::from(ob);au+=ot*qt;js=qd;}}au/de as f64}pub fn fl(ab:u64,az:&mut O)
->u64{let mut ml=ab;for _ in 0..az.ib(ab.count_ones()as usize){ml&=ml-1;}ml&ml.wrapping_neg()}}pub mod ds{use crate::{EA,DT};use super::{go::ce,dq,bb,bq,L};use crate::{h
::{ag,A},az::O,df::{CA,AT,CM,BS,BA}};pub const BW:&str="meet";pub const B:DT=16;const DD:u32=64;struct CI{av:Vec<u32>,bx:Vec<u32>}pub struct AI{n:DT,bg:CI,ay:CI}impl AI{
pub fn new(h:&A)->AI{let n=h.n;let j=bq(h);let mut cr=vec![0;n*n];for(da,bx)in cr.iter_mut().enumerate(){*bx=ko(n,da/n,da%n);}let pm=|from:DT,to:DT|CI::new(&j,&cr,from,to
);AI{n,bg:pm(0,n/2),ay:pm(n/2,n)}}pub fn lg(&self)->Vec<(u32,EA)>{(0..DD.min(1<<self.n)).map(|lw|(lw,1)).collect()}pub fn eb(h:&A)->Option<f64>{if h.n>B{return None;}let(
bg,ay)=pn(h);if ky(h.n,bg,ay)>BS as f64{return None;}Some(ak(h.n,bg,ay))}}fn ky(n:DT,bg:f64,ay:f64)->f64{let cy=2.*(f64::from(1u32<<n)+1.);(bg+ay+cy)*std::mem::size_of::<
u32>()as f64}fn ak(n:DT,bg:f64,ay:f64)->f64{let fe=ll(n);let gm=bg/64.+bg.min(fe);let pp=ay*(bg/fe/64.+1.);CM*(bg+ay)+AT*gm+CA*pp}impl CI{fn new(j:&[L],cr:&[EA],from:DT,
to:DT)->CI{let n=j.len();let mut av=vec![0u32;(1<<n)+1];eh(j,cr,to,from,(0,0,0),0,&mut|ae,_|{av[ae as DT+1]+=1;});for c in 0..1<<n{av[c+1]+=av[c];}let mut bx=vec![0;av[1
<<n]as DT];let mut next=av.clone();eh(j,cr,to,from,(0,0,0),0,&mut|ae,hz|{bx[next[ae as DT]as DT]=hz as u32;next[ae as DT]+=1;});CI{av,bx}}fn on(&self,ae:DT)->&[u32]{&self
.bx[self.av[ae]as DT..self.av[ae+1]as DT]}}impl AI{pub fn mu(&self,lw:u32)->EA{let fe=1usize<<self.n;let br=DD.min(fe as u32)as DT;let qj=lw as DT*fe/br..(lw as DT+1)*fe/
br;let qw=ag(self.n)as DT;let mut au=0;let mut gm:Vec<CW> =Vec::new();for ae in qj{let(bg,ay)=(self.bg.on(ae),self.ay.on(qw^ae));if bg.is_empty()||ay.is_empty(){continue;
}gm.clear();gm.extend(bg.chunks(64).map(oa));for&hz in ay{let qe=|ic:&CW|{let on=|id:DT|ic[id][(hz>>(5*id))as DT&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};au+=gm.
iter().map(|ic|EA::from(qe(ic).count_zeros())).sum::<EA>();}au-=ay.len()as EA*(gm.len()*64-bg.len())as EA;}au}}type CW=[[EA;32];6];fn oa(fj:&[u32])->CW{let mut on=[0u64;
32];for(hu,&hz)in fj.iter().enumerate(){for fq in dq(hz.into()){on[fq&31]|=1<<hu;}}let mut ic=[[0;32];6];for(id,ly)in ic.iter_mut().enumerate(){for jg in 1..32usize{let
nd=jg&(jg-1);let fq=5*id+(jg^nd).trailing_zeros()as DT;ly[jg]=ly[nd]|on[fq&31];}}ic}fn eh(j:&[L],cr:&[EA],mw:DT,an:DT,(ae,ad,be):(EA,EA,EA),bx:EA,oe:&mut impl FnMut(EA,EA
),){if an==mw{return oe(ae,bx);}let mut ab=!(ae|ad|be|j[an].g);while ab!=0{let bm=ab&ab.wrapping_neg();ab^=bm;let hz=bx|cr[an*j.len()+bm.trailing_zeros()as DT];if an+1==
mw{oe(ae|bm,hz);}else{let cw=bb(j[an].ev,bm,ae,ad,be);eh(j,cr,mw,an+1,cw,hz,oe);}}}fn ko(n:DT,an:DT,am:DT)->EA{let bg=n/2;let bm=|fq:DT|match fq.checked_sub(bg){Some(at)
if at<n-1=>1<<at,_=>0};bm(an+am)|bm(an+n-1-am)<<(n-1)}fn pn(h:&A)->(f64,f64){let j=bq(h);let bg=h.n/2;(fj(&j[..bg]),fj(&j[bg..]))}fn fj(j:&[L])->f64{let ax=|ao:DT|f64::
from(u8::from(ao+1==j.len()));ce(BA,j,&mut O::jd(),ax)}fn ll(n:DT)->f64{(0..n/2).fold(1.,|fe,i|fe*(n-i)as f64/(i+1)as f64)}}mod go{use super::{ff::{ie,fl},bb,bq,L};use
crate::{h::A,az::O,df::BA};fn ji(h:&A)->A{hj(h).0}fn hj(h:&A)->(A,f64){let mg=ga(h);let mut ji=(mg,0);for z in 1..8{let bh=ga(&h.er(z));if bh<ji.0{ji=(bh,z);}}if ji.0*1.5
<mg{(h.er(ji.1),ji.0)}else{(h.clone(),mg)}}fn ga(h:&A)->f64{let hx=bh(h);if h.hh(){hx/2.}else{hx}}pub fn bh(h:&A)->f64{fc(BA,&bq(h),&mut O::jd())}pub fn fc(de:usize,j:&[L
],az:&mut O)->f64{ce(de,j,az,|_|1.)}pub fn ce(de:usize,j:&[L],az:&mut O,cm:impl Fn(usize)->f64,)->f64{ie(de,az,|_|((0,0u64,0u64,0u64),1.),|&js,az|{let(ao,ae,ad,be)=js;let
an=*j.get(ao)?;let ab=!(ae|ad|be|an.g);if ab==0{return None;}let(ae,ad,be)=bb(an.ev,fl(ab,az),ae,ad,be);Some((ab.count_ones(),(ao+1,ae,ad,be),cm(ao),))},)}}mod fu{use
crate::df::BH;use std::time::Instant as DY;#[derive(Default)]pub struct DE;impl DE{pub fn mo<T>(&self,_:usize,_:f64,_:T)->Option<DY>{None}pub fn lr(&self,_:Option<DY>,ak:
f64,ac:bool)->f64{self.he(ak,ac)}pub fn he(&self,ak:f64,ac:bool)->f64{ak*self.ch().powi(i32::from(ac))}pub fn ch(&self)->f64{BH}}}mod cc{use super::{br::{U,S},ac,ds};pub
enum Q{DP(U<S>),AS(U<ac::I>),AI(U<ds::AI>)}impl Q{pub fn et(&self)->u64{match self{Q::DP(br)=>br.et(),Q::AS(br)=>br.et(),Q::AI(br)=>br.et()}}}impl From<U<S>>for Q{fn from
(br:U<S>)->Q{Q::DP(br)}}impl From<U<ac::I>>for Q{fn from(br:U<ac::I>)->Q{Q::AS(br)}}impl From<ds::AI>for Q{fn from(ds:ds::AI)->Q{let lg=ds.lg();Q::AI(U::new(ds,lg))}}}mod
np{use super::{bb,gf,L};pub const BW:&str="reference";pub fn gs(j:&[L],ao:usize,ae:u64,aa:u64,u:u64)->u64{let count=qq::<false>(j,ao,(ae,aa,u),&mut 0);count.expect(
"an unbounded count ends")}pub fn cf(j:&[L],v:&mut u64)->Option<u64>{qq::<true>(j,0,(0,0,0),v)}fn qq<const Z:bool>(j:&[L],ao:usize,(ae,aa,u):(u64,u64,u64),v:&mut u64,)->
Option<u64>{if ao>=j.len(){return Some(1);}let ax=j.len()-1;let mut ox=[(0u64,0u64,0u64,0u64);64];let(mut ae,mut aa,mut u)=(ae,aa,u);let mut ab=!(ae|aa|u|j[ao].g);if ao==
ax{return Some(u64::from(ab.count_ones()));}let mut al=ao;let mut au=0u64;loop{if ab==0{if al==ao{return Some(au);}al-=1;let kj=ox[al];ab=kj.0;ae=kj.1;aa=kj.2;u=kj.3;
continue;}if Z&&!gf(v,2){return None;}let bm=ab&ab.wrapping_neg();ab^=bm;let(ew,ex,ed)=bb(j[al].ev,bm,ae,aa,u);let bz=!(ew|ex|ed|j[al+1].g);if al+1==ax{au+=u64::from(bz.
count_ones());}else if bz!=0{ox[al]=(ab,ae,aa,u);al+=1;ab=bz;ae=ew;aa=ex;u=ed;}}}}mod j{use crate::{DT,h::{ag,A,R}};#[derive(Clone,Copy)]pub struct L{pub g:u64,pub ev:u32
}pub fn bq(h:&A)->Vec<L>{let jt=!ag(h.n);h.g.iter().map(|&g|L{g:g|jt,ev:1}).collect()}pub fn il(h:&A,ar:&[R])->Vec<L>{let jt=!ag(h.n);let qm=ar.iter().fold(0,|j,&(r,_)|j|
1<<r);gi(ag(h.n)&!qm,|r|{let nz=ar.iter().fold(0,|dk,&fk|dk|ef(fk,r));h.g[r]|jt|nz})}pub fn gi(j:u64,g:impl Fn(DT)->u64)->Vec<L>{let mut kt:Vec<L> =Vec::with_capacity(j.
count_ones()as DT);let mut lc=0;let mut ad=j;while ad!=0{let r=ad.trailing_zeros()as DT;ad&=ad-1;if let Some(ax)=kt.last_mut(){ax.ev=(r-lc)as u32;}kt.push(L{g:g(r),ev:1})
;lc=r;}kt}pub fn ef((nn,am):R,r:DT)->u64{let dr=r.abs_diff(nn);let bm=|c:DT|1u64.checked_shl(c as u32).unwrap_or(0);bm(am)|bm(am+dr)|am.checked_sub(dr).map_or(0,bm)}#[
inline(always)]pub fn gf(v:&mut u64,ak:u64)->bool{if*v<=ak{*v=0;return false;}*v-=ak;true}#[inline(always)]pub fn bb(ev:u32,bm:u64,ae:u64,aa:u64,u:u64)->(u64,u64,u64){(ae
|bm,(aa|bm)<<ev,(u|bm)>>ev,)}pub fn dq(mut dk:u64)->impl Iterator<Item=DT>{std::iter::from_fn(move||{(dk!=0).then(||{let at=dk.trailing_zeros()as DT;dk&=dk-1;at})})}}mod
z{mod ht{use crate::{DT,h::{cw,dm,dy,R}};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct CK{bg:DT,ay:DT,ad:DT,be:DT}impl CK{pub fn ar(&self,n:DT)->[R;4]{[(0,
self.bg),(n-1,self.ay),(self.ad,0),(self.be,n-1)]}fn ni(n:DT,ar:&[R;4])->CK{let m=n-1;let on=|ap:&dyn Fn(R)->bool,md:&dyn Fn(R)->DT|{ar.iter().copied().find(|&q|ap(q)).
map_or(DT::MAX,md)};CK{bg:on(&|(r,_)|r==0,&|(_,c)|c),ay:on(&|(r,_)|r==m,&|(_,c)|c),ad:on(&|(_,c)|c==0,&|(r,_)|r),be:on(&|(_,c)|c==m,&|(r,_)|r)}}fn io(&self,n:DT)->[DT;8]{
let m=n-1;let oo=|dr:DT|m-dr;[self.bg,oo(self.bg),self.ay,oo(self.ay),self.ad,oo(self.ad),self.be,oo(self.be)]}pub fn hn(&self,n:DT)->bool{let jw=self.io(n);let lx=jw.
iter().copied().min().unwrap_or(0);lx>0&&jw.iter().filter(|&&d|d==lx).count()>1}}pub fn ms(n:DT)->Vec<(CK,u64)>{let mut cn=Vec::new();for bg in 0..n{for ay in 0..n{for ad
in 0..n{for be in 0..n{let ht=CK{bg,ay,ad,be};let ar=ht.ar(n);if ar.iter().any(|&a|ar.iter().any(|&b|cw(a,b))){continue;}let dn=|z|{let ki=ar.map(|q|dy(n,z,q));CK::ni(n,&
ki)};if let Some(fs)=dm(0..8,ht,dn){cn.push((ht,fs));}}}}}cn}}use super::{il,ef,L};use crate::h::{ag,A,R};pub const BW:&str="symmetry";pub fn jk(n:usize)->(Vec<Vec<L>>,
Vec<u64>){eg(n).into_iter().map(|fx|(mc(&fx),fx.cm)).unzip()}fn mc(fx:&BN)->Vec<L>{il(&fx.h,&fx.ar)}pub struct BN{pub h:A,pub ar:Vec<R>,pub cm:u64}pub fn eg(n:usize)->Vec
<BN>{if n<5{return vec![BN{h:A::gc(n),ar:Vec::new(),cm:1}];}let m=n-1;let all=ag(n);let oh=|am:usize|all&!(1u64<<am);let mut eg=Vec::new();for k in 2..m{let mut h=A::gc(n
);h.g[0]=oh(0);h.g[1]=oh(k);for an in&mut h.g[2..=k]{*an|=1<<1;}eg.push(BN{h,ar:Vec::new(),cm:8});}let ql=1u64|1u64<<m;let mut a=1;while a<m-a{let mut h=A::gc(n);h.g[0]=
oh(a);for(r,an)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*an|=ql;}}let ij=(1u64<<(a+1))-1;h.g[m]|=ij|ij<<(m-a);eg.push(BN{h,ar:Vec::new(),cm:8});a+=1;}for(ht,
cm)in ht::ms(n){if ht.hn(n){let ar=ht.ar(n).to_vec();eg.push(BN{h:mm(n,&ar),ar,cm});}}eg}fn mm(n:usize,ar:&[R])->A{let all=ag(n);let mut h=A::gc(n);for(r,an)in h.g.
iter_mut().enumerate(){*an=match ar.iter().find(|fk|fk.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ar.iter().fold(0,|dk,&q|dk|ef(q,r))&all}};}h}}pub use self::ix::AK;pub
use self::mf::{ea,bn};pub use self::np::{gs,cf};pub use self::j::*;}mod qp{use crate::{h::B,gx::G};pub const DR:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CV{pub bd:G,pub gj:usize,pub ih:Vec<usize>}pub fn parse(args:&[String])->Result<
Option<CV>,String>{let mut cj=CV{bd:G::default(),gj:0,ih:Vec::new()};let mut args=args.iter();while let Some(ls)=args.next(){let(gk,po)=match ls.split_once('='){Some((gk,
dj))if ls.starts_with("--")=>(gk,Some(dj.to_string())),_=>(ls.as_str(),None)};let mut dj=|rj:&str|{(po.clone().or_else(||args.next().cloned())).ok_or_else(||format!(
"option '{}' needs {}",gk,rj))};match gk{"-h"|"--help"=>return Ok(None),"--list"=>{let bl=dj("a number of solutions")?;cj.gj=bl.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",gk,bl)})?;}"--dialect"=>{cj.bd=G::qi(&dj("a value: luogu, uva11195 or cses1624")?)?}_ if gk.starts_with('-')&&gk.len()>1=>{
return Err(format!("unknown option '{}'",ls))}_=>match ls.parse::<usize>(){Ok(n)if(1..=B).contains(&n)=>cj.ih.push(n),_=>{let bv="N must be an integer from 1 to";return
Err(format!("{} {}, found '{}'",bv,B,ls));}}}}Ok(Some(cj))}}mod pu{use crate::{h::A,count::kk::BF,count::AK,gj::fy,dd::AA,bc::{cv,CH,D,AQ}};use std::io::Write as CZ;pub
struct AP{pub kk:BF,dd:AA}impl AP{pub fn new()->AP{AP{kk:BF::new(AK),dd:AA::new()}}}impl<W:CZ>CH<W>for AP{fn hk(&mut self,bc:&mut AQ<W>,h:A)->Result<(),D>{bc.fg+=1;let ep
=self.dd.get(&h);let ck=&mut bc.ck;let gj=ck.format.gj;fy(&h,gj,&mut|aq|ck.cd(aq)).map_err(cv)?;let(count,fp)=match ep{Some(count)=>(count,false),None=>self.kk.count(&h).
me()};self.dd.qz(&h,count);(ck.count(bc.fg,count,fp)).map_err(cv)}}}use ck::BZ;use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.
is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let cj=match qp::parse(&args){Ok(Some(cj))=>cj,Ok(None)=>{print!("{}",qp::DR);return;}Err(bv)
=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bv);std::process::exit(2);}};let format=BZ{bd:cj.bd,gj:cj.gj,..BZ::default()};let stdout=io::stdout();let jy=
io::BufWriter::new(stdout.lock());let mut bc=bc::AQ{ck:ck::CC{jy,format},fg:0};let mut dw=pu::AP::new();let di=stdin::nu(&cj.ih,cj.bd,|en,fg|{dw.kk.mk(en);bc::mv(&mut bc,
fg,&mut dw).unwrap_or(bc::D::DC)});std::process::exit(di.pw());}

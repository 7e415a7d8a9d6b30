// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
type DS=usize;mod h{use crate::DS;pub const B:DS=64;pub type R=(DS,DS);#[derive(Clone,PartialEq,Eq)]pub struct A{pub n:DS,pub g:Vec<u64>}impl A{pub fn new(n:DS,g:Vec<u64>
)->A{A{n,g}}pub fn n(&self)->DS{self.n}pub fn g(&self)->&[u64]{&self.g}pub fn fy(n:DS)->A{assert!((1..=B).contains(&n),"a board has 1 to {} rows, not {}",B,n);A::new(n,
vec![0;n])}pub fn gu(&self)->bool{self.g.iter().all(|&an|an==0)}pub fn ed(&self)->DS{self.g.iter().map(|an|an.count_ones()as DS).sum()}pub fn er(&self,z:DS)->A{let aq=if
DH>>z&1==1{self.aq()}else{Vec::new()};A::new(self.n,self.dp(z,&aq))}fn jd(&self)->BE{let aq=self.aq();let da=(0..8).filter(|&s|self.dp(s,&aq)==self.g);BE(da.fold(0,|hz,s|
hz|1<<s))}pub fn hc(&self)->bool{self.dp(DN,&[])==self.g}fn aq(&self)->Vec<u64>{let mut la=[0u64;64];la[..self.n].copy_from_slice(&self.g);transpose(&mut la);la[..self.n]
.to_vec()}fn dp(&self,z:DS,aq:&[u64])->Vec<u64>{let n=self.n;let pt=if DH>>z&1==1{aq}else{&self.g};let pp=CA>>z&1==1;let mut j:Vec<u64> =pt.iter().map(|&an|if pp{oe(an,n)
}else{an}).collect();if CX>>z&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BE(pub u8);impl BE{fn contains(self,z:DS)->bool{self.0>>z&1==1}fn iter(self)->
impl Iterator<Item=DS>{(0..8).filter(move|&s|self.contains(s))}}const DH:u8=1<<1|1<<3|1<<6|1<<7;const CA:u8=1<<1|1<<2|1<<4|1<<7;const CX:u8=1<<2|1<<3|1<<5|1<<7;#[derive(
Clone,Copy,PartialEq,Eq)]pub enum P{L(DS),AO(DS)}impl P{pub fn dc(self,at:DS)->R{match self{P::L(r)=>(r,at),P::AO(c)=>(at,c)}}fn contains(self,(an,am):R)->bool{match self
{P::L(r)=>an==r,P::AO(c)=>am==c}}pub fn er(self,n:DS,z:DS)->P{let(r,c)=ea(n,z,self.dc(0));if ea(n,z,self.dc(1)).0==r{P::L(r)}else{P::AO(c)}}}pub fn cw(a:R,b:R)->bool{a!=b
&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DN:DS=4;pub fn ea(n:DS,z:DS,(r,c):R)->R{let m=n-1;match z{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>
(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dn<K:Ord+Copy>(jd:impl Iterator<Item=DS>,ol:K,dp:impl Fn(DS)->K,)->Option<u64>{let mut fp=[ol;8];let mut cl=0;for z in jd
{let ke=dp(z);if ke<ol{return None;}fp[cl]=ke;cl+=1;}let fp=&mut fp[..cl];fp.sort_unstable();Some(1+fp.windows(2).filter(|pq|pq[0]!=pq[1]).count()as u64)}fn oe(ds:u64,n:
DS)->u64{ds.reverse_bits()>>(64-n)}fn transpose(j:&mut[u64;64]){let mut dr=32;let mut po:u64=0x0000_0000_FFFF_FFFF;while dr!=0{let mut k=0;while k<64{let swap=((j[k]>>dr)
^j[k+dr])&po;j[k]^=swap<<dr;j[k+dr]^=swap;k=(k+dr+1)&!dr;}dr>>=1;po^=po<<dr;}}pub fn ag(n:DS)->u64{u64::MAX>>(64-n)}}mod gs{use crate::DS;use crate::h::{A,B};#[derive(
Clone,Copy,Default,PartialEq,Eq)]pub enum G{#[default]DG,BV,BD}impl G{pub fn qg(gg:&str)->Result<G,String>{match gg{"luogu"=>Ok(G::DG),"uva11195"=>Ok(G::BV),"cses1624"=>
Ok(G::BD),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gg))}}fn fv(self)->u8{match self{G::DG=>b'.',G::BV|G::BD=>b'*'}}}pub struct M{pub ap
:DS,pub am:DS,pub br:String}struct BP<'a>{bk:&'a[u8],ai:DS,ap:DS,bm:DS}pub struct BK<'a>{bs:&'a[u8],bd:G,gz:DS,ap:DS,bm:DS,gq:bool}impl<'a>BK<'a>{pub fn new(bs:&'a[u8],bd
:G)->BK<'a>{BK{bs,bd,gz:0,ap:1,bm:0,gq:false}}pub fn na(&mut self)->Result<Option<A>,M>{if self.gq{return Ok(None);}if self.bd==G::BD{return match self.jv(){Some(_)=>self
.ir(8).map(Some),None=>Ok(None)};}let af=match self.iy(){Some(af)=>af,None=>{self.gq=true;return Ok(None);}};let n=self.lv(&af)?;if n==0{self.gq=true;return Ok(None);}
match self.jv(){Some(b'*')|Some(b'.')=>self.ir(n).map(Some),_=>Ok(Some(A::fy(n)))}}pub fn lg(&self,mut he:impl FnMut(DS,DS)){let nu=self.bs[self.gz..].split(u8::
is_ascii_whitespace).filter(|af|!af.is_empty());let gr=self.bd.fv();let hg=|af:&[u8]|af.iter().filter(|&&dc|dc==gr).count();if self.bd==G::BD{let j:Vec<&[u8]> =nu.collect
();for h in j.chunks_exact(8){he(8,h.iter().map(|an|hg(an)).sum());}return;}let mut aw=None;for af in nu{if jl(af[0]){if let Some((_,g))=&mut aw{*g+=hg(af);}continue;}if
let Some((n,g))=aw.take(){he(n,g);}if!af.iter().all(u8::is_ascii_digit)||af.len()>2{return;}match af.iter().fold(0,|n,&d|10*n+DS::from(d-b'0')){0=>return,n=>aw=Some((n,0)
)}}if let Some((n,g))=aw{he(n,g);}}fn lv(&self,af:&BP)->Result<DS,M>{self.it(af)?;if!af.bk.iter().all(u8::is_ascii_digit){return Err(self.fo(af,af.ai,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",B,pr(af.bk)),));}let dk=af.bk.iter().fold(0u64,|rj,&qd|{rj.saturating_mul(10).saturating_add(u64::
from(qd-b'0'))});if dk>B as u64{return Err(self.fo(af,af.ai,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(af.bk),B),));}Ok(dk as DS)}fn
ir(&mut self,n:DS)->Result<A,M>{let mut g=Vec::with_capacity(n);for an in 0..n{let af=match self.iy(){Some(af)=>af,None=>return Err(self.kl(an,n))};match og(af.bk,n,self.
bd.fv()){Some(dl)=>g.push(dl),None=>return Err(self.nm(&af,an,n))}}Ok(A::new(n,g))}fn nm(&self,af:&BP,an:DS,n:DS)->M{if let Err(e)=self.it(af){return e;}if let Some(am)=(
af.bk.iter()).position(|&dc|!jl(dc)){let at=af.ai+am;let cl=match gb(self.bs,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",af.bk[am])};return self.fo(
af,at,format!("row {} of {}: found {}, expected '*' or '.'",an+1,n,cl),);}self.fo(af,af.ai,format!("row {} of {} has {} cells, expected {}",an+1,n,af.bk.len(),n),)}fn it(
&self,af:&BP)->Result<(),M>{if af.bk.is_ascii(){return Ok(());}let mt=af.ai+af.bk.len();let mut at=af.ai;while at<mt{match gb(self.bs,at){Some((_,len))=>at+=len,None=>{
return Err(self.fo(af,at,format!("byte 0x{:02X} is not valid UTF-8",self.bs[at]),))}}}Ok(())}fn fz(&mut self){while let Some(&ki)=self.bs.get(self.gz){if!ki.
is_ascii_whitespace(){break;}self.gz+=1;if ki==b'\n'{self.ap+=1;self.bm=self.gz;}}}fn jv(&mut self)->Option<u8>{self.fz();self.bs.get(self.gz).copied()}fn iy(&mut self)->
Option<BP<'a>>{self.fz();let ai=self.gz;let ho=&self.bs[ai..];let len=ho.iter().position(u8::is_ascii_whitespace).unwrap_or(ho.len());if len==0{return None;}self.gz+=len;
Some(BP{bk:&ho[..len],ai,ap:self.ap,bm:self.bm})}fn fo(&self,af:&BP,at:DS,br:String)->M{M{ap:af.ap,am:dw(self.bs,af.bm,at),br}}fn kl(&self,np:DS,n:DS)->M{M{ap:self.ap,am:
dw(self.bs,self.bm,self.bs.len()),br:format!("input ended after {} of {} board rows",np,n)}}}fn og(bk:&[u8],n:DS,gr:u8)->Option<u64>{if bk.len()!=n{return None;}let(mut
dl,mut is)=(0u64,true);for(am,&dc)in bk.iter().enumerate(){dl|=u64::from(dc==gr)<<am;is&=jl(dc);}is.then_some(dl)}fn jl(ki:u8)->bool{ki==b'*'||ki==b'.'}fn gb(bs:&[u8],at:
DS)->Option<(char,DS)>{let len=match bs[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let oi=bs.get(at..at+len)?;let bk=std::str::
from_utf8(oi).ok()?;bk.chars().next().map(|c|(c,len))}fn dw(bs:&[u8],bm:DS,at:DS)->DS{let mut am=1;let mut gz=bm;while gz<at{gz+=gb(bs,gz).map_or(1,|(_,len)|len);am+=1;}
am}fn pr(bk:&[u8])->String{const DF:DS=24;let bk=String::from_utf8_lossy(bk);if bk.chars().count()>DF{let qv:String=bk.chars().take(DF).collect();format!("{:?}...",qv)}
else{format!("{:?}",bk)}}}mod gf{use crate::DS;use crate::h::ag;use crate::h::A;use crate::count::{az,bo,L};pub fn fu<E>(h:&A,om:DS,oa:&mut dyn FnMut(&[DS])->Result<(),E>
,)->Result<(),E>{struct DP<'a,E>{j:Vec<L>,my:u64,oq:bool,kw:Vec<DS>,ac:DS,oa:&'a mut dyn FnMut(&[DS])->Result<(),E>}impl<E>DP<'_,E>{fn bq(&mut self,cw:(u64,u64,u64))->
Result<(),E>{let ao=self.kw.len();if ao==self.j.len(){self.ac-=1;return(self.oa)(&self.kw);}let(ae,aa,u)=cw;let mut ab=!(ae|aa|u|self.j[ao].g);while ab!=0&&self.ac>0{let
bl=ab&ab.wrapping_neg();ab^=bl;let next=az(self.j[ao].ev,bl,ae,aa,u);if self.oq&&!self.py(ao+1,next){continue;}self.kw.push(bl.trailing_zeros()as DS);self.bq(next)?;self.
kw.pop();}Ok(())}fn py(&self,ao:DS,(ae,aa,u):(u64,u64,u64))->bool{let mut jw=0;for(dt,an)in self.j[ao..].iter().enumerate(){let ab=!(ae|aa<<dt|u>>dt|an.g);if ab==0{return
false;}jw|=ab;}let iw=self.my&!ae;jw&iw==iw}}if om==0{return Ok(());}let mut mn=DP{j:bo(h),my:ag(h.n),oq:!h.gu(),kw:Vec::with_capacity(h.n),ac:om,oa};mn.bq((0,0,0))}}mod
ng{use std::sync::atomic::{AtomicBool as DA,Ordering as CZ};use std::sync::{Arc,Mutex,PoisonError as DY};pub struct CI<T>{bc:DA,dk:Mutex<Option<Arc<T>> >}impl<T>Default
for CI<T>{fn default()->CI<T>{CI{bc:DA::new(false),dk:Mutex::new(None)}}}impl<T>CI<T>{pub fn get(&self)->Option<Arc<T>>{match self.bc.load(CZ::Acquire){true=>self.dk.lock
().ok()?.clone(),false=>None}}pub fn kq(&self,fs:impl FnOnce()->T)->Arc<T>{let bc=self.get().unwrap_or_else(||Arc::new(fs()));let mut dk=self.dk.lock().unwrap_or_else(DY
::into_inner);self.bc.store(true,CZ::Release);dk.get_or_insert(bc).clone()}}}mod ci{use crate::gs::G;use std::io::{self,Write as CY};#[derive(Clone,Copy,Default)]pub
struct BY{pub bd:G,pub gf:usize,pub rk:usize,pub time:bool,pub bx:bool}pub struct CB<W:CY>{pub ju:W,pub format:BY}impl<W:CY>CB<W>{pub fn ca(&mut self,aq:&[usize])->io::
Result<()>{let aq:Vec<String> =aq.iter().map(|c|(c+1).to_string()).collect();writeln!(self.ju,"{}",aq.join(" "))}pub fn count(&mut self,he:usize,count:u64,fl:bool)->io::
Result<()>{if self.format.bd==G::BV{write!(self.ju,"Case {}: ",he)?;}writeln!(self.ju,"{}",count)?;if fl{self.ju.flush()?;}Ok(())}}pub fn eo(az:&str,br:&str){eprintln!(
"nqueens: error: {}: {}",az,br);}}mod df{use crate::h::{A,B};use std::sync::atomic::{AtomicU64 as BX,Ordering as CZ};#[derive(Default)]struct BJ(BX);impl BJ{pub fn get(&
self)->Option<u64>{self.0.load(CZ::Relaxed).checked_sub(1)}fn kz(&self,count:u64){self.0.store(count.wrapping_add(1),CZ::Relaxed);}}pub struct AA([BJ;B+1]);impl AA{pub fn
new()->AA{AA(std::array::from_fn(|_|BJ::default()))}pub fn get(&self,h:&A)->Option<u64>{match h.gu(){true=>self.0[h.n].get(),false=>None}}pub fn qx(&self,h:&A,count:u64){
if h.gu(){self.0[h.n].kz(count);}}}}mod ay{pub struct O(pub u64);impl O{pub fn ja()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0
>>7;self.0^=self.0<<17;self.0}pub fn hx(&mut self,qa:usize)->usize{(self.next()%qa as u64)as usize}}}mod stdin{use crate::h::A;use crate::gs::{G,BK};use crate::ba::{CW,D}
;use std::io::{self,Read};pub fn nq(ic:&[usize],bd:G,qp:impl FnOnce(&[(usize,usize)],&mut CW)->D,)->D{if!ic.is_empty(){return qp(&[],&mut ic.iter().map(|&n|Ok(A::fy(n))))
;}let mut gs=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut gs){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CO;}let mut nh=BK::
new(&gs,bd);let mut en=Vec::new();nh.lg(|n,g|en.push((n,g)));qp(&en,&mut std::iter::from_fn(||nh.na().transpose()),)}}mod dh{use crate::DS;pub const AI:u64=9;pub const AT
:u64=20;pub const BB:DS=256;pub const AF:DS=64;pub const BS:f64=32.0;pub const BL:DS=16;pub const AH:f64=4.0;pub const BH:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,
46,32,30,30];pub const CK:f64=0.15;pub const AQ:f64=0.3;pub const BF:u64=4<<20;pub const BQ:f64=1.0/32.0;pub const CC:f64=0.25;pub const BA:f64=4.0;pub const CM:f64=4.0;
pub const BG:f64=1.25;pub const CL:f64=4.0;pub const AV:f64=80.0;pub const BZ:f64=1.5;pub const BR:u64=96<<20;pub const AP:DS=8;pub const V:DS=8;pub const AB:DS=32;pub
const AJ:u32=4;pub const BI:DS=10;pub const CR:DS=64;pub const AX:u64=2;const DC:DS=4096;}mod ba{use crate::h::A;use crate::gs::M;use crate::ci::{self,CB};use std::io::{
self,Write as CY};pub enum D{DB,CO,CD,BT(io::Error)}impl D{pub fn pu(self)->i32{match self{D::DB|D::CD=>0,D::CO=>1,D::BT(e)=>{eprintln!(
"nqueens: error: cannot write standard output: {}",e);1}}}}pub type CW<'a> =dyn Iterator<Item=Result<A,M>>+'a;pub trait CG<W:CY>{fn he(&mut self,ba:&mut AS<W>,h:A)->
Result<(),D>;fn drain(&mut self,_writer:&mut AS<W>)->Result<(),D>{Ok(())}fn gp(&mut self,ba:&mut AS<W>)->D{ba.pj()}fn me(&self)->bool{false}}pub fn ms<W:CY,C:CG<W>>(ba:&
mut AS<W>,fe:&mut CW,dy:&mut C,)->Option<D>{loop{if dy.me(){return None;}let dj=match fe.next(){Some(Ok(h))=>match dy.he(ba,h){Ok(())=>continue,Err(dj)=>dj},Some(Err(eo))
=>match dy.drain(ba){Ok(())=>ba.mo(&eo),Err(dj)=>dj},None=>match dy.drain(ba){Ok(())=>dy.gp(ba),Err(dj)=>dj}};return Some(dj);}}pub struct AS<W:CY>{pub ci:CB<W>,pub fe:
usize}impl<W:CY>AS<W>{fn mo(&mut self,eo:&M)->D{let az=format!("line {}, column {}",eo.ap,eo.am);self.qs(&az,&eo.br)}fn qs(&mut self,az:&str,br:&str)->D{if let Err(e)=
self.ci.ju.flush(){return cv(e);}ci::eo(az,br);D::CO}fn pj(&mut self)->D{match self.ci.ju.flush(){Ok(())=>D::DB,Err(e)=>cv(e)}}}pub fn cv(eo:io::Error)->D{if eo.kind()==
io::ErrorKind::BrokenPipe{D::CD}else{D::BT(eo)}}}mod count{pub mod kg{use crate::DS;use super::iu::AM;use super::filter::{self,H};use super::gh::DD;use super::bz::Q;use
super::{cd,ad,gk,bo};use crate::h::A;use crate::ng::CI;use crate::dh::{AI,AF,BQ,CM,CC,BA,BL,AH};use std::sync::atomic::{AtomicBool as DA,AtomicI64 as EA,AtomicU32 as DW,
AtomicU64 as BX,Ordering::Relaxed as AG};use std::sync::Arc;pub enum AE{DE{count:u64,by:By},Q{bz:Q,al:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DM,AU,CP,H,DV}#[derive
(Default)]pub struct CE{lq:[CI<H>;filter::B+1],kh:[DA;filter::B+1],en:[DW;filter::B+1],ie:[BX;filter::B+1],gw:[DW;filter::B+1],bw:[BX;filter::B+1],cq:[BX;filter::B+1],iz:
[[EA;4];filter::B+1],gh:DD,gl:AM}impl CE{pub fn new(gl:AM)->CE{CE{gl,..Default::default()}}pub fn mg(&self,fe:&[(DS,DS)]){for&(n,g)in fe{if n<=filter::B&&g>0{self.en[n].
fetch_add(1,AG);qm(&self.ie[n],gy(n,g));}}}pub fn count(&self,h:&A)->AE{let n=h.n;if h.gu(){return match self.filter(n){Some(bc)=>ep(bc.count(h),By::H),None=>fl(self.gl.
fy(n))};}let g=h.ed();let dq=mj(n);if let Some(bc)=self.filter(n){return self.rc(&bc,h,g,dq);}if let Some(gw)=self.gw.get(n){gw.fetch_add(1,AG);qm(&self.bw[n],gy(n,g));}
if let Some(bc)=self.jx(h,dq){return ep(bc.count(h),By::H);}let v=self.km(h,g,dq);let mut ac=v as u64;let ml=self.gh.ml(n,v,self.cq.get(n));let bb=ha(h,&mut ac);let ad=
matches!(bb,Ok((_,By::AU))|Err(Some(_)));let db=self.gh.ll(ml,v-ac as f64,ad);let cs=match bb{Ok((count,by))=>{self.ns(h,db,0.0);return ep(count,by);}Err(cs)=>cs};if self
.fa(h,db,0.0){if let Some(bc)=self.fs(n){return ep(bc.count(h),By::H);}}let gc=|al|self.fa(h,db,self.gh.id(al,false));let cf=self.gh.cf();let(bz,al)=self.gl.bz(h,cs,cf,&
gc);let cj=self.gh.id(al,matches!(bz,Q::AU(_)));if let Some(bc)=self.ns(h,db,cj){return ep(bc.count(h),By::H);}fl((bz,al))}fn jx(&self,h:&A,dq:f64)->Option<Arc<H>>{let n=
h.n;if self.cq.get(n)?.load(AG)>0||self.en[n].load(AG)<2{return None;}let ad=ad::fa(h);let bx=match ad{true=>{ad::I::new(h).cz(AF,AI as f64)}false=>gk::bx(h)};let cm=self
.gl.cm(h,self.gh.id(bx,ad));let fa=bx>dq&&self.fa(h,0.0,cm);fa.then(||self.fs(n))?}fn km(&self,h:&A,g:DS,dq:f64)->f64{let n=h.n;if n>filter::B||self.kh[n].load(AG){return
dq;}if self.kr(h,g,1.0,dq){return 0.0;}let jp=self.gh.id(1.0,ad::fa(h));(self.hu(h,0.0,dq*jp)/jp+1.0).clamp(0.0,dq).floor()}fn rc(&self,bc:&H,h:&A,g:DS,dq:f64)->AE{let n=
h.n;let oz=4*g/(n*n+1);let iz=&self.iz[n][oz];let ek=bc.jy(g);let v=(ek*CC).min(dq);if(iz.load(AG)as f64)< -ek*BA||self.kr(h,g,0.0,v){return ep(bc.count(h),By::H);}let
mut ac=v as u64;if let Ok((count,by))=ha(h,&mut ac){iz.fetch_add((ek-v+ac as f64)as i64,AG);return ep(count,by);}iz.fetch_sub(v as i64,AG);ep(bc.count(h),By::H)}fn kr(&
self,h:&A,g:DS,gw:f64,v:f64)->bool{let n=h.n;let qw=v*CM*self.gh.id(1.0,ad::fa(h));let ib=gy(n,g);let ph=f64::from_bits(self.bw[n].load(AG))-ib*gw;self.cq[n].load(AG)as
f64*ib>qw*ph}fn filter(&self,n:DS)->Option<Arc<H>>{self.lq.get(n)?.get()}fn ns(&self,h:&A,db:f64,cj:f64)->Option<Arc<H>>{let n=h.n;if n>filter::B||!self.fa(h,db,cj){if
let Some(cq)=self.cq.get(n){cq.fetch_add((db+cj)as u64,AG);}return None;}let bc=self.fs(n)?;(cj>0.0).then_some(bc)}fn fs(&self,n:DS)->Option<Arc<H>>{if self.kh[n].swap(
true,AG){return None;}Some(self.lq[n].kq(||H::new(n)))}fn fa(&self,h:&A,db:f64,cj:f64)->bool{db>self.hu(h,cj,db)}fn hu(&self,h:&A,cj:f64,pz:f64)->f64{let n=h.n;if n>
filter::B{return f64::INFINITY;}let cq=self.cq[n].load(AG)as f64+cj;let fs=H::lw(n);let gw=self.gw[n].load(AG).max(1);let bw=f64::from_bits(self.bw[n].load(AG));let(pc,kb
)=match self.en[n].load(AG){0=>(gw,bw),en=>(en.saturating_sub(gw),f64::from_bits(self.ie[n].load(AG))-bw,)};let nt=if cj>0.0{1.0}else{0.0};let hu=|mv:f64|{let qi=fs+mv*(
f64::from(pc)+nt+BA);let ot=qi-cj;let ni=match(ot<0.0,bw>0.0){(true,_)=>0.0,(false,true)=>ot*bw/kb.max(0.0),(false,false)=>f64::INFINITY};ni.max(fs*BQ)-cq};let cm=hu(0.0)
;match cm<pz{true=>hu(H::mf(h)),false=>cm}}}fn gy(n:DS,g:DS)->f64{let ab=1.0-g as f64/(n*n)as f64;ab.powi(n as i32)}fn qm(sum:&BX,x:f64){let _=sum.fetch_update(AG,AG,|ds|
{Some((f64::from_bits(ds)+x).to_bits())});}fn ep(count:u64,by:By)->AE{AE::DE{count,by}}fn fl((bz,al):(Q,f64))->AE{AE::Q{bz,al:Some(al)}}impl AE{pub fn ma(self)->(u64,bool
){match self{AE::DE{count,..}=>(count,false),AE::Q{bz,..}=>(bz.et(),true)}}}fn mj(n:DS)->f64{use crate::dh::{BB,BS};AH*(BB*n)as f64*BS}fn ha(h:&A,v:&mut u64,)->Result<(
u64,By),Option<ad::X>>{let j=bo(h);let mm=(BL*h.n)as u64;if*v<=mm*(1+AH as u64){let count=cd(&j,v).ok_or(None)?;return Ok((count,By::DM));}let mut ac=mm;if let Some(count
)=cd(&j,&mut ac){*v-=mm-ac;return Ok((count,By::DM));}*v-=mm;if ad::fa(h){let bi=ad::I::new(h);let count=bi.kj(v).map_err(Some)?;Ok((count,By::AU))}else{let count=super::
cc(&j,v).ok_or(None)?;Ok((count,By::CP))}}}mod iu{use super::bp::{hb,CF,U,S};use super::du::AK;use super::bz::Q;use super::{ad,mb,gk,bo};use crate::h::A;use crate::dh::{
AI,AF};#[derive(Default)]pub struct AM;impl AM{pub fn fy(&self,n:usize)->(Q,f64){(hb(n).into(),0.0)}pub fn cm(&self,_:&A,al:f64)->f64{al}pub fn bz(&self,h:&A,bb:Option<ad
::X>,cf:f64,gc:&dyn Fn(f64)->bool,)->(Q,f64){let(bz,al,pd):(Q,f64,f64)=if ad::fa(h){let bi=ad::I::new(h);let al=bi.cz(AF,AI as f64);let(bz,al)=match bb{Some(bb)=>{let ho=
bb.pa(al);(U::pb(bi,bb),ho)}None=>{let ai=bi.ai();(U::new(bi,vec![(ai,1)]),al)}};(bz.into(),al,al*cf)}else{let j=vec![bo(h)];let bz=S::bz(mb::BU,CF::CP,j,vec![1]);let al=
gk::bx(h);(bz.into(),al,al)};match AK::cz(h).filter(|&du|du<pd){Some(du)if!gc(du)=>(AK::new(h).into(),du),_=>(bz,al)}}}}mod ad{use crate::DS;use super::gk::fb;use super::
fd::{ia,fj};use super::L;use super::{ds,gd};use crate::h::{ag,A,R,P};use crate::ay::O;use crate::dh::{V,AJ,BI,AB};pub const BU:&str="dynamic";pub struct I{pub n:DS,bj:[
u64;64],eb:[u64;64],bv:fg::AY}#[derive(Clone,Copy)]pub struct F{aj:u64,bh:u64,gx:u128,cx:u128,ej:u128}impl F{fn aj(&self)->DS{self.aj.count_ones()as DS}}enum Y{DJ,CN,BW(P
,u64)}pub fn fa(h:&A)->bool{let n=h.n;let ka=match n<=fg::B{true=>AB,false=>V};h.ed()*ka>n*n}impl I{pub fn new(h:&A)->I{let n=h.n;let all=ag(n);let mut bj=[0u64;64];let
mut eb=[0u64;64];for(r,&an)in h.g.iter().enumerate(){bj[r]=!an&all;for(c,j)in eb.iter_mut().enumerate().take(n){*j|=(bj[r]>>c&1)<<r;}}I{n,bj,eb,bv:fg::AY::new(n)}}pub fn
ai(&self)->F{F{aj:ag(self.n),bh:ag(self.n),gx:0,cx:0,ej:0}}fn ff(&self,p:&F,ap:P)->u64{let m=self.n-1;match ap{P::L(r)=>{let gx=(p.gx>>r)as u64;let ej=(p.ej>>(m-r))as u64
;self.bj[r&63]&p.bh&!gx&!ej}P::AO(c)=>{let gx=(p.gx>>c)as u64;let cx=(p.cx>>(m-c))as u64;self.eb[c&63]&p.aj&!gx&!cx}}}fn pi(&self,p:&F,nn:bool)->Y{let aq=if nn{0}else{p.
bh};cn(p.aj,aq,|ap|self.ff(p,ap))}fn px(&self,ac:&mut Vec<F>,ar:&[R],ip:impl Iterator<Item=R>,){for p in ac.iter_mut(){*p=ar.iter().fold(*p,|p,&fi|self.az(&p,fi));}let ai
=self.ai();ac.extend(ip.map(|dc|self.az(&ai,dc)));}pub fn az(&self,p:&F,(r,c):R)->F{F{aj:p.aj&!(1u64<<r),bh:p.bh&!(1u64<<c),gx:p.gx|1u128<<(r+c),cx:p.cx|1u128<<(r+self.n-
1-c),ej:p.ej|1u128<<(c+self.n-1-r)}}pub fn em(&self,p:&F)->Vec<L>{gd(p.aj,|r|!self.ff(p,P::L(r)))}pub fn cz(&self,dg:DS,nb:f64)->f64{if self.n<=fg::B{return self.lk(dg);}
let co=|_:&mut O|(Some(self.ai()),1.0);ia(dg,&mut O::ja(),co,|jn,ay|{let p=jn.as_ref()?;match self.pi(p,false){Y::BW(_,ab)if mw(ab,p.aj)=>{let md=fb(1,&self.em(p),ay);
Some((1,None,md))}Y::BW(ap,ab)=>{let at=fj(ab,ay).trailing_zeros()as DS;Some((ab.count_ones(),Some(self.az(p,ap.dc(at))),nb,))}Y::DJ|Y::CN=>None}})}pub fn count(&self,p:F
)->u64{if self.n<=fg::B{return self.li(&p);}self.ji(p)}pub fn kj(&self,v:&mut u64)->Result<u64,X>{match self.n<=fg::B{true=>self.lp(I::hf,v),false=>self.lp(I::gj,v)}}fn
lp(&self,core:CT,v:&mut u64)->Result<u64,X>{let db=*v;let mut ac=Vec::new();let dx=core(self,v,&mut ac);match*v{0=>Err(X{dx,ac,db}),_=>Ok(dx)}}}type CT=fn(&I,&mut u64,&
mut Vec<F>)->u64;pub struct X{pub dx:u64,pub ac:Vec<F>,db:u64}impl X{pub fn pa(&self,al:f64)->f64{(al-self.db as f64).max(0.0)}}mod fg{use crate::DS;use super::{F,I};use
crate::h::R;use crate::count::{ds,ga};use crate::dh::AT;pub const B:DS=16;const J:DS=2*B;static DI:[[u16;J];B*B]=cw();const fn cw()->[[u16;J];B*B]{let mut cr=[[0u16;J];B*
B];let mut r=0;while r<B{let mut c=0;while c<B{let mut ap=0;while ap<B{cr[r*B+c][ap]=hj(r,c,ap);cr[r*B+c][B+ap]=hj(c,r,ap);ap+=1;}c+=1;}r+=1;}cr}const fn hj(r:DS,c:DS,ap:
DS)->u16{if ap==r{return!(1<<c);}let kc=ap.abs_diff(r);let mut o=1u16<<c;if c+kc<B{o|=1<<(c+kc);}if c>=kc{o|=1<<(c-kc);}o}static DL:[[u16;J];J]=jz();const fn jz()->[[u16;
J];J]{let mut cr=[[0u16;J];J];let mut ah=0;while ah<J{cr[ah][ah]=u16::MAX;ah+=1;}cr}#[derive(Clone,Copy)]pub struct AZ{o:[u16;J],ct:[u16;J]}pub struct AY{im:[i16;J],ah:[
u8;J]}impl AY{pub fn new(n:DS)->AY{let mut fg:Vec<DS> =(0..J).collect();let lj=|ah:DS|(2*(ah%B)).abs_diff(n.saturating_sub(1));fg.sort_by_key(|&ah|(lj(ah),ah%B,ah/B));let
mut bv=AY{im:[0;J],ah:[0;J]};for(im,&ah)in fg.iter().enumerate(){bv.im[ah]=im as i16;bv.ah[im]=ah as u8;}bv}}const DK:i16=1<<14;impl AZ{fn of(bi:&I,p:&F)->AZ{let mut el=
AZ{o:[u16::MAX;J],ct:[u16::MAX;J]};for r in ds(p.aj){el.o[r]=bi.ff(p,crate::h::P::L(r))as u16;el.ct[r]=0;}for c in ds(p.bh){el.o[B+c]=bi.ff(p,crate::h::P::AO(c))as u16;el
.ct[B+c]=0;}el}#[inline(always)]fn cn(&self,bv:&AY)->(DS,u16){let mut cm=i16::MAX;for ah in 0..J{let ct=(self.ct[ah]&DK as u16)as i16;let ol=((self.o[ah].count_ones()as
i16)<<6|bv.im[ah])+ct;cm=cm.min(ol);}let ah=DS::from(bv.ah[(cm&31)as DS])&(J-1);(ah,self.o[ah])}#[inline(always)]fn ko(&self,bv:&AY)->Option<DS>{let mut cm=i16::MAX;for
ah in 0..J{let o=self.o[ah];let qz=i16::from(o&o.wrapping_sub(1)!=0);cm=cm.min(bv.im[ah]|qz<<6);}(cm<64).then(||DS::from(bv.ah[cm as DS&(J-1)]))}#[inline(always)]#[allow(
clippy::needless_range_loop)]fn az(&self,ah:DS,at:DS)->Option<AZ>{let(r,c)=fi(ah,at);let cw=&DI[(r*B+c)&(B*B-1)];let(an,am)=(&DL[r&(B-1)],&DL[B+(c&(B-1))]);let mut next=
AZ{o:[0;J],ct:[0;J]};let mut iw=0u16;for ah in 0..J{let ct=self.ct[ah]|an[ah]|am[ah];let o=self.o[ah]&!cw[ah]|ct;next.o[ah]=o;next.ct[ah]=ct;iw|=u16::from(o==0);}(iw==0).
then_some(next)}#[inline(always)]fn hm(&mut self,bv:&AY,j:&mut u32)->bool{while*j>=2{let ah=match self.ko(bv){Some(ah)=>ah,None=>break};let at=self.o[ah].trailing_zeros()
as DS;*self=match self.az(ah,at){Some(next)=>next,None=>return false};*j-=1;}true}}fn fi(ah:DS,at:DS)->R{match ah<B{true=>(ah,at),false=>(at,ah-B)}}pub fn count<const Z:
bool>(bi:&I,el:&AZ,ac:u32,v:&mut u64,cs:&mut Vec<F>,)->u64{if Z&&!ga(v,AT){cs.push(bi.ai());return 0;}let(ah,mut o)=el.cn(&bi.bv);if ac==1{return u64::from(o.count_ones()
);}let mut au=0;while o!=0{let at=o.trailing_zeros()as DS;o&=o-1;let mut next=match el.az(ah,at){Some(next)=>next,None=>continue};let mut j=ac-1;let oc=next.hm(&bi.bv,&
mut j);if!oc{continue;}if j==1{au+=1;continue;}au+=count::<Z>(bi,&next,j,v,cs);if Z&&*v==0{let ip=ds(u64::from(o)).map(|at|fi(ah,at));bi.px(cs,&[fi(ah,at)],ip);return au;
}}au}impl I{pub fn hf(&self,v:&mut u64,ac:&mut Vec<F>)->u64{let el=AZ::of(self,&self.ai());count::<true>(self,&el,self.n as u32,v,ac)}pub fn li(&self,p:&F)->u64{match p.
aj(){0=>1,ac=>count::<false>(self,&AZ::of(self,p),ac as u32,&mut 0,&mut Vec::new(),)}}pub fn lk(&self,dg:DS)->f64{use crate::count::fd::ia;use crate::ay::O;let ai=AZ::of(
self,&self.ai());let co=|_:&mut O|((ai,self.n as u32),1.0);ia(dg,&mut O::ja(),co,|&(el,ac),ay|{if ac<=2{return None;}let(ah,o)=el.cn(&self.bv);let lx:Vec<(AZ,u32)> =ds(
u64::from(o)).filter_map(|at|{let mut next=el.az(ah,at)?;let mut j=ac-1;let oc=next.hm(&self.bv,&mut j);(oc&&j>1).then_some((next,j))}).collect();let qq=*lx.get(ay.hx(lx.
len().max(1)))?;Some((lx.len()as u32,qq,AT as f64))},)+AT as f64}}}fn ow(o:u64)->bool{o&(o-1)==0}fn kn(dm:u64,cg:u64,ab:impl Fn(P)->u64,)->Option<Y>{let ap=if dm!=0{P::L(
dm.trailing_zeros()as DS)}else if cg!=0{P::AO(cg.trailing_zeros()as DS)}else{return None;};Some(Y::BW(ap,ab(ap)))}fn dv(o:u64)->u32{let pw=o&(o-1);let mk=pw&pw.
wrapping_sub(1);let qt=mk&mk.wrapping_sub(1);1+u32::from(pw!=0)+u32::from(mk!=0)+u32::from(qt!=0)}#[inline(always)]fn ix(aj:u64,bh:u64,ab:impl Fn(P)->u64,qf:bool,)->Y{let
kd=||{ds(aj).map(P::L).chain(ds(bh).map(P::AO))};let mut eu=(u32::MAX,P::L(0),0);for ap in kd(){let o=ab(ap);let jf=dv(o);if jf<eu.0{eu=(jf,ap,o);if jf==2{break;}}}if eu.
0>=AJ&&qf{eu.0=u32::MAX;for ap in kd(){let o=ab(ap);if o.count_ones()<eu.0{eu=(o.count_ones(),ap,o);}}}Y::BW(eu.1,eu.2)}fn cn(aj:u64,bh:u64,ab:impl Fn(P)->u64,)->Y{if aj
==0{return Y::CN;}let(mut dm,mut cg)=(0u64,0u64);for(kd,ko,ap)in[(aj,&mut dm,P::L as fn(DS)->P),(bh,&mut cg,P::AO)]{for at in ds(kd){let o=ab(ap(at));if o==0{return Y::DJ
;}*ko|=u64::from(ow(o))<<at;}}match kn(dm,cg,&ab){Some(iu)=>iu,None=>ix(aj,bh,ab,true)}}fn mw(ab:u64,aj:u64)->bool{dv(ab)>=AJ&&aj.count_ones()as DS<=BI}}mod pf{use super
::ad::{F,I};use super::{ec,cc};impl I{pub fn ji(&self,p:F)->u64{ec(&self.em(&p),0,0,0,0)}pub fn gj(&self,v:&mut u64,ac:&mut Vec<F>)->u64{let ai=self.ai();cc(&self.em(&ai)
,v).unwrap_or_else(||{ac.push(ai);0})}}}mod mb{use crate::DS;use super::L;use crate::dh::{CR,AX};pub const BU:&str="fast";struct AL{ab:u64,ae:u64,aa:u64,u:u64,ak:u64,len:
DS,jj:[u64;64],jh:[u64;64],jm:[u64;64],io:[u64;64],il:[u64;64]}type CQ=(u64,u64,u64,u64,u64);struct BN{de:u64,hn:[u64;64],cl:u64}pub fn dd(an:u64)->u64{60-4*an}#[inline(
always)]fn gn(dl:u64,rq:u64,no:u64)->u64{rq&dl|no&!dl}impl AL{fn new()->AL{AL{ab:0,ae:0,aa:0,u:0,ak:0,len:DS::MAX,jj:[0;64],jh:[0;64],jm:[0;64],io:[0;64],il:[0;64]}}fn ai
(&mut self,co:CQ){(self.ab,self.ae,self.aa,self.u,self.ak,)=co;self.len=0;}fn gp(&self)->bool{self.len==DS::MAX}#[inline(always)]fn jp<const AD:bool>(&mut self,g:&[u64;
128],ey:&[u64;64],aw:u64,)->u64{self.hs::<AD,false>(g,ey,aw,None)}#[inline(always)]fn hs<const AD:bool,const DU:bool>(&mut self,g:&[u64;128],ey:&[u64;64],aw:u64,bn:Option
<&mut BN>,)->u64{let(ab,ae,ak)=(self.ab,self.ae,self.ak);let(ac,be)=(self.aa,self.u);let bl=ab&ab.wrapping_neg();let ho=ab^bl;let ev=if AD{1}else{ey[(ak&63)as DS]};let(ew
,ex,ee)=super::az(ev as u32,bl,ae,ac,be);let bu=!(ew|ex|ee|g[((ak+1)&127)as DS]);let bq=((bu|bu.wrapping_neg())as i64>>63)as u64;let rf=DS::from(ho!=0);let hq=self.len&63
;self.jj[hq]=ho;self.jh[hq]=ae;self.jm[hq]=ac;self.io[hq]=be;self.il[hq]=ak;let bg=(self.len+rf).wrapping_sub(1);let t=bg&63;if let(true,Some(bn))=(DU,bn){let de=bn.de;bn
.cl=de|u64::from(bl.trailing_zeros())<<dd(ak&15);bn.hn[hq]=de;bn.de=gn(bq,bn.cl,bn.hn[t]);}self.ab=gn(bq,bu,self.jj[t]);self.ae=gn(bq,ew,self.jh[t]);self.aa=gn(bq,ex,self
.jm[t]);self.u=gn(bq,ee,self.io[t]);self.ak=gn(bq,ak+1,self.il[t]);self.len=bg.wrapping_add((bq&1)as DS);u64::from(ak==aw)}}fn hr(cp:DS,ak:DS,aw:u64)->bool{CR>cp&&ak as
u64+AX<aw}pub fn ec(j:&[L],ao:DS,ae:u64,aa:u64,u:u64)->u64{let count=mn::<false>(j,ao,(ae,aa,u),&mut 0);count.expect("an unbounded walk ends")}pub fn cc(j:&[L],v:&mut u64
)->Option<u64>{mn::<true>(j,0,(0,0,0),v)}pub fn jt(j:&[L],fq:&mut Vec<u64>){let mut g=[u64::MAX;128];for(i,an)in j.iter().enumerate(){g[i]=an.g;}let aw=j.len()as u64-1;
let mut cp:Vec<(CQ,u64)> =vec![((!g[0],0,0,0,0),0)];let mut ak=0;while hr(cp.len(),ak,aw){let mut next=Vec::new();for&((mut ab,ae,ac,be,_),de)in&cp{while ab!=0{let bl=ab&
ab.wrapping_neg();ab^=bl;let(ae,ac,be)=super::az(j[ak].ev,bl,ae,ac,be);let bu=!(ae|ac|be|g[ak+1]);let am=u64::from(bl.trailing_zeros());let co=(bu,ae,ac,be,ak as u64+1);
next.push((co,de|am<<dd(ak as u64)));}}cp=next;ak+=1;}let mut ef=cp.into_iter().filter(|((ab,..),_)|*ab!=0);#[inline(never)]fn ai(ef:&mut impl Iterator<Item=(CQ,u64)>,ld:
&mut AL,bn:&mut BN,)->bool{match ef.next(){Some((co,de))=>{ld.ai(co);bn.de=de;true}None=>false}}let ih=||BN{de:0,hn:[0;64],cl:0};let(mut a,mut b)=(AL::new(),AL::new());
let(mut es,mut fr)=(ih(),ih());if!ai(&mut ef,&mut a,&mut es){return;}if ai(&mut ef,&mut b,&mut fr){loop{hk(&mut a,&mut es,&g,aw,fq);hk(&mut b,&mut fr,&g,aw,fq);if a.gp()
&&!ai(&mut ef,&mut a,&mut es){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut es,&mut fr);break;}if b.gp()&&!ai(&mut ef,&mut b,&mut fr){break;}}}while!a.gp(){hk(&mut a,
&mut es,&g,aw,fq);}}#[inline(always)]fn hk(ld:&mut AL,bn:&mut BN,g:&[u64;128],aw:u64,fq:&mut Vec<u64>,){const DT:[u64;64]=[1;64];let mq=ld.hs::<true,true>(g,&DT,aw,Some(
bn));if mq==1{fq.push(bn.cl);}}fn mn<const Z:bool>(j:&[L],ao:DS,(ae,aa,u):(u64,u64,u64),v:&mut u64,)->Option<u64>{if ao>=j.len(){return Some(1);}let ab=!(ae|aa|u|j[ao].g)
;let aw=j.len()as u64-1;if ao as u64==aw{return Some(u64::from(ab.count_ones()));}let mut g=[u64::MAX;128];let mut ey=[0u64;64];for(i,an)in j.iter().enumerate(){g[i]=an.g
;ey[i]=u64::from(an.ev);}let mut cp:Vec<CQ> =Vec::new();if ab!=0{cp.push((ab,ae,aa,u,ao as u64));}let mut ak=ao;while hr(cp.len(),ak,aw){let mut next=Vec::new();for&(mut
f,c,l,r,_)in&cp{while f!=0{let bl=f&f.wrapping_neg();f^=bl;let(nc,nl,nr)=super::az(j[ak].ev,bl,c,l,r);let nf=!(nc|nl|nr|g[ak+1]);if nf!=0{next.push((nf,nc,nl,nr,ak as u64
+1));}}}cp=next;ak+=1;}if ey[..j.len()].iter().all(|&ev|ev==1){lc::<true,Z>(cp,&g,&ey,aw,v)}else{lc::<false,Z>(cp,&g,&ey,aw,v)}}fn lc<const AD:bool,const Z:bool>(cp:Vec<
CQ>,g:&[u64;128],ey:&[u64;64],aw:u64,v:&mut u64,)->Option<u64>{let mut ga=|al:u64|!Z||super::ga(v,al);let mut ef=cp.into_iter();let mut a=AL::new();let mut b=AL::new();
let mut au=0u64;match ef.next(){Some(co)=>a.ai(co),None=>return Some(0)}if let Some(co)=ef.next(){b.ai(co);}if!b.gp(){loop{if!ga(2){return None;}au+=a.jp::<AD>(g,ey,aw);
au+=b.jp::<AD>(g,ey,aw);if a.gp(){match ef.next(){Some(co)=>a.ai(co),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gp(){match ef.next(){Some(co)=>b.ai(co),None=>
break}}}}while!a.gp(){if!ga(1){return None;}au+=a.jp::<AD>(g,ey,aw);}Some(au)}}pub mod filter{use crate::DS;use super::mb::{jt,dd};use super::{bo,z};use crate::h::{ag,ea,
A};use crate::dh::{BH,BF,CK,AQ};pub const BU:&str="filter";pub const B:DS=16;const AW:[u64;B+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];
struct AC{n:DS,av:DS,fx:Vec<u32>,o:Vec<u64>,fk:DS}fn jk(n:DS,dz:&[BC])->DS{let rd=|j:DS|{let gm=|s:&BC|s.checked_shr(64-4*j as u32).unwrap_or(0);1+dz.windows(2).filter(|w
|gm(&w[0])!=gm(&w[1])).count()};(1..n).take_while(|&j|rd(j)*8*64<=dz.len()).count()}type BC=u64;fn dw(ca:BC,an:DS)->DS{(ca>>dd(an as u64)&15)as DS}impl AC{fn new(n:DS,dz:
&[BC],av:Option<DS>)->AC{let av=av.unwrap_or_else(||jk(n,dz)).min(n);let hx=n-av;let kx=n.pow(av as u32);let mut fx=vec![0u32;kx+1];let fk=(dz.len()+63)/64;let mut o=vec!
[0u64;fk*hx*n];for(i,&ca)in dz.iter().enumerate(){let gm=(0..av).fold(0,|p,r|p*n+dw(ca,r));fx[gm+1]+=1;for r in av..n{let dc=(r-av)*n+dw(ca,r);o[dc*fk+i/64]|=1<<(i%64);}}
for p in 0..kx{fx[p+1]+=fx[p];}AC{n,av,fx,o,fk}}fn count(&self,g:&[u64])->u64{let(n,bg)=(self.n,self.av);let mut cy=[0usize;B*B];let mut len=0;for(r,&an)in g.iter().
enumerate().skip(bg){let mut o=an;while o!=0{cy[len]=((r-bg)*n+o.trailing_zeros()as DS)*self.fk;len+=1;o&=o-1;}}let mut bj=[0u64;B];for(bj,&an)in bj.iter_mut().zip(&g[..
bg]){*bj=!an&ag(n);}if bg==0{return match self.fx[1]{0=>0,hi=>self.jr(0,hi as DS,&cy[..len])};}self.iv(&bj[..bg],0,&cy[..len])}fn iv(&self,bj:&[u64],gm:DS,cy:&[DS])->u64{
let aj=bj.len();let dr=self.n.pow(aj as u32-1);let mut au=0;let mut aq=bj[0];while aq!=0{let p=gm*self.n+aq.trailing_zeros()as DS;aq&=aq-1;let(lo,hi)=(self.fx[p*dr]as DS,
self.fx[(p+1)*dr]as DS,);if lo==hi{continue;}au+=if aj==1{self.jr(lo,hi,cy)}else{self.iv(&bj[1..],p,cy)};}au}fn jr(&self,lo:DS,hi:DS,cy:&[DS])->u64{let mut au=0;for w in
lo/64..=(hi-1)/64{let mut iq=u64::MAX;if w==lo/64{iq&=u64::MAX<<(lo%64);}if w==(hi-1)/64{iq&=u64::MAX>>(63-(hi-1)%64);}let mut os=cy.chunks_exact(4);for rb in&mut os{let
o=|k:DS|self.o[rb[k]+w];iq&=!(o(0)|o(1)|o(2)|o(3));if iq==0{break;}}if iq!=0{for&at in os.remainder(){iq&=!self.o[at+w];}}au+=u64::from(iq.count_ones());}au}}pub struct H
{cu:AC,da:AC,ek:Vec<f64>}impl H{pub fn new(n:DS)->H{H::bc(n,None,None)}fn bc(n:DS,av:Option<DS>,ks:Option<bool>)->H{let mut cu=Vec::new();let mut da=Vec::new();for ft in
z::eh(n){let bb=da.len();let fq=if ft.ck==8{&mut cu}else{&mut da};jt(&bo(&ft.h),fq);let cl=da.len()-bb;for i in bb..bb+cl{for z in 1..8{da.push(dp(n,da[i],z));}}}if ks.
unwrap_or(cu.len()/64<n*n){for ca in cu.drain(..){da.extend((0..8).map(|z|dp(n,ca,z)));}}cu.sort_unstable();da.sort_unstable();da.dedup();H{cu:AC::new(n,&cu,av),da:AC::
new(n,&da,av),ek:(0..=n*n).map(|g|oo(n,g)).collect()}}fn ku(n:DS)->u64{let cu=AW[n]/8+1;cu*(n*n)as u64/8+cu*8}pub fn lw(n:DS)->f64{AW[n]as f64*f64::from(BH[n])}pub fn mf(
h:&A)->f64{oo(h.n,h.ed())}pub fn jy(&self,g:DS)->f64{self.ek[g]}pub fn count(&self,h:&A)->u64{let mut au=self.da.count(&h.g);if self.cu.fk>0{for z in 0..8{au+=self.cu.
count(&h.er(z).g);}}au}}fn oo(n:DS,g:DS)->f64{let ib=g as f64/(n*n)as f64;let fk=AW[n]as f64/64.0;let jb=((fk/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let jb=
jb.min(n as i32);let mut gv=1.0;let mut ac=1.0;for _ in 0..jb{gv+=ac*ib*n as f64;ac*=1.0-ib;}let hx=ib*(n*(n-jb as DS))as f64;let qy=1.0-1.0/n as f64;let mut kv=1.0;for _
in 0..hx as DS{let mut ij=1.0-kv;for _ in 0..6{ij*=ij;}gv+=ac*(1.0-ij);kv*=qy;}fk*gv*pe(n)}fn pe(n:DS)->f64{match H::ku(n)>BF{true=>AQ,false=>CK}}fn dp(n:DS,ca:BC,z:DS)->
BC{(0..n).fold(0,|dp,r|{let(an,am)=ea(n,z,(r,dw(ca,r)));dp|(am as u64)<<dd(an as u64)})}}mod bp{use crate::DS;use super::{ec,go,ad,du,z,L};use crate::dh::AP;pub trait CS{
type BO:Copy;fn count(&self,ai:Self::BO)->u64;}pub struct U<T:CS>{ht:Box<T>,bp:Vec<(T::BO,u64)>,pub dx:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CF{DR,CP}pub struct
S{mu:&'static str,core:CF,fc:Vec<Vec<L>>}#[derive(Clone,Copy)]pub struct AN{kz:DS,ao:DS,ae:u64,aa:u64,u:u64}impl S{pub fn bz(mu:&'static str,core:CF,fc:Vec<Vec<L>>,jq:Vec
<u64>,)->U<S>{let bp=(jq.into_iter().enumerate()).map(|(kz,ck)|(AN::pv(kz),ck)).collect();U::new(S{mu,core,fc},bp)}}impl AN{fn pv(kz:DS)->AN{AN{kz,ao:0,ae:0,aa:0,u:0}}}
impl CS for S{type BO=AN;fn count(&self,at:AN)->u64{let j=&self.fc[at.kz];if self.core==CF::CP&&j.len()-at.ao>AP{ec(j,at.ao,at.ae,at.aa,at.u)}else{go(j,at.ao,at.ae,at.aa,
at.u)}}}impl CS for ad::I{type BO=ad::F;fn count(&self,oy:ad::F)->u64{ad::I::count(self,oy)}}impl CS for du::AK{type BO=u32;fn count(&self,lr:u32)->u64{self.mr(lr)}}impl<
T:CS>U<T>{pub fn new(ht:T,bp:Vec<(T::BO,u64)>)->U<T>{U{ht:Box::new(ht),bp,dx:0}}fn nz(&self,i:DS)->u64{let(ai,ck)=self.bp[i];ck*self.ht.count(ai)}pub fn et(&self)->u64{
self.dx+(0..self.bp.len()).map(|i|self.nz(i)).sum::<u64>()}}impl U<ad::I>{pub fn pb(bi:ad::I,bb:ad::X)->U<ad::I>{U{ht:Box::new(bi),bp:bb.ac.into_iter().map(|ai|(ai,1)).
collect(),dx:bb.dx}}}pub fn hb(n:DS)->U<S>{let(oh,jq)=z::jg(n);S::bz(z::BU,CF::CP,oh,jq)}}mod fd{use crate::ay::O;pub fn ia<N>(dg:usize,ay:&mut O,mut co:impl FnMut(&mut O
)->(N,f64),mut bq:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{let mut au=0.0;for _ in 0..dg{let(mut jn,mut op)=co(ay);while let Some((ny,qb,qr))=bq(&jn,ay){op*=f64
::from(ny);au+=op*qr;jn=qb;}}au/dg as f64}pub fn fj(ab:u64,ay:&mut O)->u64{let mut mh=ab;for _ in 0..ay.hx(ab.count_ones()as usize){mh&=mh-1;}mh&mh.wrapping_neg()}}pub
mod du{use crate::DS;use super::gk::cb;use super::{ds,az,bo,L};use crate::h::{ag,A};use crate::ay::O;use crate::dh::{BZ,AV,CL,BR,BB};pub const BU:&str="meet";pub const B:
DS=16;const DC:u32=64;struct CH{bb:Vec<u32>,bt:Vec<u32>}pub struct AK{n:DS,bg:CH,ax:CH}impl AK{pub fn new(h:&A)->AK{let n=h.n;let j=bo(h);let mut cr=vec![0;n*n];for(dc,bt
)in cr.iter_mut().enumerate(){*bt=kk(n,dc/n,dc%n);}let pk=|from:DS,to:DS|CH::new(&j,&cr,from,to);AK{n,bg:pk(0,n/2),ax:pk(n/2,n)}}pub fn lb(&self)->Vec<(u32,u64)>{(0..DC.
min(1<<self.n)).map(|lr|(lr,1)).collect()}pub fn cz(h:&A)->Option<f64>{if h.n>B{return None;}let(bg,ax)=pl(h);if ku(h.n,bg,ax)>BR as f64{return None;}Some(al(h.n,bg,ax))}
}fn ku(n:DS,bg:f64,ax:f64)->f64{let cy=2.0*(f64::from(1u32<<n)+1.0);(bg+ax+cy)*std::mem::size_of::<u32>()as f64}fn al(n:DS,bg:f64,ax:f64)->f64{let fc=lh(n);let gi=bg/64.0
+bg.min(fc);let pn=ax*(bg/fc/64.0+1.0);CL*(bg+ax)+AV*gi+BZ*pn}impl CH{fn new(j:&[L],cr:&[u64],from:DS,to:DS)->CH{let n=j.len();let mut bb=vec![0u32;(1<<n)+1];ei(j,cr,to,
from,(0,0,0),0,&mut|ae,_|{bb[ae as DS+1]+=1;});for c in 0..1<<n{bb[c+1]+=bb[c];}let mut bt=vec![0;bb[1<<n]as DS];let mut next=bb.clone();ei(j,cr,to,from,(0,0,0),0,&mut|ae
,hv|{bt[next[ae as DS]as DS]=hv as u32;next[ae as DS]+=1;});CH{bb,bt}}fn on(&self,ae:DS)->&[u32]{&self.bt[self.bb[ae]as DS..self.bb[ae+1]as DS]}}impl AK{pub fn mr(&self,
lr:u32)->u64{let fc=1usize<<self.n;let bp=DC.min(fc as u32)as DS;let qh=lr as DS*fc/bp..(lr as DS+1)*fc/bp;let qu=ag(self.n)as DS;let mut au=0;let mut gi:Vec<CV> =Vec::
new();for ae in qh{let(bg,ax)=(self.bg.on(ae),self.ax.on(qu^ae));if bg.is_empty()||ax.is_empty(){continue;}gi.clear();gi.extend(bg.chunks(64).map(nx));for&hv in ax{let qc
=|hy:&CV|{let on=|hz:DS|hy[hz][(hv>>(5*hz))as DS&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};au+=gi.iter().map(|hy|u64::from(qc(hy).count_zeros())).sum::<u64>();}au-=
ax.len()as u64*(gi.len()*64-bg.len())as u64;}au}}type CV=[[u64;32];6];fn nx(fh:&[u32])->CV{let mut on=[0u64;32];for(hq,&hv)in fh.iter().enumerate(){for fm in ds(hv.into()
){on[fm&31]|=1<<hq;}}let mut hy=[[0;32];6];for(hz,lu)in hy.iter_mut().enumerate(){for jc in 1..32usize{let mz=jc&(jc-1);let fm=5*hz+(jc^mz).trailing_zeros()as DS;lu[jc]=
lu[mz]|on[fm&31];}}hy}fn ei(j:&[L],cr:&[u64],mt:DS,an:DS,(ae,ac,be):(u64,u64,u64),bt:u64,ob:&mut impl FnMut(u64,u64),){if an==mt{return ob(ae,bt);}let mut ab=!(ae|ac|be|j
[an].g);while ab!=0{let bl=ab&ab.wrapping_neg();ab^=bl;let hv=bt|cr[an*j.len()+bl.trailing_zeros()as DS];if an+1==mt{ob(ae|bl,hv);}else{let cw=az(j[an].ev,bl,ae,ac,be);ei
(j,cr,mt,an+1,cw,hv,ob);}}}fn kk(n:DS,an:DS,am:DS)->u64{let bg=n/2;let bl=|fm:DS|match fm.checked_sub(bg){Some(at)if at<n-1=>1<<at,_=>0};bl(an+am)|bl(an+n-1-am)<<(n-1)}fn
pl(h:&A)->(f64,f64){let j=bo(h);let bg=h.n/2;(fh(&j[..bg]),fh(&j[bg..]))}fn fh(j:&[L])->f64{let aw=|ao:DS|f64::from(u8::from(ao+1==j.len()));cb(BB,j,&mut O::ja(),aw)}fn
lh(n:DS)->f64{(0..n/2).fold(1.0,|fc,i|fc*(n-i)as f64/(i+1)as f64)}}mod gk{use super::fd::{ia,fj};use super::{az,bo,L};use crate::h::A;use crate::ay::O;use crate::dh::BB;
fn je(h:&A)->A{hd(h).0}fn hd(h:&A)->(A,f64){let mc=fw(h);let mut je=(mc,0);for z in 1..8{let bx=fw(&h.er(z));if bx<je.0{je=(bx,z);}}if je.0*1.5<mc{(h.er(je.1),je.0)}else{
(h.clone(),mc)}}fn fw(h:&A)->f64{let ht=bx(h);if h.hc(){ht/2.0}else{ht}}pub fn bx(h:&A)->f64{fb(BB,&bo(h),&mut O::ja())}pub fn fb(dg:usize,j:&[L],ay:&mut O)->f64{cb(dg,j,
ay,|_|1.0)}pub fn cb(dg:usize,j:&[L],ay:&mut O,ck:impl Fn(usize)->f64,)->f64{ia(dg,ay,|_|((0,0u64,0u64,0u64),1.0),|&jn,ay|{let(ao,ae,ac,be)=jn;let an=*j.get(ao)?;let ab=!
(ae|ac|be|an.g);if ab==0{return None;}let(ae,ac,be)=az(an.ev,fj(ab,ay),ae,ac,be);Some((ab.count_ones(),(ao+1,ae,ac,be),ck(ao),))},)}}mod gh{use crate::dh::BG;use std::
time::Instant as DX;#[derive(Default)]pub struct DD;impl DD{pub fn ml<T>(&self,_:usize,_:f64,_:T)->Option<DX>{None}pub fn ll(&self,_:Option<DX>,al:f64,ad:bool)->f64{self.
id(al,ad)}pub fn id(&self,al:f64,ad:bool)->f64{al*self.cf().powi(i32::from(ad))}pub fn cf(&self)->f64{BG}}}mod bz{use super::bp::{U,S};use super::{ad,du};pub enum Q{DO(U<
S>),AU(U<ad::I>),AK(U<du::AK>)}impl Q{pub fn et(&self)->u64{match self{Q::DO(bp)=>bp.et(),Q::AU(bp)=>bp.et(),Q::AK(bp)=>bp.et()}}}impl From<U<S>>for Q{fn from(bp:U<S>)->Q
{Q::DO(bp)}}impl From<U<ad::I>>for Q{fn from(bp:U<ad::I>)->Q{Q::AU(bp)}}impl From<du::AK>for Q{fn from(du:du::AK)->Q{let lb=du.lb();Q::AK(U::new(du,lb))}}}mod nk{use
super::{az,ga,L};pub const BU:&str="reference";pub fn go(j:&[L],ao:usize,ae:u64,aa:u64,u:u64)->u64{let count=qo::<false>(j,ao,(ae,aa,u),&mut 0);count.expect(
"an unbounded count ends")}pub fn cd(j:&[L],v:&mut u64)->Option<u64>{qo::<true>(j,0,(0,0,0),v)}fn qo<const Z:bool>(j:&[L],ao:usize,(ae,aa,u):(u64,u64,u64),v:&mut u64,)->
Option<u64>{if ao>=j.len(){return Some(1);}let aw=j.len()-1;let mut ou=[(0u64,0u64,0u64,0u64);64];let(mut ae,mut aa,mut u)=(ae,aa,u);let mut ab=!(ae|aa|u|j[ao].g);if ao==
aw{return Some(u64::from(ab.count_ones()));}let mut ak=ao;let mut au=0u64;loop{if ab==0{if ak==ao{return Some(au);}ak-=1;let kf=ou[ak];ab=kf.0;ae=kf.1;aa=kf.2;u=kf.3;
continue;}if Z&&!ga(v,2){return None;}let bl=ab&ab.wrapping_neg();ab^=bl;let(ew,ex,ee)=az(j[ak].ev,bl,ae,aa,u);let bu=!(ew|ex|ee|j[ak+1].g);if ak+1==aw{au+=u64::from(bu.
count_ones());}else if bu!=0{ou[ak]=(ab,ae,aa,u);ak+=1;ab=bu;ae=ew;aa=ex;u=ee;}}}}mod j{use crate::DS;use crate::h::{ag,A,R};#[derive(Clone,Copy)]pub struct L{pub g:u64,
pub ev:u32}pub fn bo(h:&A)->Vec<L>{let jo=!ag(h.n);h.g.iter().map(|&g|L{g:g|jo,ev:1}).collect()}pub fn ii(h:&A,ar:&[R])->Vec<L>{let jo=!ag(h.n);let qk=ar.iter().fold(0,|j
,&(r,_)|j|1<<r);gd(ag(h.n)&!qk,|r|{let nw=ar.iter().fold(0,|dl,&fi|dl|eg(fi,r));h.g[r]|jo|nw})}pub fn gd(j:u64,g:impl Fn(DS)->u64)->Vec<L>{let mut kp:Vec<L> =Vec::
with_capacity(j.count_ones()as DS);let mut ky=0;let mut ac=j;while ac!=0{let r=ac.trailing_zeros()as DS;ac&=ac-1;if let Some(aw)=kp.last_mut(){aw.ev=(r-ky)as u32;}kp.push
(L{g:g(r),ev:1});ky=r;}kp}pub fn eg((nj,am):R,r:DS)->u64{let dt=r.abs_diff(nj);let bl=|c:DS|1u64.checked_shl(c as u32).unwrap_or(0);bl(am)|bl(am+dt)|am.checked_sub(dt).
map_or(0,bl)}#[inline(always)]pub fn ga(v:&mut u64,al:u64)->bool{if*v<=al{*v=0;return false;}*v-=al;true}#[inline(always)]pub fn az(ev:u32,bl:u64,ae:u64,aa:u64,u:u64)->(
u64,u64,u64){(ae|bl,(aa|bl)<<ev,(u|bl)>>ev,)}pub fn ds(mut dl:u64)->impl Iterator<Item=DS>{std::iter::from_fn(move||{(dl!=0).then(||{let at=dl.trailing_zeros()as DS;dl&=
dl-1;at})})}}mod z{mod hp{use crate::DS;use crate::h::{cw,dn,ea,R};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct CJ{bg:DS,ax:DS,ac:DS,be:DS}impl CJ{pub fn
ar(&self,n:DS)->[R;4]{[(0,self.bg),(n-1,self.ax),(self.ac,0),(self.be,n-1)]}fn nd(n:DS,ar:&[R;4])->CJ{let m=n-1;let on=|ap:&dyn Fn(R)->bool,lz:&dyn Fn(R)->DS|{ar.iter().
copied().find(|&q|ap(q)).map_or(DS::MAX,lz)};CJ{bg:on(&|(r,_)|r==0,&|(_,c)|c),ax:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(_,c)|c==0,&|(r,_)|r),be:on(&|(_,c)|c==m,&|(r,_)|r)}}
fn ik(&self,n:DS)->[DS;8]{let m=n-1;let oj=|dt:DS|m-dt;[self.bg,oj(self.bg),self.ax,oj(self.ax),self.ac,oj(self.ac),self.be,oj(self.be)]}pub fn hh(&self,n:DS)->bool{let
js=self.ik(n);let ls=js.iter().copied().min().unwrap_or(0);ls>0&&js.iter().filter(|&&d|d==ls).count()>1}}pub fn mp(n:DS)->Vec<(CJ,u64)>{let mut cl=Vec::new();for bg in 0
..n{for ax in 0..n{for ac in 0..n{for be in 0..n{let hp=CJ{bg,ax,ac,be};let ar=hp.ar(n);if ar.iter().any(|&a|ar.iter().any(|&b|cw(a,b))){continue;}let dp=|z|{let ke=ar.
map(|q|ea(n,z,q));CJ::nd(n,&ke)};if let Some(fp)=dn(0..8,hp,dp){cl.push((hp,fp));}}}}}cl}}use super::ii;use super::{eg,L};use crate::h::{ag,A,R};pub const BU:&str=
"symmetry";pub fn jg(n:usize)->(Vec<Vec<L>>,Vec<u64>){eh(n).into_iter().map(|ft|(ly(&ft),ft.ck)).unzip()}fn ly(ft:&BM)->Vec<L>{ii(&ft.h,&ft.ar)}pub struct BM{pub h:A,pub
ar:Vec<R>,pub ck:u64}pub fn eh(n:usize)->Vec<BM>{if n<5{return vec![BM{h:A::fy(n),ar:Vec::new(),ck:1}];}let m=n-1;let all=ag(n);let od=|am:usize|all&!(1u64<<am);let mut
eh=Vec::new();for k in 2..m{let mut h=A::fy(n);h.g[0]=od(0);h.g[1]=od(k);for an in&mut h.g[2..=k]{*an|=1<<1;}eh.push(BM{h,ar:Vec::new(),ck:8});}let qj=1u64|1u64<<m;let
mut a=1;while a<m-a{let mut h=A::fy(n);h.g[0]=od(a);for(r,an)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*an|=qj;}}let ig=(1u64<<(a+1))-1;h.g[m]|=ig|ig<<(m-a);
eh.push(BM{h,ar:Vec::new(),ck:8});a+=1;}for(hp,ck)in hp::mp(n){if hp.hh(n){let ar=hp.ar(n).to_vec();eh.push(BM{h:mi(n,&ar),ar,ck});}}eh}fn mi(n:usize,ar:&[R])->A{let all=
ag(n);let mut h=A::fy(n);for(r,an)in h.g.iter_mut().enumerate(){*an=match ar.iter().find(|fi|fi.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ar.iter().fold(0,|dl,&q|dl|eg(q,
r))&all}};}h}}pub use self::iu::AM;pub use self::mb::{ec,cc};pub use self::nk::{go,cd};pub use self::j::*;}mod qn{use crate::h::B;use crate::gs::G;pub const DQ:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CU{pub bd:G,pub gf:usize,pub ic:Vec<usize>}pub fn parse(args:&[String])->Result<
Option<CU>,String>{let mut ch=CU{bd:G::default(),gf:0,ic:Vec::new()};let mut args=args.iter();while let Some(lm)=args.next(){let(gg,pm)=match lm.split_once('='){Some((gg,
dk))if lm.starts_with("--")=>(gg,Some(dk.to_string())),_=>(lm.as_str(),None)};let mut dk=|rh:&str|{(pm.clone().or_else(||args.next().cloned())).ok_or_else(||format!(
"option '{}' needs {}",gg,rh))};match gg{"-h"|"--help"=>return Ok(None),"--list"=>{let bk=dk("a number of solutions")?;ch.gf=bk.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",gg,bk)})?;}"--dialect"=>{ch.bd=G::qg(&dk("a value: luogu, uva11195 or cses1624")?)?}_ if gg.starts_with('-')&&gg.len()>1=>{
return Err(format!("unknown option '{}'",lm))}_=>match lm.parse::<usize>(){Ok(n)if(1..=B).contains(&n)=>ch.ic.push(n),_=>{let br="N must be an integer from 1 to";return
Err(format!("{} {}, found '{}'",br,B,lm));}}}}Ok(Some(ch))}}mod ps{use crate::h::A;use crate::count::kg::CE;use crate::count::AM;use crate::gf::fu;use crate::df::AA;use
crate::ba::{cv,CG,D,AS};use std::io::Write as CY;pub struct AR{pub kg:CE,df:AA}impl AR{pub fn new()->AR{AR{kg:CE::new(AM),df:AA::new()}}}impl<W:CY>CG<W>for AR{fn he(&mut
self,ba:&mut AS<W>,h:A)->Result<(),D>{ba.fe+=1;let ep=self.df.get(&h);let ci=&mut ba.ci;let gf=ci.format.gf;fu(&h,gf,&mut|aq|ci.ca(aq)).map_err(cv)?;let(count,fl)=match
ep{Some(count)=>(count,false),None=>self.kg.count(&h).ma()};self.df.qx(&h,count);(ci.count(ba.fe,count,fl)).map_err(cv)}}}use ci::BY;use std::io;fn main(){let mut args:
Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let ch=match qn::parse(&args){Ok(Some
(ch))=>ch,Ok(None)=>{print!("{}",qn::DQ);return;}Err(br)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",br);std::process::exit(2);}};let format=BY{bd:ch.bd,
gf:ch.gf,..BY::default()};let stdout=io::stdout();let ju=io::BufWriter::new(stdout.lock());let mut ba=ba::AS{ci:ci::CB{ju,format},fe:0};let mut dy=ps::AR::new();let dj=
stdin::nq(&ch.ic,ch.bd,|en,fe|{dy.kg.mg(en);ba::ms(&mut ba,fe,&mut dy).unwrap_or(ba::D::DB)});std::process::exit(dj.pu());}

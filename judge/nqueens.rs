// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
type DS=usize;mod h{use crate::DS;pub const B:DS=64;pub type R=(DS,DS);#[derive(Clone,PartialEq,Eq)]pub struct A{pub n:DS,pub g:Vec<u64>}impl A{pub fn new(n:DS,g:Vec<u64>
)->A{A{n,g}}pub fn n(&self)->DS{self.n}pub fn g(&self)->&[u64]{&self.g}pub fn fw(n:DS)->A{assert!((1..=B).contains(&n),"a board has 1 to {} rows, not {}",B,n);A::new(n,
vec![0;n])}pub fn gp(&self)->bool{self.g.iter().all(|&am|am==0)}pub fn ea(&self)->DS{self.g.iter().map(|am|am.count_ones()as DS).sum()}pub fn en(&self,y:DS)->A{let aq=if
DH>>y&1==1{self.aq()}else{Vec::new()};A::new(self.n,self.dl(y,&aq))}fn jc(&self)->BD{let aq=self.aq();let cw=(0..8).filter(|&s|self.dl(s,&aq)==self.g);BD(cw.fold(0,|hx,s|
hx|1<<s))}pub fn gz(&self)->bool{self.dl(DN,&[])==self.g}fn aq(&self)->Vec<u64>{let mut kz=[0u64;64];kz[..self.n].copy_from_slice(&self.g);transpose(&mut kz);kz[..self.n]
.to_vec()}fn dl(&self,y:DS,aq:&[u64])->Vec<u64>{let n=self.n;let ps=if DH>>y&1==1{aq}else{&self.g};let po=BZ>>y&1==1;let mut j:Vec<u64> =ps.iter().map(|&am|if po{od(am,n)
}else{am}).collect();if CX>>y&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,y:DS)->bool{self.0>>y&1==1}fn iter(self)->
impl Iterator<Item=DS>{(0..8).filter(move|&s|self.contains(s))}}const DH:u8=1<<1|1<<3|1<<6|1<<7;const BZ:u8=1<<1|1<<2|1<<4|1<<7;const CX:u8=1<<2|1<<3|1<<5|1<<7;#[derive(
Clone,Copy,PartialEq,Eq)]pub enum P{L(DS),AM(DS)}impl P{pub fn cy(self,at:DS)->R{match self{P::L(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(am,al):R)->bool{match self
{P::L(r)=>am==r,P::AM(c)=>al==c}}pub fn en(self,n:DS,y:DS)->P{let(r,c)=dw(n,y,self.cy(0));if dw(n,y,self.cy(1)).0==r{P::L(r)}else{P::AM(c)}}}pub fn ct(a:R,b:R)->bool{a!=b
&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DN:DS=4;pub fn dw(n:DS,y:DS,(r,c):R)->R{let m=n-1;match y{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>
(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dk<K:Ord+Copy>(jc:impl Iterator<Item=DS>,oj:K,dl:impl Fn(DS)->K,)->Option<u64>{let mut fo=[oj;8];let mut ck=0;for y in jc
{let kd=dl(y);if kd<oj{return None;}fo[ck]=kd;ck+=1;}let fo=&mut fo[..ck];fo.sort_unstable();Some(1+fo.windows(2).filter(|pp|pp[0]!=pp[1]).count()as u64)}fn od(dn:u64,n:
DS)->u64{dn.reverse_bits()>>(64-n)}fn transpose(j:&mut[u64;64]){let mut dm=32;let mut pn:u64=0x0000_0000_FFFF_FFFF;while dm!=0{let mut k=0;while k<64{let swap=((j[k]>>dm)
^j[k+dm])&pn;j[k]^=swap<<dm;j[k+dm]^=swap;k=(k+dm+1)&!dm;}dm>>=1;pn^=pn<<dm;}}pub fn ag(n:DS)->u64{u64::MAX>>(64-n)}}mod go{use crate::DS;use crate::h::{A,B};#[derive(
Clone,Copy,Default,PartialEq,Eq)]pub enum G{#[default]DG,BV,BC}impl G{pub fn qf(gd:&str)->Result<G,String>{match gd{"luogu"=>Ok(G::DG),"uva11195"=>Ok(G::BV),"cses1624"=>
Ok(G::BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gd))}}fn ft(self)->u8{match self{G::DG=>b'.',G::BV|G::BC=>b'*'}}}pub struct M{pub ap
:DS,pub al:DS,pub br:String}struct BP<'a>{bk:&'a[u8],ai:DS,ap:DS,bm:DS}pub struct BK<'a>{bs:&'a[u8],bc:G,gw:DS,ap:DS,bm:DS,gm:bool}impl<'a>BK<'a>{pub fn new(bs:&'a[u8],bc
:G)->BK<'a>{BK{bs,bc,gw:0,ap:1,bm:0,gm:false}}pub fn mz(&mut self)->Result<Option<A>,M>{if self.gm{return Ok(None);}if self.bc==G::BC{return match self.jv(){Some(_)=>self
.ip(8).map(Some),None=>Ok(None)};}let ae=match self.iw(){Some(ae)=>ae,None=>{self.gm=true;return Ok(None);}};let n=self.lu(&ae)?;if n==0{self.gm=true;return Ok(None);}
match self.jv(){Some(b'*')|Some(b'.')=>self.ip(n).map(Some),_=>Ok(Some(A::fw(n)))}}pub fn lf(&self,mut hb:impl FnMut(DS,DS)){let nt=self.bs[self.gw..].split(u8::
is_ascii_whitespace).filter(|ae|!ae.is_empty());let gn=self.bc.ft();let hd=|ae:&[u8]|ae.iter().filter(|&&cy|cy==gn).count();if self.bc==G::BC{let j:Vec<&[u8]> =nt.collect
();for h in j.chunks_exact(8){hb(8,h.iter().map(|am|hd(am)).sum());}return;}let mut aw=None;for ae in nt{if jl(ae[0]){if let Some((_,g))=&mut aw{*g+=hd(ae);}continue;}if
let Some((n,g))=aw.take(){hb(n,g);}if!ae.iter().all(u8::is_ascii_digit)||ae.len()>2{return;}match ae.iter().fold(0,|n,&d|10*n+DS::from(d-b'0')){0=>return,n=>aw=Some((n,0)
)}}if let Some((n,g))=aw{hb(n,g);}}fn lu(&self,ae:&BP)->Result<DS,M>{self.ir(ae)?;if!ae.bk.iter().all(u8::is_ascii_digit){return Err(self.fm(ae,ae.ai,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",B,pq(ae.bk)),));}let dh=ae.bk.iter().fold(0u64,|ri,&qc|{ri.saturating_mul(10).saturating_add(u64::
from(qc-b'0'))});if dh>B as u64{return Err(self.fm(ae,ae.ai,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(ae.bk),B),));}Ok(dh as DS)}fn
ip(&mut self,n:DS)->Result<A,M>{let mut g=Vec::with_capacity(n);for am in 0..n{let ae=match self.iw(){Some(ae)=>ae,None=>return Err(self.kk(am,n))};match oe(ae.bk,n,self.
bc.ft()){Some(di)=>g.push(di),None=>return Err(self.nk(&ae,am,n))}}Ok(A::new(n,g))}fn nk(&self,ae:&BP,am:DS,n:DS)->M{if let Err(e)=self.ir(ae){return e;}if let Some(al)=(
ae.bk.iter()).position(|&cy|!jl(cy)){let at=ae.ai+al;let ck=match fz(self.bs,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ae.bk[al])};return self.fm(
ae,at,format!("row {} of {}: found {}, expected '*' or '.'",am+1,n,ck),);}self.fm(ae,ae.ai,format!("row {} of {} has {} cells, expected {}",am+1,n,ae.bk.len(),n),)}fn ir(
&self,ae:&BP)->Result<(),M>{if ae.bk.is_ascii(){return Ok(());}let ms=ae.ai+ae.bk.len();let mut at=ae.ai;while at<ms{match fz(self.bs,at){Some((_,len))=>at+=len,None=>{
return Err(self.fm(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.bs[at]),))}}}Ok(())}fn fx(&mut self){while let Some(&kh)=self.bs.get(self.gw){if!kh.
is_ascii_whitespace(){break;}self.gw+=1;if kh==b'\n'{self.ap+=1;self.bm=self.gw;}}}fn jv(&mut self)->Option<u8>{self.fx();self.bs.get(self.gw).copied()}fn iw(&mut self)->
Option<BP<'a>>{self.fx();let ai=self.gw;let hm=&self.bs[ai..];let len=hm.iter().position(u8::is_ascii_whitespace).unwrap_or(hm.len());if len==0{return None;}self.gw+=len;
Some(BP{bk:&hm[..len],ai,ap:self.ap,bm:self.bm})}fn fm(&self,ae:&BP,at:DS,br:String)->M{M{ap:ae.ap,al:ds(self.bs,ae.bm,at),br}}fn kk(&self,nn:DS,n:DS)->M{M{ap:self.ap,al:
ds(self.bs,self.bm,self.bs.len()),br:format!("input ended after {} of {} board rows",nn,n)}}}fn oe(bk:&[u8],n:DS,gn:u8)->Option<u64>{if bk.len()!=n{return None;}let(mut
di,mut iq)=(0u64,true);for(al,&cy)in bk.iter().enumerate(){di|=u64::from(cy==gn)<<al;iq&=jl(cy);}iq.then_some(di)}fn jl(kh:u8)->bool{kh==b'*'||kh==b'.'}fn fz(bs:&[u8],at:
DS)->Option<(char,DS)>{let len=match bs[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let oh=bs.get(at..at+len)?;let bk=std::str::
from_utf8(oh).ok()?;bk.chars().next().map(|c|(c,len))}fn ds(bs:&[u8],bm:DS,at:DS)->DS{let mut al=1;let mut gw=bm;while gw<at{gw+=fz(bs,gw).map_or(1,|(_,len)|len);al+=1;}
al}fn pq(bk:&[u8])->String{const DF:DS=24;let bk=String::from_utf8_lossy(bk);if bk.chars().count()>DF{let qu:String=bk.chars().take(DF).collect();format!("{:?}...",qu)}
else{format!("{:?}",bk)}}}mod gc{use crate::DS;use crate::h::ag;use crate::h::A;use crate::count::{az,bo,L};pub fn fs<E>(h:&A,ol:DS,nz:&mut dyn FnMut(&[DS])->Result<(),E>
,)->Result<(),E>{struct DP<'a,E>{j:Vec<L>,mx:u64,op:bool,kv:Vec<DS>,ac:DS,nz:&'a mut dyn FnMut(&[DS])->Result<(),E>}impl<E>DP<'_,E>{fn bq(&mut self,ct:(u64,u64,u64))->
Result<(),E>{let an=self.kv.len();if an==self.j.len(){self.ac-=1;return(self.nz)(&self.kv);}let(ad,z,u)=ct;let mut ab=!(ad|z|u|self.j[an].g);while ab!=0&&self.ac>0{let bl
=ab&ab.wrapping_neg();ab^=bl;let next=az(self.j[an].es,bl,ad,z,u);if self.op&&!self.px(an+1,next){continue;}self.kv.push(bl.trailing_zeros()as DS);self.bq(next)?;self.kv.
pop();}Ok(())}fn px(&self,an:DS,(ad,z,u):(u64,u64,u64))->bool{let mut jw=0;for(dp,am)in self.j[an..].iter().enumerate(){let ab=!(ad|z<<dp|u>>dp|am.g);if ab==0{return
false;}jw|=ab;}let iu=self.mx&!ad;jw&iu==iu}}if ol==0{return Ok(());}let mut mm=DP{j:bo(h),mx:ag(h.n),op:!h.gp(),kv:Vec::with_capacity(h.n),ac:ol,nz};mm.bq((0,0,0))}}mod
nd{use std::sync::atomic::{AtomicBool as DA,Ordering as CZ};use std::sync::{Arc,Mutex,PoisonError as DY};pub struct CI<T>{bg:DA,dh:Mutex<Option<Arc<T>> >}impl<T>Default
for CI<T>{fn default()->CI<T>{CI{bg:DA::new(false),dh:Mutex::new(None)}}}impl<T>CI<T>{pub fn get(&self)->Option<Arc<T>>{match self.bg.load(CZ::Acquire){true=>self.dh.lock
().ok()?.clone(),false=>None}}pub fn kp(&self,gj:impl FnOnce()->T)->Arc<T>{let bg=self.get().unwrap_or_else(||Arc::new(gj()));let mut dh=self.dh.lock().unwrap_or_else(DY
::into_inner);self.bg.store(true,CZ::Release);dh.get_or_insert(bg).clone()}}}mod ch{use crate::go::G;use std::io::{self,Write as CY};#[derive(Clone,Copy,Default)]pub
struct BX{pub bc:G,pub gc:usize,pub rj:usize,pub time:bool,pub eh:bool}pub struct CA<W:CY>{pub ju:W,pub format:BX}impl<W:CY>CA<W>{pub fn bz(&mut self,aq:&[usize])->io::
Result<()>{let aq:Vec<String> =aq.iter().map(|c|(c+1).to_string()).collect();writeln!(self.ju,"{}",aq.join(" "))}pub fn count(&mut self,hb:usize,count:u64,fk:bool)->io::
Result<()>{if self.format.bc==G::BV{write!(self.ju,"Case {}: ",hb)?;}writeln!(self.ju,"{}",count)?;if fk{self.ju.flush()?;}Ok(())}}pub fn em(az:&str,br:&str){eprintln!(
"nqueens: error: {}: {}",az,br);}}mod db{use crate::h::{A,B};use std::sync::atomic::{AtomicU64 as CE,Ordering as CZ};#[derive(Default)]struct BJ(CE);impl BJ{pub fn get(&
self)->Option<u64>{self.0.load(CZ::Relaxed).checked_sub(1)}fn ky(&self,count:u64){self.0.store(count.wrapping_add(1),CZ::Relaxed);}}pub struct AA([BJ;B+1]);impl AA{pub fn
new()->AA{AA(std::array::from_fn(|_|BJ::default()))}pub fn get(&self,h:&A)->Option<u64>{match h.gp(){true=>self.0[h.n].get(),false=>None}}pub fn qw(&self,h:&A,count:u64){
if h.gp(){self.0[h.n].ky(count);}}}}mod ay{pub struct O(pub u64);impl O{pub fn iz()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0
>>7;self.0^=self.0<<17;self.0}pub fn hv(&mut self,pz:usize)->usize{(self.next()%pz as u64)as usize}}}mod stdin{use crate::h::A;use crate::go::{G,BK};use crate::ba::{CW,D}
;use std::io::{self,Read};pub fn np(ib:&[usize],bc:G,qo:impl FnOnce(&[(usize,usize)],&mut CW)->D,)->D{if!ib.is_empty(){return qo(&[],&mut ib.iter().map(|&n|Ok(A::fw(n))))
;}let mut go=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut go){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CO;}let mut ng=BK::
new(&go,bc);let mut fa=Vec::new();ng.lf(|n,g|fa.push((n,g)));qo(&fa,&mut std::iter::from_fn(||ng.mz().transpose()),)}}mod de{use crate::DS;pub const BF:u64=9;pub const AR
:u64=20;pub const BA:DS=256;pub const AZ:DS=64;pub const BS:f64=32.0;pub const BL:DS=16;pub const AG:f64=4.0;pub const BH:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,
46,32,30,30];pub const CK:f64=0.15;pub const AO:f64=0.3;pub const BE:u64=4<<20;pub const BQ:f64=1.0/32.0;pub const CB:f64=0.25;pub const AY:f64=4.0;pub const CM:f64=4.0;
pub const BG:f64=1.25;pub const CL:f64=4.0;pub const AT:f64=80.0;pub const BY:f64=1.5;pub const BR:u64=96<<20;pub const AN:DS=8;pub const V:DS=8;pub const AB:DS=32;pub
const AH:u32=4;pub const BI:DS=10;pub const CR:DS=64;pub const AV:u64=2;const DC:DS=4096;}mod ba{use crate::h::A;use crate::go::M;use crate::ch::{self,CA};use std::io::{
self,Write as CY};pub enum D{DB,CO,CC,BT(io::Error)}impl D{pub fn pt(self)->i32{match self{D::DB|D::CC=>0,D::CO=>1,D::BT(e)=>{eprintln!(
"nqueens: error: cannot write standard output: {}",e);1}}}}pub type CW<'a> =dyn Iterator<Item=Result<A,M>>+'a;pub trait CG<W:CY>{fn hb(&mut self,ba:&mut AQ<W>,h:A)->
Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gl(&mut self,ba:&mut AQ<W>)->D{ba.pi()}fn md(&self)->bool{false}}pub fn mr<W:CY,C:CG<W>>(ba:&
mut AQ<W>,fb:&mut CW,du:&mut C,)->Option<D>{loop{if du.md(){return None;}let dg=match fb.next(){Some(Ok(h))=>match du.hb(ba,h){Ok(())=>continue,Err(dg)=>dg},Some(Err(em))
=>match du.drain(ba){Ok(())=>ba.mn(&em),Err(dg)=>dg},None=>match du.drain(ba){Ok(())=>du.gl(ba),Err(dg)=>dg}};return Some(dg);}}pub struct AQ<W:CY>{pub ch:CA<W>,pub fb:
usize}impl<W:CY>AQ<W>{fn mn(&mut self,em:&M)->D{let az=format!("line {}, column {}",em.ap,em.al);self.qr(&az,&em.br)}fn qr(&mut self,az:&str,br:&str)->D{if let Err(e)=
self.ch.ju.flush(){return cs(e);}ch::em(az,br);D::CO}fn pi(&mut self)->D{match self.ch.ju.flush(){Ok(())=>D::DB,Err(e)=>cs(e)}}}pub fn cs(em:io::Error)->D{if em.kind()==
io::ErrorKind::BrokenPipe{D::CC}else{D::BT(em)}}}mod count{pub mod kf{use crate::DS;use super::is::AK;use super::filter::{self,J};use super::gr::DD;use super::bx::Q;use
super::{cc,af,bo};use crate::h::A;use crate::nd::CI;use crate::de::{BQ,CM,CB,AY,BL,AG};use std::sync::atomic::{AtomicBool as DA,AtomicI64 as EA,AtomicU32 as DW,AtomicU64
as CE,Ordering::Relaxed as AF};use std::sync::Arc;pub enum AE{DE{count:u64,by:By},Q{bx:Q,ao:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DM,AS,CP,J,DV}#[derive(Default)]
pub struct CD{lp:[CI<J>;filter::B+1],kg:[DA;filter::B+1],fa:[DW;filter::B+1],ic:[CE;filter::B+1],gs:[DW;filter::B+1],bw:[CE;filter::B+1],dd:[CE;filter::B+1],iy:[[EA;4];
filter::B+1],gr:DD,hz:AK}impl CD{pub fn new(hz:AK)->CD{CD{hz,..Default::default()}}pub fn mf(&self,fb:&[(DS,DS)]){for&(n,g)in fb{if n<=filter::B&&g>0{self.fa[n].fetch_add
(1,AF);ql(&self.ic[n],gv(n,g));}}}pub fn count(&self,h:&A)->AE{let n=h.n;if h.gp(){return match self.filter(n){Some(bg)=>fd(bg.count(h),By::J),None=>fk(self.hz.fw(n))};}
let g=h.ea();let fi=mi(n);if let Some(bg)=self.filter(n){return self.rb(&bg,h,g,fi);}if let Some(gs)=self.gs.get(n){gs.fetch_add(1,AF);ql(&self.bw[n],gv(n,g));}let v=self
.kl(h,g,fi);let mut ac=v as u64;let mk=self.gr.mk(n,v,self.dd.get(n));let bb=gx(h,&mut ac);let af=matches!(bb,Ok((_,By::AS))|Err(Some(_)));let cx=self.gr.lk(mk,v-ac as
f64,af);let cp=match bb{Ok((count,by))=>{self.nq(h,cx,0.0);return fd(count,by);}Err(cp)=>cp};if self.hj(h,cx,0.0){if let Some(bg)=self.gj(n){return fd(bg.count(h),By::J);
}}let ga=|ao|self.hj(h,cx,self.gr.jd(ao,false));let ce=self.gr.ce();let(bx,ao)=self.hz.bx(h,cp,ce,&ga);let ci=self.gr.jd(ao,matches!(bx,Q::AS(_)));if let Some(bg)=self.nq
(h,cx,ci){return fd(bg.count(h),By::J);}fk((bx,ao))}fn kl(&self,h:&A,g:DS,fi:f64)->f64{let n=h.n;if n>filter::B||self.kg[n].load(AF){return fi;}if self.kq(h,g,1.0,fi){
return 0.0;}let jp=self.gr.jd(1.0,af::hj(h));(self.hs(h,0.0,fi*jp)/jp+1.0).clamp(0.0,fi).floor()}fn rb(&self,bg:&J,h:&A,g:DS,fi:f64)->AE{let n=h.n;let oy=4*g/(n*n+1);let
iy=&self.iy[n][oy];let ej=bg.jx(g);let v=(ej*CB).min(fi);if(iy.load(AF)as f64)< -ej*AY||self.kq(h,g,0.0,v){return fd(bg.count(h),By::J);}let mut ac=v as u64;if let Ok((
count,by))=gx(h,&mut ac){iy.fetch_add((ej-v+ac as f64)as i64,AF);return fd(count,by);}iy.fetch_sub(v as i64,AF);fd(bg.count(h),By::J)}fn kq(&self,h:&A,g:DS,gs:f64,v:f64)
->bool{let n=h.n;let qv=v*CM*self.gr.jd(1.0,af::hj(h));let ia=gv(n,g);let pg=f64::from_bits(self.bw[n].load(AF))-ia*gs;self.dd[n].load(AF)as f64*ia>qv*pg}fn filter(&self,
n:DS)->Option<Arc<J>>{self.lp.get(n)?.get()}fn nq(&self,h:&A,cx:f64,ci:f64)->Option<Arc<J>>{let n=h.n;if n>filter::B||!self.hj(h,cx,ci){if let Some(dd)=self.dd.get(n){dd.
fetch_add((cx+ci)as u64,AF);}return None;}let bg=self.gj(n)?;(ci>0.0).then_some(bg)}fn gj(&self,n:DS)->Option<Arc<J>>{if self.kg[n].swap(true,AF){return None;}Some(self.
lp[n].kp(||J::new(n)))}fn hj(&self,h:&A,cx:f64,ci:f64)->bool{cx>self.hs(h,ci,cx)}fn hs(&self,h:&A,ci:f64,py:f64)->f64{let n=h.n;if n>filter::B{return f64::INFINITY;}let
dd=self.dd[n].load(AF)as f64+ci;let gj=J::lv(n);let gs=self.gs[n].load(AF).max(1);let bw=f64::from_bits(self.bw[n].load(AF));let(pb,ka)=match self.fa[n].load(AF){0=>(gs,
bw),fa=>(fa.saturating_sub(gs),f64::from_bits(self.ic[n].load(AF))-bw,)};let ns=if ci>0.0{1.0}else{0.0};let hs=|mu:f64|{let qh=gj+mu*(f64::from(pb)+ns+AY);let os=qh-ci;
let nh=match(os<0.0,bw>0.0){(true,_)=>0.0,(false,true)=>os*bw/ka.max(0.0),(false,false)=>f64::INFINITY};nh.max(gj*BQ)-dd};let eb=hs(0.0);match eb<py{true=>hs(J::me(h)),
false=>eb}}}fn gv(n:DS,g:DS)->f64{let ab=1.0-g as f64/(n*n)as f64;ab.powi(n as i32)}fn ql(sum:&CE,x:f64){let _=sum.fetch_update(AF,AF,|dn|{Some((f64::from_bits(dn)+x).
to_bits())});}fn fd(count:u64,by:By)->AE{AE::DE{count,by}}fn fk((bx,ao):(Q,f64))->AE{AE::Q{bx,ao:Some(ao)}}impl AE{pub fn lz(self)->(u64,bool){match self{AE::DE{count,..}
=>(count,false),AE::Q{bx,..}=>(bx.ep(),true)}}}fn mi(n:DS)->f64{use crate::de::{BA,BS};AG*(BA*n)as f64*BS}fn gx(h:&A,v:&mut u64,)->Result<(u64,By),Option<af::X>>{let j=bo
(h);let ml=(BL*h.n)as u64;if*v<=ml*(1+AG as u64){let count=cc(&j,v).ok_or(None)?;return Ok((count,By::DM));}let mut ac=ml;if let Some(count)=cc(&j,&mut ac){*v-=ml-ac;
return Ok((count,By::DM));}*v-=ml;if af::hj(h){let bi=af::H::new(h);let count=bi.ki(v).map_err(Some)?;Ok((count,By::AS))}else{let count=super::cb(&j,v).ok_or(None)?;Ok((
count,By::CP))}}}mod is{use super::bp::{gy,CF,U,S};use super::dq::AI;use super::bx::Q;use super::{af,ma,ix,bo};use crate::h::A;use crate::de::{BF,AZ};#[derive(Default)]
pub struct AK;impl AK{pub fn fw(&self,n:usize)->(Q,f64){(gy(n).into(),0.0)}pub fn bx(&self,h:&A,bb:Option<af::X>,ce:f64,ga:&dyn Fn(f64)->bool,)->(Q,f64){let(bx,ao,pc):(Q,
f64,f64)=if af::hj(h){let bi=af::H::new(h);let ao=bi.dz(AZ,BF as f64);let(bx,ao)=match bb{Some(bb)=>{let hm=bb.oz(ao);(U::pa(bi,bb),hm)}None=>{let ai=bi.ai();(U::new(bi,
vec![(ai,1)]),ao)}};(bx.into(),ao,ao*ce)}else{let j=vec![bo(h)];let bx=S::bx(ma::BU,CF::CP,j,vec![1]);let ao=ix::eh(h);(bx.into(),ao,ao)};match AI::dz(h).filter(|&dq|dq<
pc){Some(dq)if!ga(dq)=>(AI::new(h).into(),dq),_=>(bx,ao)}}}}mod af{use crate::DS;use super::ix::ex;use super::ez::{hy,fh};use super::L;use super::{dn,gb};use crate::h::{
ag,A,R,P};use crate::ay::O;use crate::de::{V,AH,BI,AB};pub const BU:&str="dynamic";pub struct H{pub n:DS,bj:[u64;64],dx:[u64;64],bv:fe::AW}#[derive(Clone,Copy)]pub struct
F{aj:u64,bh:u64,gu:u128,cu:u128,ei:u128}impl F{fn aj(&self)->DS{self.aj.count_ones()as DS}}enum Y{DJ,CN,BW(P,u64)}pub fn hj(h:&A)->bool{let n=h.n;let jz=match n<=fe::B{
true=>AB,false=>V};h.ea()*jz>n*n}impl H{pub fn new(h:&A)->H{let n=h.n;let all=ag(n);let mut bj=[0u64;64];let mut dx=[0u64;64];for(r,&am)in h.g.iter().enumerate(){bj[r]=!
am&all;for(c,j)in dx.iter_mut().enumerate().take(n){*j|=(bj[r]>>c&1)<<r;}}H{n,bj,dx,bv:fe::AW::new(n)}}pub fn ai(&self)->F{F{aj:ag(self.n),bh:ag(self.n),gu:0,cu:0,ei:0}}
fn fc(&self,p:&F,ap:P)->u64{let m=self.n-1;match ap{P::L(r)=>{let gu=(p.gu>>r)as u64;let ei=(p.ei>>(m-r))as u64;self.bj[r&63]&p.bh&!gu&!ei}P::AM(c)=>{let gu=(p.gu>>c)as
u64;let cu=(p.cu>>(m-c))as u64;self.dx[c&63]&p.aj&!gu&!cu}}}fn ph(&self,p:&F,nm:bool)->Y{let aq=if nm{0}else{p.bh};cl(p.aj,aq,|ap|self.fc(p,ap))}fn pw(&self,ac:&mut Vec<F
>,ar:&[R],im:impl Iterator<Item=R>,){for p in ac.iter_mut(){*p=ar.iter().fold(*p,|p,&fg|self.az(&p,fg));}let ai=self.ai();ac.extend(im.map(|cy|self.az(&ai,cy)));}pub fn
az(&self,p:&F,(r,c):R)->F{F{aj:p.aj&!(1u64<<r),bh:p.bh&!(1u64<<c),gu:p.gu|1u128<<(r+c),cu:p.cu|1u128<<(r+self.n-1-c),ei:p.ei|1u128<<(c+self.n-1-r)}}pub fn el(&self,p:&F)
->Vec<L>{gb(p.aj,|r|!self.fc(p,P::L(r)))}pub fn dz(&self,dc:DS,na:f64)->f64{if self.n<=fe::B{return self.lj(dc);}let cm=|_:&mut O|(Some(self.ai()),1.0);hy(dc,&mut O::iz()
,cm,|jn,ay|{let p=jn.as_ref()?;match self.ph(p,false){Y::BW(_,ab)if mv(ab,p.aj)=>{let mc=ex(1,&self.el(p),ay);Some((1,None,mc))}Y::BW(ap,ab)=>{let at=fh(ab,ay).
trailing_zeros()as DS;Some((ab.count_ones(),Some(self.az(p,ap.cy(at))),na,))}Y::DJ|Y::CN=>None}})}pub fn count(&self,p:F)->u64{if self.n<=fe::B{return self.lh(&p);}self.
ji(p)}pub fn ki(&self,v:&mut u64)->Result<u64,X>{match self.n<=fe::B{true=>self.lm(H::hc,v),false=>self.lm(H::gg,v)}}fn lm(&self,core:CT,v:&mut u64)->Result<u64,X>{let cx
=*v;let mut ac=Vec::new();let dt=core(self,v,&mut ac);match*v{0=>Err(X{dt,ac,cx}),_=>Ok(dt)}}}type CT=fn(&H,&mut u64,&mut Vec<F>)->u64;pub struct X{pub dt:u64,pub ac:Vec<
F>,cx:u64}impl X{pub fn oz(&self,ao:f64)->f64{(ao-self.cx as f64).max(0.0)}}mod fe{use crate::DS;use super::{F,H};use crate::h::R;use crate::count::{dn,fy};use crate::de
::AR;pub const B:DS=16;const I:DS=2*B;static DI:[[u16;I];B*B]=ct();const fn ct()->[[u16;I];B*B]{let mut co=[[0u16;I];B*B];let mut r=0;while r<B{let mut c=0;while c<B{let
mut ap=0;while ap<B{co[r*B+c][ap]=hf(r,c,ap);co[r*B+c][B+ap]=hf(c,r,ap);ap+=1;}c+=1;}r+=1;}co}const fn hf(r:DS,c:DS,ap:DS)->u16{if ap==r{return!(1<<c);}let kb=ap.abs_diff
(r);let mut o=1u16<<c;if c+kb<B{o|=1<<(c+kb);}if c>=kb{o|=1<<(c-kb);}o}static DL:[[u16;I];I]=jy();const fn jy()->[[u16;I];I]{let mut co=[[0u16;I];I];let mut ah=0;while ah
<I{co[ah][ah]=u16::MAX;ah+=1;}co}#[derive(Clone,Copy)]pub struct AX{o:[u16;I],cq:[u16;I]}pub struct AW{ik:[i16;I],ah:[u8;I]}impl AW{pub fn new(n:DS)->AW{let mut fe:Vec<DS
> =(0..I).collect();let li=|ah:DS|(2*(ah%B)).abs_diff(n.saturating_sub(1));fe.sort_by_key(|&ah|(li(ah),ah%B,ah/B));let mut bv=AW{ik:[0;I],ah:[0;I]};for(ik,&ah)in fe.iter(
).enumerate(){bv.ik[ah]=ik as i16;bv.ah[ik]=ah as u8;}bv}}const DK:i16=1<<14;impl AX{fn of(bi:&H,p:&F)->AX{let mut ek=AX{o:[u16::MAX;I],cq:[u16::MAX;I]};for r in dn(p.aj)
{ek.o[r]=bi.fc(p,crate::h::P::L(r))as u16;ek.cq[r]=0;}for c in dn(p.bh){ek.o[B+c]=bi.fc(p,crate::h::P::AM(c))as u16;ek.cq[B+c]=0;}ek}#[inline(always)]fn cl(&self,bv:&AW)
->(DS,u16){let mut eb=i16::MAX;for ah in 0..I{let cq=(self.cq[ah]&DK as u16)as i16;let oj=((self.o[ah].count_ones()as i16)<<6|bv.ik[ah])+cq;eb=eb.min(oj);}let ah=DS::from
(bv.ah[(eb&31)as DS])&(I-1);(ah,self.o[ah])}#[inline(always)]fn kn(&self,bv:&AW)->Option<DS>{let mut eb=i16::MAX;for ah in 0..I{let o=self.o[ah];let qy=i16::from(o&o.
wrapping_sub(1)!=0);eb=eb.min(bv.ik[ah]|qy<<6);}(eb<64).then(||DS::from(bv.ah[eb as DS&(I-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn az(&self,ah:DS,at
:DS)->Option<AX>{let(r,c)=fg(ah,at);let ct=&DI[(r*B+c)&(B*B-1)];let(am,al)=(&DL[r&(B-1)],&DL[B+(c&(B-1))]);let mut next=AX{o:[0;I],cq:[0;I]};let mut iu=0u16;for ah in 0..
I{let cq=self.cq[ah]|am[ah]|al[ah];let o=self.o[ah]&!ct[ah]|cq;next.o[ah]=o;next.cq[ah]=cq;iu|=u16::from(o==0);}(iu==0).then_some(next)}#[inline(always)]fn hk(&mut self,
bv:&AW,j:&mut u32)->bool{while*j>=2{let ah=match self.kn(bv){Some(ah)=>ah,None=>break};let at=self.o[ah].trailing_zeros()as DS;*self=match self.az(ah,at){Some(next)=>next
,None=>return false};*j-=1;}true}}fn fg(ah:DS,at:DS)->R{match ah<B{true=>(ah,at),false=>(at,ah-B)}}pub fn count<const Z:bool>(bi:&H,ek:&AX,ac:u32,v:&mut u64,cp:&mut Vec<F
>,)->u64{if Z&&!fy(v,AR){cp.push(bi.ai());return 0;}let(ah,mut o)=ek.cl(&bi.bv);if ac==1{return u64::from(o.count_ones());}let mut au=0;while o!=0{let at=o.trailing_zeros
()as DS;o&=o-1;let mut next=match ek.az(ah,at){Some(next)=>next,None=>continue};let mut j=ac-1;let ob=next.hk(&bi.bv,&mut j);if!ob{continue;}if j==1{au+=1;continue;}au+=
count::<Z>(bi,&next,j,v,cp);if Z&&*v==0{let im=dn(u64::from(o)).map(|at|fg(ah,at));bi.pw(cp,&[fg(ah,at)],im);return au;}}au}impl H{pub fn hc(&self,v:&mut u64,ac:&mut Vec<
F>)->u64{let ek=AX::of(self,&self.ai());count::<true>(self,&ek,self.n as u32,v,ac)}pub fn lh(&self,p:&F)->u64{match p.aj(){0=>1,ac=>count::<false>(self,&AX::of(self,p),ac
as u32,&mut 0,&mut Vec::new(),)}}pub fn lj(&self,dc:DS)->f64{use crate::count::ez::hy;use crate::ay::O;let ai=AX::of(self,&self.ai());let cm=|_:&mut O|((ai,self.n as u32)
,1.0);hy(dc,&mut O::iz(),cm,|&(ek,ac),ay|{if ac<=2{return None;}let(ah,o)=ek.cl(&self.bv);let lw:Vec<(AX,u32)> =dn(u64::from(o)).filter_map(|at|{let mut next=ek.az(ah,at)
?;let mut j=ac-1;let ob=next.hk(&self.bv,&mut j);(ob&&j>1).then_some((next,j))}).collect();let qp=*lw.get(ay.hv(lw.len().max(1)))?;Some((lw.len()as u32,qp,AR as f64))},)+
AR as f64}}}fn ov(o:u64)->bool{o&(o-1)==0}fn km(dj:u64,cf:u64,ab:impl Fn(P)->u64,)->Option<Y>{let ap=if dj!=0{P::L(dj.trailing_zeros()as DS)}else if cf!=0{P::AM(cf.
trailing_zeros()as DS)}else{return None;};Some(Y::BW(ap,ab(ap)))}fn dr(o:u64)->u32{let pv=o&(o-1);let mj=pv&pv.wrapping_sub(1);let qs=mj&mj.wrapping_sub(1);1+u32::from(pv
!=0)+u32::from(mj!=0)+u32::from(qs!=0)}#[inline(always)]fn iv(aj:u64,bh:u64,ab:impl Fn(P)->u64,qe:bool,)->Y{let kc=||{dn(aj).map(P::L).chain(dn(bh).map(P::AM))};let mut
er=(u32::MAX,P::L(0),0);for ap in kc(){let o=ab(ap);let jf=dr(o);if jf<er.0{er=(jf,ap,o);if jf==2{break;}}}if er.0>=AH&&qe{er.0=u32::MAX;for ap in kc(){let o=ab(ap);if o.
count_ones()<er.0{er=(o.count_ones(),ap,o);}}}Y::BW(er.1,er.2)}fn cl(aj:u64,bh:u64,ab:impl Fn(P)->u64,)->Y{if aj==0{return Y::CN;}let(mut dj,mut cf)=(0u64,0u64);for(kc,kn
,ap)in[(aj,&mut dj,P::L as fn(DS)->P),(bh,&mut cf,P::AM)]{for at in dn(kc){let o=ab(ap(at));if o==0{return Y::DJ;}*kn|=u64::from(ov(o))<<at;}}match km(dj,cf,&ab){Some(is)
=>is,None=>iv(aj,bh,ab,true)}}fn mv(ab:u64,aj:u64)->bool{dr(ab)>=AH&&aj.count_ones()as DS<=BI}}mod pe{use super::af::{F,H};use super::{dy,cb};impl H{pub fn ji(&self,p:F)
->u64{dy(&self.el(&p),0,0,0,0)}pub fn gg(&self,v:&mut u64,ac:&mut Vec<F>)->u64{let ai=self.ai();cb(&self.el(&ai),v).unwrap_or_else(||{ac.push(ai);0})}}}mod ma{use crate::
DS;use super::L;use crate::de::{CR,AV};pub const BU:&str="fast";struct AJ{ab:u64,ad:u64,z:u64,u:u64,ak:u64,len:DS,jj:[u64;64],jh:[u64;64],jm:[u64;64],il:[u64;64],ij:[u64;
64]}type CQ=(u64,u64,u64,u64,u64);struct BN{da:u64,hl:[u64;64],ck:u64}pub fn cz(am:u64)->u64{60-4*am}#[inline(always)]fn gi(di:u64,rp:u64,no:u64)->u64{rp&di|no&!di}impl
AJ{fn new()->AJ{AJ{ab:0,ad:0,z:0,u:0,ak:0,len:DS::MAX,jj:[0;64],jh:[0;64],jm:[0;64],il:[0;64],ij:[0;64]}}fn ai(&mut self,cm:CQ){(self.ab,self.ad,self.z,self.u,self.ak,)=
cm;self.len=0;}fn gl(&self)->bool{self.len==DS::MAX}#[inline(always)]fn jp<const AD:bool>(&mut self,g:&[u64;128],ev:&[u64;64],aw:u64,)->u64{self.hq::<AD,false>(g,ev,aw,
None)}#[inline(always)]fn hq<const AD:bool,const DU:bool>(&mut self,g:&[u64;128],ev:&[u64;64],aw:u64,bn:Option<&mut BN>,)->u64{let(ab,ad,ak)=(self.ab,self.ad,self.ak);let
(ac,bd)=(self.z,self.u);let bl=ab&ab.wrapping_neg();let hm=ab^bl;let es=if AD{1}else{ev[(ak&63)as DS]};let(et,eu,ec)=super::az(es as u32,bl,ad,ac,bd);let bu=!(et|eu|ec|g[
((ak+1)&127)as DS]);let bq=((bu|bu.wrapping_neg())as i64>>63)as u64;let re=DS::from(hm!=0);let ho=self.len&63;self.jj[ho]=hm;self.jh[ho]=ad;self.jm[ho]=ac;self.il[ho]=bd;
self.ij[ho]=ak;let bf=(self.len+re).wrapping_sub(1);let t=bf&63;if let(true,Some(bn))=(DU,bn){let da=bn.da;bn.ck=da|u64::from(bl.trailing_zeros())<<cz(ak&15);bn.hl[ho]=da
;bn.da=gi(bq,bn.ck,bn.hl[t]);}self.ab=gi(bq,bu,self.jj[t]);self.ad=gi(bq,et,self.jh[t]);self.z=gi(bq,eu,self.jm[t]);self.u=gi(bq,ec,self.il[t]);self.ak=gi(bq,ak+1,self.ij
[t]);self.len=bf.wrapping_add((bq&1)as DS);u64::from(ak==aw)}}fn hp(cn:DS,ak:DS,aw:u64)->bool{CR>cn&&ak as u64+AV<aw}pub fn dy(j:&[L],an:DS,ad:u64,z:u64,u:u64)->u64{let
count=mm::<false>(j,an,(ad,z,u),&mut 0);count.expect("an unbounded walk ends")}pub fn cb(j:&[L],v:&mut u64)->Option<u64>{mm::<true>(j,0,(0,0,0),v)}pub fn jt(j:&[L],fp:&
mut Vec<u64>){let mut g=[u64::MAX;128];for(i,am)in j.iter().enumerate(){g[i]=am.g;}let aw=j.len()as u64-1;let mut cn:Vec<(CQ,u64)> =vec![((!g[0],0,0,0,0),0)];let mut ak=0
;while hp(cn.len(),ak,aw){let mut next=Vec::new();for&((mut ab,ad,ac,bd,_),da)in&cn{while ab!=0{let bl=ab&ab.wrapping_neg();ab^=bl;let(ad,ac,bd)=super::az(j[ak].es,bl,ad,
ac,bd);let bu=!(ad|ac|bd|g[ak+1]);let al=u64::from(bl.trailing_zeros());let cm=(bu,ad,ac,bd,ak as u64+1);next.push((cm,da|al<<cz(ak as u64)));}}cn=next;ak+=1;}let mut ed=
cn.into_iter().filter(|((ab,..),_)|*ab!=0);#[inline(never)]fn ai(ed:&mut impl Iterator<Item=(CQ,u64)>,lc:&mut AJ,bn:&mut BN,)->bool{match ed.next(){Some((cm,da))=>{lc.ai(
cm);bn.da=da;true}None=>false}}let ie=||BN{da:0,hl:[0;64],ck:0};let(mut a,mut b)=(AJ::new(),AJ::new());let(mut eo,mut fq)=(ie(),ie());if!ai(&mut ed,&mut a,&mut eo){return
;}if ai(&mut ed,&mut b,&mut fq){loop{hg(&mut a,&mut eo,&g,aw,fp);hg(&mut b,&mut fq,&g,aw,fp);if a.gl()&&!ai(&mut ed,&mut a,&mut eo){std::mem::swap(&mut a,&mut b);std::mem
::swap(&mut eo,&mut fq);break;}if b.gl()&&!ai(&mut ed,&mut b,&mut fq){break;}}}while!a.gl(){hg(&mut a,&mut eo,&g,aw,fp);}}#[inline(always)]fn hg(lc:&mut AJ,bn:&mut BN,g:&
[u64;128],aw:u64,fp:&mut Vec<u64>,){const DT:[u64;64]=[1;64];let mp=lc.hq::<true,true>(g,&DT,aw,Some(bn));if mp==1{fp.push(bn.ck);}}fn mm<const Z:bool>(j:&[L],an:DS,(ad,z
,u):(u64,u64,u64),v:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let ab=!(ad|z|u|j[an].g);let aw=j.len()as u64-1;if an as u64==aw{return Some(u64::from(ab.
count_ones()));}let mut g=[u64::MAX;128];let mut ev=[0u64;64];for(i,am)in j.iter().enumerate(){g[i]=am.g;ev[i]=u64::from(am.es);}let mut cn:Vec<CQ> =Vec::new();if ab!=0{
cn.push((ab,ad,z,u,an as u64));}let mut ak=an;while hp(cn.len(),ak,aw){let mut next=Vec::new();for&(mut f,c,l,r,_)in&cn{while f!=0{let bl=f&f.wrapping_neg();f^=bl;let(nc,
nl,nr)=super::az(j[ak].es,bl,c,l,r);let nf=!(nc|nl|nr|g[ak+1]);if nf!=0{next.push((nf,nc,nl,nr,ak as u64+1));}}}cn=next;ak+=1;}if ev[..j.len()].iter().all(|&es|es==1){lb
::<true,Z>(cn,&g,&ev,aw,v)}else{lb::<false,Z>(cn,&g,&ev,aw,v)}}fn lb<const AD:bool,const Z:bool>(cn:Vec<CQ>,g:&[u64;128],ev:&[u64;64],aw:u64,v:&mut u64,)->Option<u64>{let
mut fy=|ao:u64|!Z||super::fy(v,ao);let mut ed=cn.into_iter();let mut a=AJ::new();let mut b=AJ::new();let mut au=0u64;match ed.next(){Some(cm)=>a.ai(cm),None=>return Some(
0)}if let Some(cm)=ed.next(){b.ai(cm);}if!b.gl(){loop{if!fy(2){return None;}au+=a.jp::<AD>(g,ev,aw);au+=b.jp::<AD>(g,ev,aw);if a.gl(){match ed.next(){Some(cm)=>a.ai(cm),
None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gl(){match ed.next(){Some(cm)=>b.ai(cm),None=>break}}}}while!a.gl(){if!fy(1){return None;}au+=a.jp::<AD>(g,ev,aw);}Some
(au)}}pub mod filter{use crate::DS;use super::ma::{jt,cz};use super::{bo,y};use crate::h::{ag,dw,A};use crate::de::{BH,BE,CK,AO};pub const BU:&str="filter";pub const B:DS
=16;const AU:[u64;B+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct AC{n:DS,av:DS,fv:Vec<u32>,o:Vec<u64>,fj:DS}fn jk(n:DS,dv:&[BB])->DS{
let rc=|j:DS|{let gh=|s:&BB|s.checked_shr(64-4*j as u32).unwrap_or(0);1+dv.windows(2).filter(|w|gh(&w[0])!=gh(&w[1])).count()};(1..n).take_while(|&j|rc(j)*8*64<=dv.len())
.count()}type BB=u64;fn ds(bz:BB,am:DS)->DS{(bz>>cz(am as u64)&15)as DS}impl AC{fn new(n:DS,dv:&[BB],av:Option<DS>)->AC{let av=av.unwrap_or_else(||jk(n,dv)).min(n);let hv
=n-av;let kw=n.pow(av as u32);let mut fv=vec![0u32;kw+1];let fj=(dv.len()+63)/64;let mut o=vec![0u64;fj*hv*n];for(i,&bz)in dv.iter().enumerate(){let gh=(0..av).fold(0,|p,
r|p*n+ds(bz,r));fv[gh+1]+=1;for r in av..n{let cy=(r-av)*n+ds(bz,r);o[cy*fj+i/64]|=1<<(i%64);}}for p in 0..kw{fv[p+1]+=fv[p];}AC{n,av,fv,o,fj}}fn count(&self,g:&[u64])->
u64{let(n,bf)=(self.n,self.av);let mut cv=[0usize;B*B];let mut len=0;for(r,&am)in g.iter().enumerate().skip(bf){let mut o=am;while o!=0{cv[len]=((r-bf)*n+o.trailing_zeros
()as DS)*self.fj;len+=1;o&=o-1;}}let mut bj=[0u64;B];for(bj,&am)in bj.iter_mut().zip(&g[..bf]){*bj=!am&ag(n);}if bf==0{return match self.fv[1]{0=>0,hi=>self.jr(0,hi as DS
,&cv[..len])};}self.it(&bj[..bf],0,&cv[..len])}fn it(&self,bj:&[u64],gh:DS,cv:&[DS])->u64{let aj=bj.len();let dm=self.n.pow(aj as u32-1);let mut au=0;let mut aq=bj[0];
while aq!=0{let p=gh*self.n+aq.trailing_zeros()as DS;aq&=aq-1;let(lo,hi)=(self.fv[p*dm]as DS,self.fv[(p+1)*dm]as DS,);if lo==hi{continue;}au+=if aj==1{self.jr(lo,hi,cv)}
else{self.it(&bj[1..],p,cv)};}au}fn jr(&self,lo:DS,hi:DS,cv:&[DS])->u64{let mut au=0;for w in lo/64..=(hi-1)/64{let mut io=u64::MAX;if w==lo/64{io&=u64::MAX<<(lo%64);}if
w==(hi-1)/64{io&=u64::MAX>>(63-(hi-1)%64);}let mut oq=cv.chunks_exact(4);for ra in&mut oq{let o=|k:DS|self.o[ra[k]+w];io&=!(o(0)|o(1)|o(2)|o(3));if io==0{break;}}if io!=0
{for&at in oq.remainder(){io&=!self.o[at+w];}}au+=u64::from(io.count_ones());}au}}pub struct J{cr:AC,cw:AC,ej:Vec<f64>}impl J{pub fn new(n:DS)->J{J::bg(n,None,None)}fn bg
(n:DS,av:Option<DS>,kr:Option<bool>)->J{let mut cr=Vec::new();let mut cw=Vec::new();for fr in y::ef(n){let bb=cw.len();let fp=if fr.cj==8{&mut cr}else{&mut cw};jt(&bo(&fr
.h),fp);let ck=cw.len()-bb;for i in bb..bb+ck{for y in 1..8{cw.push(dl(n,cw[i],y));}}}if kr.unwrap_or(cr.len()/64<n*n){for bz in cr.drain(..){cw.extend((0..8).map(|y|dl(n
,bz,y)));}}cr.sort_unstable();cw.sort_unstable();cw.dedup();J{cr:AC::new(n,&cr,av),cw:AC::new(n,&cw,av),ej:(0..=n*n).map(|g|om(n,g)).collect()}}fn kt(n:DS)->u64{let cr=AU
[n]/8+1;cr*(n*n)as u64/8+cr*8}pub fn lv(n:DS)->f64{AU[n]as f64*f64::from(BH[n])}pub fn me(h:&A)->f64{om(h.n,h.ea())}pub fn jx(&self,g:DS)->f64{self.ej[g]}pub fn count(&
self,h:&A)->u64{let mut au=self.cw.count(&h.g);if self.cr.fj>0{for y in 0..8{au+=self.cr.count(&h.en(y).g);}}au}}fn om(n:DS,g:DS)->f64{let ia=g as f64/(n*n)as f64;let fj=
AU[n]as f64/64.0;let ja=((fj/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ja=ja.min(n as i32);let mut gq=1.0;let mut ac=1.0;for _ in 0..ja{gq+=ac*ia*n as f64;
ac*=1.0-ia;}let hv=ia*(n*(n-ja as DS))as f64;let qx=1.0-1.0/n as f64;let mut ku=1.0;for _ in 0..hv as DS{let mut ih=1.0-ku;for _ in 0..6{ih*=ih;}gq+=ac*(1.0-ih);ku*=qx;}
fj*gq*pd(n)}fn pd(n:DS)->f64{match J::kt(n)>BE{true=>AO,false=>CK}}fn dl(n:DS,bz:BB,y:DS)->BB{(0..n).fold(0,|dl,r|{let(am,al)=dw(n,y,(r,ds(bz,r)));dl|(al as u64)<<cz(am
as u64)})}}mod bp{use crate::DS;use super::{dy,gk,af,dq,y,L};use crate::de::AN;pub trait CS{type BO:Copy;fn count(&self,ai:Self::BO)->u64;}pub struct U<T:CS>{hr:Box<T>,bp
:Vec<(T::BO,u64)>,pub dt:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CF{DR,CP}pub struct S{mt:&'static str,core:CF,ey:Vec<Vec<L>>}#[derive(Clone,Copy)]pub struct AL{ky
:DS,an:DS,ad:u64,z:u64,u:u64}impl S{pub fn bx(mt:&'static str,core:CF,ey:Vec<Vec<L>>,jq:Vec<u64>,)->U<S>{let bp=(jq.into_iter().enumerate()).map(|(ky,cj)|(AL::pu(ky),cj))
.collect();U::new(S{mt,core,ey},bp)}}impl AL{fn pu(ky:DS)->AL{AL{ky,an:0,ad:0,z:0,u:0}}}impl CS for S{type BO=AL;fn count(&self,at:AL)->u64{let j=&self.ey[at.ky];if self.
core==CF::CP&&j.len()-at.an>AN{dy(j,at.an,at.ad,at.z,at.u)}else{gk(j,at.an,at.ad,at.z,at.u)}}}impl CS for af::H{type BO=af::F;fn count(&self,ox:af::F)->u64{af::H::count(
self,ox)}}impl CS for dq::AI{type BO=u32;fn count(&self,lq:u32)->u64{self.mq(lq)}}impl<T:CS>U<T>{pub fn new(hr:T,bp:Vec<(T::BO,u64)>)->U<T>{U{hr:Box::new(hr),bp,dt:0}}fn
ny(&self,i:DS)->u64{let(ai,cj)=self.bp[i];cj*self.hr.count(ai)}pub fn ep(&self)->u64{self.dt+(0..self.bp.len()).map(|i|self.ny(i)).sum::<u64>()}}impl U<af::H>{pub fn pa(
bi:af::H,bb:af::X)->U<af::H>{U{hr:Box::new(bi),bp:bb.ac.into_iter().map(|ai|(ai,1)).collect(),dt:bb.dt}}}pub fn gy(n:DS)->U<S>{let(og,jq)=y::jg(n);S::bx(y::BU,CF::CP,og,
jq)}}mod ez{use crate::ay::O;pub fn hy<N>(dc:usize,ay:&mut O,mut cm:impl FnMut(&mut O)->(N,f64),mut bq:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{let mut au=0.0;
for _ in 0..dc{let(mut jn,mut oo)=cm(ay);while let Some((nx,qa,qq))=bq(&jn,ay){oo*=f64::from(nx);au+=oo*qq;jn=qa;}}au/dc as f64}pub fn fh(ab:u64,ay:&mut O)->u64{let mut
mg=ab;for _ in 0..ay.hv(ab.count_ones()as usize){mg&=mg-1;}mg&mg.wrapping_neg()}}pub mod dq{use crate::DS;use super::ix::ca;use super::{dn,az,bo,L};use crate::h::{ag,A};
use crate::ay::O;use crate::de::{BY,AT,CL,BR,BA};pub const BU:&str="meet";pub const B:DS=16;const DC:u32=64;struct CH{bb:Vec<u32>,bt:Vec<u32>}pub struct AI{n:DS,bf:CH,ax:
CH}impl AI{pub fn new(h:&A)->AI{let n=h.n;let j=bo(h);let mut co=vec![0;n*n];for(cy,bt)in co.iter_mut().enumerate(){*bt=kj(n,cy/n,cy%n);}let pj=|from:DS,to:DS|CH::new(&j,
&co,from,to);AI{n,bf:pj(0,n/2),ax:pj(n/2,n)}}pub fn la(&self)->Vec<(u32,u64)>{(0..DC.min(1<<self.n)).map(|lq|(lq,1)).collect()}pub fn dz(h:&A)->Option<f64>{if h.n>B{
return None;}let(bf,ax)=pk(h);if kt(h.n,bf,ax)>BR as f64{return None;}Some(ao(h.n,bf,ax))}}fn kt(n:DS,bf:f64,ax:f64)->f64{let cv=2.0*(f64::from(1u32<<n)+1.0);(bf+ax+cv)*
std::mem::size_of::<u32>()as f64}fn ao(n:DS,bf:f64,ax:f64)->f64{let ey=lg(n);let gf=bf/64.0+bf.min(ey);let pm=ax*(bf/ey/64.0+1.0);CL*(bf+ax)+AT*gf+BY*pm}impl CH{fn new(j:
&[L],co:&[u64],from:DS,to:DS)->CH{let n=j.len();let mut bb=vec![0u32;(1<<n)+1];eg(j,co,to,from,(0,0,0),0,&mut|ad,_|{bb[ad as DS+1]+=1;});for c in 0..1<<n{bb[c+1]+=bb[c];}
let mut bt=vec![0;bb[1<<n]as DS];let mut next=bb.clone();eg(j,co,to,from,(0,0,0),0,&mut|ad,ht|{bt[next[ad as DS]as DS]=ht as u32;next[ad as DS]+=1;});CH{bb,bt}}fn on(&
self,ad:DS)->&[u32]{&self.bt[self.bb[ad]as DS..self.bb[ad+1]as DS]}}impl AI{pub fn mq(&self,lq:u32)->u64{let ey=1usize<<self.n;let bp=DC.min(ey as u32)as DS;let qg=lq as
DS*ey/bp..(lq as DS+1)*ey/bp;let qt=ag(self.n)as DS;let mut au=0;let mut gf:Vec<CV> =Vec::new();for ad in qg{let(bf,ax)=(self.bf.on(ad),self.ax.on(qt^ad));if bf.is_empty(
)||ax.is_empty(){continue;}gf.clear();gf.extend(bf.chunks(64).map(nw));for&ht in ax{let qb=|hw:&CV|{let on=|hx:DS|hw[hx][(ht>>(5*hx))as DS&31];(on(0)|on(1))|(on(2)|on(3))
|(on(4)|on(5))};au+=gf.iter().map(|hw|u64::from(qb(hw).count_zeros())).sum::<u64>();}au-=ax.len()as u64*(gf.len()*64-bf.len())as u64;}au}}type CV=[[u64;32];6];fn nw(ff:&[
u32])->CV{let mut on=[0u64;32];for(ho,&ht)in ff.iter().enumerate(){for fl in dn(ht.into()){on[fl&31]|=1<<ho;}}let mut hw=[[0;32];6];for(hx,ls)in hw.iter_mut().enumerate()
{for jb in 1..32usize{let my=jb&(jb-1);let fl=5*hx+(jb^my).trailing_zeros()as DS;ls[jb]=ls[my]|on[fl&31];}}hw}fn eg(j:&[L],co:&[u64],ms:DS,am:DS,(ad,ac,bd):(u64,u64,u64),
bt:u64,oa:&mut impl FnMut(u64,u64),){if am==ms{return oa(ad,bt);}let mut ab=!(ad|ac|bd|j[am].g);while ab!=0{let bl=ab&ab.wrapping_neg();ab^=bl;let ht=bt|co[am*j.len()+bl.
trailing_zeros()as DS];if am+1==ms{oa(ad|bl,ht);}else{let ct=az(j[am].es,bl,ad,ac,bd);eg(j,co,ms,am+1,ct,ht,oa);}}}fn kj(n:DS,am:DS,al:DS)->u64{let bf=n/2;let bl=|fl:DS|
match fl.checked_sub(bf){Some(at)if at<n-1=>1<<at,_=>0};bl(am+al)|bl(am+n-1-al)<<(n-1)}fn pk(h:&A)->(f64,f64){let j=bo(h);let bf=h.n/2;(ff(&j[..bf]),ff(&j[bf..]))}fn ff(j
:&[L])->f64{let aw=|an:DS|f64::from(u8::from(an+1==j.len()));ca(BA,j,&mut O::iz(),aw)}fn lg(n:DS)->f64{(0..n/2).fold(1.0,|ey,i|ey*(n-i)as f64/(i+1)as f64)}}mod ix{use
super::ez::{hy,fh};use super::{az,bo,L};use crate::h::A;use crate::ay::O;use crate::de::BA;fn je(h:&A)->A{ha(h).0}fn ha(h:&A)->(A,f64){let mb=fu(h);let mut je=(mb,0);for
y in 1..8{let eh=fu(&h.en(y));if eh<je.0{je=(eh,y);}}if je.0*1.5<mb{(h.en(je.1),je.0)}else{(h.clone(),mb)}}fn fu(h:&A)->f64{let hr=eh(h);if h.gz(){hr/2.0}else{hr}}pub fn
eh(h:&A)->f64{ex(BA,&bo(h),&mut O::iz())}pub fn ex(dc:usize,j:&[L],ay:&mut O)->f64{ca(dc,j,ay,|_|1.0)}pub fn ca(dc:usize,j:&[L],ay:&mut O,cj:impl Fn(usize)->f64,)->f64{hy
(dc,ay,|_|((0,0u64,0u64,0u64),1.0),|&jn,ay|{let(an,ad,ac,bd)=jn;let am=*j.get(an)?;let ab=!(ad|ac|bd|am.g);if ab==0{return None;}let(ad,ac,bd)=az(am.es,fh(ab,ay),ad,ac,bd
);Some((ab.count_ones(),(an+1,ad,ac,bd),cj(an),))},)}}mod gr{use crate::de::BG;use std::time::Instant as DX;#[derive(Default)]pub struct DD;impl DD{pub fn mk<T>(&self,_:
usize,_:f64,_:T)->Option<DX>{None}pub fn lk(&self,_:Option<DX>,ao:f64,af:bool)->f64{self.jd(ao,af)}pub fn jd(&self,ao:f64,af:bool)->f64{ao*self.ce().powi(i32::from(af))}
pub fn ce(&self)->f64{BG}}}mod bx{use super::bp::{U,S};use super::{af,dq};pub enum Q{DO(U<S>),AS(U<af::H>),AI(U<dq::AI>)}impl Q{pub fn ep(&self)->u64{match self{Q::DO(bp)
=>bp.ep(),Q::AS(bp)=>bp.ep(),Q::AI(bp)=>bp.ep()}}}impl From<U<S>>for Q{fn from(bp:U<S>)->Q{Q::DO(bp)}}impl From<U<af::H>>for Q{fn from(bp:U<af::H>)->Q{Q::AS(bp)}}impl
From<dq::AI>for Q{fn from(dq:dq::AI)->Q{let la=dq.la();Q::AI(U::new(dq,la))}}}mod nj{use super::{az,fy,L};pub const BU:&str="reference";pub fn gk(j:&[L],an:usize,ad:u64,z
:u64,u:u64)->u64{let count=qn::<false>(j,an,(ad,z,u),&mut 0);count.expect("an unbounded count ends")}pub fn cc(j:&[L],v:&mut u64)->Option<u64>{qn::<true>(j,0,(0,0,0),v)}
fn qn<const Z:bool>(j:&[L],an:usize,(ad,z,u):(u64,u64,u64),v:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let aw=j.len()-1;let mut ot=[(0u64,0u64,0u64,0u64);64]
;let(mut ad,mut z,mut u)=(ad,z,u);let mut ab=!(ad|z|u|j[an].g);if an==aw{return Some(u64::from(ab.count_ones()));}let mut ak=an;let mut au=0u64;loop{if ab==0{if ak==an{
return Some(au);}ak-=1;let ke=ot[ak];ab=ke.0;ad=ke.1;z=ke.2;u=ke.3;continue;}if Z&&!fy(v,2){return None;}let bl=ab&ab.wrapping_neg();ab^=bl;let(et,eu,ec)=az(j[ak].es,bl,
ad,z,u);let bu=!(et|eu|ec|j[ak+1].g);if ak+1==aw{au+=u64::from(bu.count_ones());}else if bu!=0{ot[ak]=(ab,ad,z,u);ak+=1;ab=bu;ad=et;z=eu;u=ec;}}}}mod j{use crate::DS;use
crate::h::{ag,A,R};#[derive(Clone,Copy)]pub struct L{pub g:u64,pub es:u32}pub fn bo(h:&A)->Vec<L>{let jo=!ag(h.n);h.g.iter().map(|&g|L{g:g|jo,es:1}).collect()}pub fn ig(h
:&A,ar:&[R])->Vec<L>{let jo=!ag(h.n);let qj=ar.iter().fold(0,|j,&(r,_)|j|1<<r);gb(ag(h.n)&!qj,|r|{let nv=ar.iter().fold(0,|di,&fg|di|ee(fg,r));h.g[r]|jo|nv})}pub fn gb(j:
u64,g:impl Fn(DS)->u64)->Vec<L>{let mut ko:Vec<L> =Vec::with_capacity(j.count_ones()as DS);let mut kx=0;let mut ac=j;while ac!=0{let r=ac.trailing_zeros()as DS;ac&=ac-1;
if let Some(aw)=ko.last_mut(){aw.es=(r-kx)as u32;}ko.push(L{g:g(r),es:1});kx=r;}ko}pub fn ee((ni,al):R,r:DS)->u64{let dp=r.abs_diff(ni);let bl=|c:DS|1u64.checked_shl(c as
u32).unwrap_or(0);bl(al)|bl(al+dp)|al.checked_sub(dp).map_or(0,bl)}#[inline(always)]pub fn fy(v:&mut u64,ao:u64)->bool{if*v<=ao{*v=0;return false;}*v-=ao;true}#[inline(
always)]pub fn az(es:u32,bl:u64,ad:u64,z:u64,u:u64)->(u64,u64,u64){(ad|bl,(z|bl)<<es,(u|bl)>>es,)}pub fn dn(mut di:u64)->impl Iterator<Item=DS>{std::iter::from_fn(move||{
(di!=0).then(||{let at=di.trailing_zeros()as DS;di&=di-1;at})})}}mod y{mod hn{use crate::DS;use crate::h::{ct,dk,dw,R};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]
pub struct CJ{bf:DS,ax:DS,ac:DS,bd:DS}impl CJ{pub fn ar(&self,n:DS)->[R;4]{[(0,self.bf),(n-1,self.ax),(self.ac,0),(self.bd,n-1)]}fn nb(n:DS,ar:&[R;4])->CJ{let m=n-1;let
on=|ap:&dyn Fn(R)->bool,ly:&dyn Fn(R)->DS|{ar.iter().copied().find(|&q|ap(q)).map_or(DS::MAX,ly)};CJ{bf:on(&|(r,_)|r==0,&|(_,c)|c),ax:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(
_,c)|c==0,&|(r,_)|r),bd:on(&|(_,c)|c==m,&|(r,_)|r)}}fn ii(&self,n:DS)->[DS;8]{let m=n-1;let oi=|dp:DS|m-dp;[self.bf,oi(self.bf),self.ax,oi(self.ax),self.ac,oi(self.ac),
self.bd,oi(self.bd)]}pub fn he(&self,n:DS)->bool{let js=self.ii(n);let lr=js.iter().copied().min().unwrap_or(0);lr>0&&js.iter().filter(|&&d|d==lr).count()>1}}pub fn mo(n:
DS)->Vec<(CJ,u64)>{let mut ck=Vec::new();for bf in 0..n{for ax in 0..n{for ac in 0..n{for bd in 0..n{let hn=CJ{bf,ax,ac,bd};let ar=hn.ar(n);if ar.iter().any(|&a|ar.iter()
.any(|&b|ct(a,b))){continue;}let dl=|y|{let kd=ar.map(|q|dw(n,y,q));CJ::nb(n,&kd)};if let Some(fo)=dk(0..8,hn,dl){ck.push((hn,fo));}}}}}ck}}use super::ig;use super::{ee,L
};use crate::h::{ag,A,R};pub const BU:&str="symmetry";pub fn jg(n:usize)->(Vec<Vec<L>>,Vec<u64>){ef(n).into_iter().map(|fr|(lx(&fr),fr.cj)).unzip()}fn lx(fr:&BM)->Vec<L>{
ig(&fr.h,&fr.ar)}pub struct BM{pub h:A,pub ar:Vec<R>,pub cj:u64}pub fn ef(n:usize)->Vec<BM>{if n<5{return vec![BM{h:A::fw(n),ar:Vec::new(),cj:1}];}let m=n-1;let all=ag(n)
;let oc=|al:usize|all&!(1u64<<al);let mut ef=Vec::new();for k in 2..m{let mut h=A::fw(n);h.g[0]=oc(0);h.g[1]=oc(k);for am in&mut h.g[2..=k]{*am|=1<<1;}ef.push(BM{h,ar:Vec
::new(),cj:8});}let qi=1u64|1u64<<m;let mut a=1;while a<m-a{let mut h=A::fw(n);h.g[0]=oc(a);for(r,am)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*am|=qi;}}let
id=(1u64<<(a+1))-1;h.g[m]|=id|id<<(m-a);ef.push(BM{h,ar:Vec::new(),cj:8});a+=1;}for(hn,cj)in hn::mo(n){if hn.he(n){let ar=hn.ar(n).to_vec();ef.push(BM{h:mh(n,&ar),ar,cj})
;}}ef}fn mh(n:usize,ar:&[R])->A{let all=ag(n);let mut h=A::fw(n);for(r,am)in h.g.iter_mut().enumerate(){*am=match ar.iter().find(|fg|fg.0==r){Some(&(_,c))=>all&!(1u64<<c)
,None=>{ar.iter().fold(0,|di,&q|di|ee(q,r))&all}};}h}}pub use self::is::AK;pub use self::ma::{dy,cb};pub use self::nj::{gk,cc};pub use self::j::*;}mod qm{use crate::h::B;
use crate::go::G;pub const DQ:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CU{pub bc:G,pub gc:usize,pub ib:Vec<usize>}pub fn
parse(args:&[String])->Result<Option<CU>,String>{let mut cg=CU{bc:G::default(),gc:0,ib:Vec::new()};let mut args=args.iter();while let Some(ll)=args.next(){let(gd,pl)=
match ll.split_once('='){Some((gd,dh))if ll.starts_with("--")=>(gd,Some(dh.to_string())),_=>(ll.as_str(),None)};let mut dh=|rg:&str|{(pl.clone().or_else(||args.next().
cloned())).ok_or_else(||format!("option '{}' needs {}",gd,rg))};match gd{"-h"|"--help"=>return Ok(None),"--list"=>{let bk=dh("a number of solutions")?;cg.gc=bk.parse().
map_err(|_|{format!("option '{}' takes a whole number, found '{}'",gd,bk)})?;}"--dialect"=>{cg.bc=G::qf(&dh("a value: luogu, uva11195 or cses1624")?)?}_ if gd.starts_with
('-')&&gd.len()>1=>{return Err(format!("unknown option '{}'",ll))}_=>match ll.parse::<usize>(){Ok(n)if(1..=B).contains(&n)=>cg.ib.push(n),_=>{let br=
"N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",br,B,ll));}}}}Ok(Some(cg))}}mod pr{use crate::h::A;use crate::count::kf::CD;use crate::count::AK;
use crate::gc::fs;use crate::db::AA;use crate::ba::{cs,CG,D,AQ};use std::io::Write as CY;pub struct AP{pub kf:CD,db:AA}impl AP{pub fn new()->AP{AP{kf:CD::new(AK),db:AA::
new()}}}impl<W:CY>CG<W>for AP{fn hb(&mut self,ba:&mut AQ<W>,h:A)->Result<(),D>{ba.fb+=1;let fd=self.db.get(&h);let ch=&mut ba.ch;let gc=ch.format.gc;fs(&h,gc,&mut|aq|ch.
bz(aq)).map_err(cs)?;let(count,fk)=match fd{Some(count)=>(count,false),None=>self.kf.count(&h).lz()};self.db.qw(&h,count);(ch.count(ba.fb,count,fk)).map_err(cs)}}}use ch
::BX;use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect(
);}let cg=match qm::parse(&args){Ok(Some(cg))=>cg,Ok(None)=>{print!("{}",qm::DQ);return;}Err(br)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",br);std::
process::exit(2);}};let format=BX{bc:cg.bc,gc:cg.gc,..BX::default()};let stdout=io::stdout();let ju=io::BufWriter::new(stdout.lock());let mut ba=ba::AQ{ch:ch::CA{ju,
format},fb:0};let mut du=pr::AP::new();let dg=stdin::np(&cg.ib,cg.bc,|fa,fb|{du.kf.mf(fa);ba::mr(&mut ba,fb,&mut du).unwrap_or(ba::D::DB)});std::process::exit(dg.pt());}

// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
type DZ=u64;type DS=usize;mod h{use crate::{DZ,DS};pub const A:DS=64;pub type R=(DS,DS);#[derive(Clone,PartialEq,Eq)]pub struct B{pub n:DS,pub g:Vec<DZ>}impl B{pub fn new
(n:DS,g:Vec<DZ>)->B{B{n,g}}pub fn n(&self)->DS{self.n}pub fn g(&self)->&[DZ]{&self.g}pub fn fw(n:DS)->B{assert!((1..=A).contains(&n),"a board has 1 to {} rows, not {}",A,
n);B::new(n,vec![0;n])}pub fn gp(&self)->bool{self.g.iter().all(|&am|am==0)}pub fn ea(&self)->DS{self.g.iter().map(|am|am.count_ones()as DS).sum()}pub fn en(&self,v:DS)->
B{let aq=if DH>>v&1==1{self.aq()}else{Vec::new()};B::new(self.n,self.dl(v,&aq))}fn jd(&self)->BD{let aq=self.aq();let cw=(0..8).filter(|&s|self.dl(s,&aq)==self.g);BD(cw.
fold(0,|hy,s|hy|1<<s))}pub fn ha(&self)->bool{self.dl(DN,&[])==self.g}fn aq(&self)->Vec<DZ>{let mut la=[0u64;64];la[..self.n].copy_from_slice(&self.g);transpose(&mut la);
la[..self.n].to_vec()}fn dl(&self,v:DS,aq:&[DZ])->Vec<DZ>{let n=self.n;let ps=if DH>>v&1==1{aq}else{&self.g};let po=BZ>>v&1==1;let mut j:Vec<DZ> =ps.iter().map(|&am|if po
{oe(am,n)}else{am}).collect();if CX>>v&1==1{j.reverse();}j}}#[derive(Clone,Copy,PartialEq,Eq)]struct BD(pub u8);impl BD{fn contains(self,v:DS)->bool{self.0>>v&1==1}fn
iter(self)->impl Iterator<Item=DS>{(0..8).filter(move|&s|self.contains(s))}}const DH:u8=1<<1|1<<3|1<<6|1<<7;const BZ:u8=1<<1|1<<2|1<<4|1<<7;const CX:u8=1<<2|1<<3|1<<5|1<<
7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum P{L(DS),AM(DS)}impl P{pub fn cy(self,at:DS)->R{match self{P::L(r)=>(r,at),P::AM(c)=>(at,c)}}fn contains(self,(am,al):R)->bool
{match self{P::L(r)=>am==r,P::AM(c)=>al==c}}pub fn en(self,n:DS,v:DS)->P{let(r,c)=dw(n,v,self.cy(0));if dw(n,v,self.cy(1)).0==r{P::L(r)}else{P::AM(c)}}}pub fn ct(a:R,b:R)
->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}const DN:DS=4;pub fn dw(n:DS,v:DS,(r,c):R)->R{let m=n-1;match v{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>
(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn dk<K:Ord+Copy>(jd:impl Iterator<Item=DS>,ol:K,dl:impl Fn(DS)->K,)->Option<DZ>{let mut fo=[ol;8];let mut ck=0;
for v in jd{let ke=dl(v);if ke<ol{return None;}fo[ck]=ke;ck+=1;}let fo=&mut fo[..ck];fo.sort_unstable();Some(1+fo.windows(2).filter(|pp|pp[0]!=pp[1]).count()as DZ)}fn oe(
dn:DZ,n:DS)->DZ{dn.reverse_bits()>>(64-n)}fn transpose(j:&mut[DZ;64]){let mut dm=32;let mut pn:DZ=0x0000_0000_FFFF_FFFF;while dm!=0{let mut k=0;while k<64{let swap=((j[k]
>>dm)^j[k+dm])&pn;j[k]^=swap<<dm;j[k+dm]^=swap;k=(k+dm+1)&!dm;}dm>>=1;pn^=pn<<dm;}}pub fn ag(n:DS)->DZ{DZ::MAX>>(64-n)}}mod go{use crate::{DS,h::{B,A}};#[derive(Clone,
Copy,Default,PartialEq,Eq)]pub enum G{#[default]DG,BV,BC}impl G{pub fn qf(gd:&str)->Result<G,String>{match gd{"luogu"=>Ok(G::DG),"uva11195"=>Ok(G::BV),"cses1624"=>Ok(G::
BC),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",gd))}}fn ft(self)->u8{match self{G::DG=>b'.',G::BV|G::BC=>b'*'}}}pub struct M{pub ap:DS,
pub al:DS,pub br:String}struct BP<'a>{bk:&'a[u8],ai:DS,ap:DS,bm:DS}pub struct BK<'a>{bs:&'a[u8],bc:G,gx:DS,ap:DS,bm:DS,gm:bool}impl<'a>BK<'a>{pub fn new(bs:&'a[u8],bc:G)
->BK<'a>{BK{bs,bc,gx:0,ap:1,bm:0,gm:false}}pub fn na(&mut self)->Result<Option<B>,M>{if self.gm{return Ok(None);}if self.bc==G::BC{return match self.jw(){Some(_)=>self.iq
(8).map(Some),None=>Ok(None)};}let ae=match self.ix(){Some(ae)=>ae,None=>{self.gm=true;return Ok(None);}};let n=self.lv(&ae)?;if n==0{self.gm=true;return Ok(None);}match
self.jw(){Some(b'*')|Some(b'.')=>self.iq(n).map(Some),_=>Ok(Some(B::fw(n)))}}pub fn lg(&self,mut hc:impl FnMut(DS,DS)){let nu=self.bs[self.gx..].split(u8::
is_ascii_whitespace).filter(|ae|!ae.is_empty());let gn=self.bc.ft();let he=|ae:&[u8]|ae.iter().filter(|&&cy|cy==gn).count();if self.bc==G::BC{let j:Vec<&[u8]> =nu.collect
();for h in j.chunks_exact(8){hc(8,h.iter().map(|am|he(am)).sum());}return;}let mut aw=None;for ae in nu{if jm(ae[0]){if let Some((_,g))=&mut aw{*g+=he(ae);}continue;}if
let Some((n,g))=aw.take(){hc(n,g);}if!ae.iter().all(u8::is_ascii_digit)||ae.len()>2{return;}match ae.iter().fold(0,|n,&d|10*n+DS::from(d-b'0')){0=>return,n=>aw=Some((n,0)
)}}if let Some((n,g))=aw{hc(n,g);}}fn lv(&self,ae:&BP)->Result<DS,M>{self.is(ae)?;if!ae.bk.iter().all(u8::is_ascii_digit){return Err(self.fm(ae,ae.ai,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",A,pq(ae.bk)),));}let dh=ae.bk.iter().fold(0u64,|ri,&qc|{ri.saturating_mul(10).saturating_add(u64::
from(qc-b'0'))});if dh>A as u64{return Err(self.fm(ae,ae.ai,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(ae.bk),A),));}Ok(dh as DS)}fn
iq(&mut self,n:DS)->Result<B,M>{let mut g=Vec::with_capacity(n);for am in 0..n{let ae=match self.ix(){Some(ae)=>ae,None=>return Err(self.kl(am,n))};match og(ae.bk,n,self.
bc.ft()){Some(di)=>g.push(di),None=>return Err(self.nm(&ae,am,n))}}Ok(B::new(n,g))}fn nm(&self,ae:&BP,am:DS,n:DS)->M{if let Err(e)=self.is(ae){return e;}if let Some(al)=(
ae.bk.iter()).position(|&cy|!jm(cy)){let at=ae.ai+al;let ck=match fz(self.bs,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ae.bk[al])};return self.fm(
ae,at,format!("row {} of {}: found {}, expected '*' or '.'",am+1,n,ck),);}self.fm(ae,ae.ai,format!("row {} of {} has {} cells, expected {}",am+1,n,ae.bk.len(),n),)}fn is(
&self,ae:&BP)->Result<(),M>{if ae.bk.is_ascii(){return Ok(());}let mt=ae.ai+ae.bk.len();let mut at=ae.ai;while at<mt{match fz(self.bs,at){Some((_,len))=>at+=len,None=>{
return Err(self.fm(ae,at,format!("byte 0x{:02X} is not valid UTF-8",self.bs[at]),))}}}Ok(())}fn fx(&mut self){while let Some(&ki)=self.bs.get(self.gx){if!ki.
is_ascii_whitespace(){break;}self.gx+=1;if ki==b'\n'{self.ap+=1;self.bm=self.gx;}}}fn jw(&mut self)->Option<u8>{self.fx();self.bs.get(self.gx).copied()}fn ix(&mut self)->
Option<BP<'a>>{self.fx();let ai=self.gx;let hn=&self.bs[ai..];let len=hn.iter().position(u8::is_ascii_whitespace).unwrap_or(hn.len());if len==0{return None;}self.gx+=len;
Some(BP{bk:&hn[..len],ai,ap:self.ap,bm:self.bm})}fn fm(&self,ae:&BP,at:DS,br:String)->M{M{ap:ae.ap,al:ds(self.bs,ae.bm,at),br}}fn kl(&self,np:DS,n:DS)->M{M{ap:self.ap,al:
ds(self.bs,self.bm,self.bs.len()),br:format!("input ended after {} of {} board rows",np,n)}}}fn og(bk:&[u8],n:DS,gn:u8)->Option<u64>{if bk.len()!=n{return None;}let(mut
di,mut ir)=(0u64,true);for(al,&cy)in bk.iter().enumerate(){di|=u64::from(cy==gn)<<al;ir&=jm(cy);}ir.then_some(di)}fn jm(ki:u8)->bool{ki==b'*'||ki==b'.'}fn fz(bs:&[u8],at:
DS)->Option<(char,DS)>{let len=match bs[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let oi=bs.get(at..at+len)?;let bk=std::str::
from_utf8(oi).ok()?;bk.chars().next().map(|c|(c,len))}fn ds(bs:&[u8],bm:DS,at:DS)->DS{let mut al=1;let mut gx=bm;while gx<at{gx+=fz(bs,gx).map_or(1,|(_,len)|len);al+=1;}
al}fn pq(bk:&[u8])->String{const DF:DS=24;let bk=String::from_utf8_lossy(bk);if bk.chars().count()>DF{let qu:String=bk.chars().take(DF).collect();format!("{:?}...",qu)}
else{format!("{:?}",bk)}}}mod gc{use crate::{DS,h::ag,h::B,count::{az,bo,L}};pub fn fs<E>(h:&B,om:DS,oa:&mut dyn FnMut(&[DS])->Result<(),E>,)->Result<(),E>{struct DP<'a,E
>{j:Vec<L>,my:u64,oq:bool,kw:Vec<DS>,ac:DS,oa:&'a mut dyn FnMut(&[DS])->Result<(),E>}impl<E>DP<'_,E>{fn bq(&mut self,ct:(u64,u64,u64))->Result<(),E>{let an=self.kw.len();
if an==self.j.len(){self.ac-=1;return(self.oa)(&self.kw);}let(ad,y,u)=ct;let mut ab=!(ad|y|u|self.j[an].g);while ab!=0&&self.ac>0{let bl=ab&ab.wrapping_neg();ab^=bl;let
next=az(self.j[an].es,bl,ad,y,u);if self.oq&&!self.px(an+1,next){continue;}self.kw.push(bl.trailing_zeros()as DS);self.bq(next)?;self.kw.pop();}Ok(())}fn px(&self,an:DS,(
ad,y,u):(u64,u64,u64))->bool{let mut jx=0;for(dp,am)in self.j[an..].iter().enumerate(){let ab=!(ad|y<<dp|u>>dp|am.g);if ab==0{return false;}jx|=ab;}let iv=self.my&!ad;jx&
iv==iv}}if om==0{return Ok(());}let mut mn=DP{j:bo(h),my:ag(h.n),oq:!h.gp(),kw:Vec::with_capacity(h.n),ac:om,oa};mn.bq((0,0,0))}}mod ng{use std::{sync::atomic::{
AtomicBool as DA,Ordering as CZ},sync::{Arc,Mutex,PoisonError as DY}};pub struct CI<T>{bg:DA,dh:Mutex<Option<Arc<T>> >}impl<T>Default for CI<T>{fn default()->CI<T>{CI{bg:
DA::new(false),dh:Mutex::new(None)}}}impl<T>CI<T>{pub fn get(&self)->Option<Arc<T>>{match self.bg.load(CZ::Acquire){true=>self.dh.lock().ok()?.clone(),false=>None}}pub fn
kq(&self,gj:impl FnOnce()->T)->Arc<T>{let bg=self.get().unwrap_or_else(||Arc::new(gj()));let mut dh=self.dh.lock().unwrap_or_else(DY::into_inner);self.bg.store(true,CZ::
Release);dh.get_or_insert(bg).clone()}}}mod ch{use crate::go::G;use std::io::{self,Write as CY};#[derive(Clone,Copy,Default)]pub struct BX{pub bc:G,pub gc:usize,pub rj:
usize,pub time:bool,pub eh:bool}pub struct CA<W:CY>{pub jv:W,pub format:BX}impl<W:CY>CA<W>{pub fn bz(&mut self,aq:&[usize])->io::Result<()>{let aq:Vec<String> =aq.iter().
map(|c|(c+1).to_string()).collect();writeln!(self.jv,"{}",aq.join(" "))}pub fn count(&mut self,hc:usize,count:u64,fk:bool)->io::Result<()>{if self.format.bc==G::BV{write!
(self.jv,"Case {}: ",hc)?;}writeln!(self.jv,"{}",count)?;if fk{self.jv.flush()?;}Ok(())}}pub fn em(az:&str,br:&str){eprintln!("nqueens: error: {}: {}",az,br);}}mod db{use
crate::h::{B,A};use std::sync::atomic::{AtomicU64 as CE,Ordering as CZ};#[derive(Default)]struct BJ(CE);impl BJ{pub fn get(&self)->Option<u64>{self.0.load(CZ::Relaxed).
checked_sub(1)}fn kz(&self,count:u64){self.0.store(count.wrapping_add(1),CZ::Relaxed);}}pub struct AA([BJ;A+1]);impl AA{pub fn new()->AA{AA(std::array::from_fn(|_|BJ::
default()))}pub fn get(&self,h:&B)->Option<u64>{match h.gp(){true=>self.0[h.n].get(),false=>None}}pub fn qw(&self,h:&B,count:u64){if h.gp(){self.0[h.n].kz(count);}}}}mod
ay{pub struct O(pub u64);impl O{pub fn ja()->O{O(0x9E37_79B9_7F4A_7C15)}fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hw(&
mut self,pz:usize)->usize{(self.next()%pz as u64)as usize}}}mod stdin{use crate::{h::B,go::{G,BK},ba::{CW,D}};use std::io::{self,Read};pub fn nq(ic:&[usize],bc:G,qo:impl
FnOnce(&[(usize,usize)],&mut CW)->D,)->D{if!ic.is_empty(){return qo(&[],&mut ic.iter().map(|&n|Ok(B::fw(n))));}let mut go=Vec::new();if let Err(e)=io::stdin().lock().
read_to_end(&mut go){eprintln!("nqueens: error: cannot read standard input: {}",e);return D::CO;}let mut nh=BK::new(&go,bc);let mut fa=Vec::new();nh.lg(|n,g|fa.push((n,g)
));qo(&fa,&mut std::iter::from_fn(||nh.na().transpose()),)}}mod de{use crate::DS;pub const BF:u64=9;pub const AR:u64=20;pub const BA:DS=256;pub const AZ:DS=64;pub const
BS:f64=32.;pub const BL:DS=16;pub const AG:f64=4.;pub const BH:[u8;17]=[50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const CK:f64=0.15;pub const AO:f64=0.3;pub
const BE:u64=4<<20;pub const BQ:f64=1./32.;pub const CB:f64=0.25;pub const AY:f64=4.;pub const CM:f64=4.;pub const BG:f64=1.25;pub const CL:f64=4.;pub const AT:f64=80.;
pub const BY:f64=1.5;pub const BR:u64=96<<20;pub const AN:DS=8;pub const V:DS=8;pub const AB:DS=32;pub const AH:u32=4;pub const BI:DS=10;pub const CR:DS=64;pub const AV:
u64=2;const DC:DS=4096;}mod ba{use crate::{h::B,go::M,ch::{self,CA}};use std::io::{self,Write as CY};pub enum D{DB,CO,CC,BT(io::Error)}impl D{pub fn pt(self)->i32{match
self{D::DB|D::CC=>0,D::CO=>1,D::BT(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}}}}pub type CW<'a> =dyn Iterator<Item=Result<B,M>>+'a;pub trait
CG<W:CY>{fn hc(&mut self,ba:&mut AQ<W>,h:B)->Result<(),D>;fn drain(&mut self,_writer:&mut AQ<W>)->Result<(),D>{Ok(())}fn gl(&mut self,ba:&mut AQ<W>)->D{ba.pi()}fn me(&
self)->bool{false}}pub fn ms<W:CY,C:CG<W>>(ba:&mut AQ<W>,fb:&mut CW,du:&mut C,)->Option<D>{loop{if du.me(){return None;}let dg=match fb.next(){Some(Ok(h))=>match du.hc(ba
,h){Ok(())=>continue,Err(dg)=>dg},Some(Err(em))=>match du.drain(ba){Ok(())=>ba.mo(&em),Err(dg)=>dg},None=>match du.drain(ba){Ok(())=>du.gl(ba),Err(dg)=>dg}};return Some(
dg);}}pub struct AQ<W:CY>{pub ch:CA<W>,pub fb:usize}impl<W:CY>AQ<W>{fn mo(&mut self,em:&M)->D{let az=format!("line {}, column {}",em.ap,em.al);self.qr(&az,&em.br)}fn qr(&
mut self,az:&str,br:&str)->D{if let Err(e)=self.ch.jv.flush(){return cs(e);}ch::em(az,br);D::CO}fn pi(&mut self)->D{match self.ch.jv.flush(){Ok(())=>D::DB,Err(e)=>cs(e)}}
}pub fn cs(em:io::Error)->D{if em.kind()==io::ErrorKind::BrokenPipe{D::CC}else{D::BT(em)}}}mod count{pub mod kg{use crate::DS;use super::{it::AK,filter::{self,J},gr::DD,
bx::Q,cc,af,bo};use crate::{h::B,ng::CI,de::{BQ,CM,CB,AY,BL,AG}};use std::{sync::atomic::{AtomicBool as DA,AtomicI64 as EA,AtomicU32 as DW,AtomicU64 as CE,Ordering::
Relaxed as AF},sync::Arc};pub enum AE{DE{count:u64,by:By},Q{bx:Q,ao:Option<f64>}}#[derive(Clone,Copy)]pub enum By{DM,AS,CP,J,DV}#[derive(Default)]pub struct CD{lq:[CI<J>;
filter::A+1],kh:[DA;filter::A+1],fa:[DW;filter::A+1],id:[CE;filter::A+1],gs:[DW;filter::A+1],bw:[CE;filter::A+1],dd:[CE;filter::A+1],iz:[[EA;4];filter::A+1],gr:DD,ia:AK}
impl CD{pub fn new(ia:AK)->CD{CD{ia,..Default::default()}}pub fn mg(&self,fb:&[(DS,DS)]){for&(n,g)in fb{if n<=filter::A&&g>0{self.fa[n].fetch_add(1,AF);ql(&self.id[n],gw(
n,g));}}}pub fn count(&self,h:&B)->AE{let n=h.n;if h.gp(){return match self.filter(n){Some(bg)=>fd(bg.count(h),By::J),None=>fk(self.ia.fw(n))};}let g=h.ea();let fi=mj(n);
if let Some(bg)=self.filter(n){return self.rb(&bg,h,g,fi);}if let Some(gs)=self.gs.get(n){gs.fetch_add(1,AF);ql(&self.bw[n],gw(n,g));}let aa=self.km(h,g,fi);let mut ac=aa
as u64;let ml=self.gr.ml(n,aa,self.dd.get(n));let bb=gy(h,&mut ac);let af=matches!(bb,Ok((_,By::AS))|Err(Some(_)));let cx=self.gr.ll(ml,aa-ac as f64,af);let cp=match bb{
Ok((count,by))=>{self.ns(h,cx,0.);return fd(count,by);}Err(cp)=>cp};if self.hk(h,cx,0.){if let Some(bg)=self.gj(n){return fd(bg.count(h),By::J);}}let ga=|ao|self.hk(h,cx,
self.gr.je(ao,false));let ce=self.gr.ce();let(bx,ao)=self.ia.bx(h,cp,ce,&ga);let ci=self.gr.je(ao,matches!(bx,Q::AS(_)));if let Some(bg)=self.ns(h,cx,ci){return fd(bg.
count(h),By::J);}fk((bx,ao))}fn km(&self,h:&B,g:DS,fi:f64)->f64{let n=h.n;if n>filter::A||self.kh[n].load(AF){return fi;}let gu=self.gr.je(1.,af::hk(h));if self.kr(n,g,1.
,fi*gu){return 0.;}(self.ht(h,0.,fi*gu)/gu+1.).clamp(0.,fi).floor()}fn rb(&self,bg:&J,h:&B,g:DS,fi:f64)->AE{let n=h.n;let oz=4*g/(n*n+1);let iz=&self.iz[n][oz];let ej=bg.
jy(g);let aa=(ej*CB).min(fi);let gu=self.gr.je(1.,af::hk(h));if(iz.load(AF)as f64)< -ej*AY||self.kr(n,g,0.,aa*gu){return fd(bg.count(h),By::J);}let mut ac=aa as u64;if
let Ok((count,by))=gy(h,&mut ac){iz.fetch_add((ej-aa+ac as f64)as i64,AF);return fd(count,by);}iz.fetch_sub(aa as i64,AF);fd(bg.count(h),By::J)}fn kr(&self,n:DS,g:DS,gs:
f64,jq:f64)->bool{let qv=jq*CM;let ib=gw(n,g);let pg=f64::from_bits(self.bw[n].load(AF))-ib*gs;self.dd[n].load(AF)as f64*ib>qv*pg}fn filter(&self,n:DS)->Option<Arc<J>>{
self.lq.get(n)?.get()}fn ns(&self,h:&B,cx:f64,ci:f64)->Option<Arc<J>>{let n=h.n;if n>filter::A||!self.hk(h,cx,ci){if let Some(dd)=self.dd.get(n){dd.fetch_add((cx+ci)as
u64,AF);}return None;}let bg=self.gj(n)?;(ci>0.).then_some(bg)}fn gj(&self,n:DS)->Option<Arc<J>>{if self.kh[n].swap(true,AF){return None;}Some(self.lq[n].kq(||J::new(n)))
}fn hk(&self,h:&B,cx:f64,ci:f64)->bool{cx>self.ht(h,ci,cx)}fn ht(&self,h:&B,ci:f64,py:f64)->f64{let n=h.n;if n>filter::A{return f64::INFINITY;}let dd=self.dd[n].load(AF)
as f64+ci;let gj=J::lw(n);let gs=self.gs[n].load(AF).max(1);let bw=f64::from_bits(self.bw[n].load(AF));let(pc,kb)=match self.fa[n].load(AF){0=>(gs,bw),fa=>(fa.
saturating_sub(gs),f64::from_bits(self.id[n].load(AF))-bw,)};let nt=if ci>0.{1.}else{0.};let ht=|mv:f64|{let qh=gj+mv*(f64::from(pc)+nt+AY);let ot=qh-ci;let ni=match(ot<
0.,bw>0.){(true,_)=>0.,(false,true)=>ot*bw/kb.max(0.),(false,false)=>f64::INFINITY};ni.max(gj*BQ)-dd};let eb=ht(0.);match eb<py{true=>ht(J::mf(h)),false=>eb}}}fn gw(n:DS,
g:DS)->f64{let ab=1.-g as f64/(n*n)as f64;ab.powi(n as i32)}fn ql(sum:&CE,x:f64){let _=sum.fetch_update(AF,AF,|dn|{Some((f64::from_bits(dn)+x).to_bits())});}fn fd(count:
u64,by:By)->AE{AE::DE{count,by}}fn fk((bx,ao):(Q,f64))->AE{AE::Q{bx,ao:Some(ao)}}impl AE{pub fn ma(self)->(u64,bool){match self{AE::DE{count,..}=>(count,false),AE::Q{bx,
..}=>(bx.ep(),true)}}}fn mj(n:DS)->f64{use crate::de::{BA,BS};AG*(BA*n)as f64*BS}fn gy(h:&B,aa:&mut u64,)->Result<(u64,By),Option<af::X>>{let j=bo(h);let mm=(BL*h.n)as
u64;if*aa<=mm*(1+AG as u64){let count=cc(&j,aa).ok_or(None)?;return Ok((count,By::DM));}let mut ac=mm;if let Some(count)=cc(&j,&mut ac){*aa-=mm-ac;return Ok((count,By::DM
));}*aa-=mm;if af::hk(h){let bi=af::H::new(h);let count=bi.kj(aa).map_err(Some)?;Ok((count,By::AS))}else{let count=super::cb(&j,aa).ok_or(None)?;Ok((count,By::CP))}}}mod
it{use super::{bp::{gz,CF,U,S},dq::AI,bx::Q,af,mb,iy,bo};use crate::{h::B,de::{BF,AZ}};#[derive(Default)]pub struct AK;impl AK{pub fn fw(&self,n:usize)->(Q,f64){(gz(n).
into(),0.)}pub fn bx(&self,h:&B,bb:Option<af::X>,ce:f64,ga:&dyn Fn(f64)->bool,)->(Q,f64){let(bx,ao,jq):(Q,f64,f64)=if af::hk(h){let bi=af::H::new(h);let ao=bi.dz(AZ,BF as
f64);let(bx,ao)=match bb{Some(bb)=>{let hn=bb.pa(ao);(U::pb(bi,bb),hn)}None=>{let ai=bi.ai();(U::new(bi,vec![(ai,1)]),ao)}};(bx.into(),ao,ao*ce)}else{let j=vec![bo(h)];
let bx=S::bx(mb::BU,CF::CP,j,vec![1]);let ao=iy::eh(h);(bx.into(),ao,ao)};match AI::dz(h).filter(|&dq|dq<jq){Some(dq)if!ga(dq)=>(AI::new(h).into(),dq),_=>(bx,ao)}}}}mod
af{use crate::{DZ,DS};use super::{iy::ex,ez::{hz,fh},L,dn,gb};use crate::{h::{ag,B,R,P},ay::O,de::{V,AH,BI,AB}};pub const BU:&str="dynamic";pub struct H{pub n:DS,bj:[DZ;
64],dx:[DZ;64],bv:fe::AW}#[derive(Clone,Copy)]pub struct F{aj:DZ,bh:DZ,gv:u128,cu:u128,ei:u128}impl F{fn aj(&self)->DS{self.aj.count_ones()as DS}}enum Y{DJ,CN,BW(P,DZ)}
pub fn hk(h:&B)->bool{let n=h.n;let ka=match n<=fe::A{true=>AB,false=>V};h.ea()*ka>n*n}impl H{pub fn new(h:&B)->H{let n=h.n;let all=ag(n);let mut bj=[0u64;64];let mut dx=
[0u64;64];for(r,&am)in h.g.iter().enumerate(){bj[r]=!am&all;for(c,j)in dx.iter_mut().enumerate().take(n){*j|=(bj[r]>>c&1)<<r;}}H{n,bj,dx,bv:fe::AW::new(n)}}pub fn ai(&
self)->F{F{aj:ag(self.n),bh:ag(self.n),gv:0,cu:0,ei:0}}fn fc(&self,p:&F,ap:P)->DZ{let m=self.n-1;match ap{P::L(r)=>{let gv=(p.gv>>r)as DZ;let ei=(p.ei>>(m-r))as DZ;self.
bj[r&63]&p.bh&!gv&!ei}P::AM(c)=>{let gv=(p.gv>>c)as DZ;let cu=(p.cu>>(m-c))as DZ;self.dx[c&63]&p.aj&!gv&!cu}}}fn ph(&self,p:&F,nn:bool)->Y{let aq=if nn{0}else{p.bh};cl(p.
aj,aq,|ap|self.fc(p,ap))}fn pw(&self,ac:&mut Vec<F>,ar:&[R],io:impl Iterator<Item=R>,){for p in ac.iter_mut(){*p=ar.iter().fold(*p,|p,&fg|self.az(&p,fg));}let ai=self.ai(
);ac.extend(io.map(|cy|self.az(&ai,cy)));}pub fn az(&self,p:&F,(r,c):R)->F{F{aj:p.aj&!(1u64<<r),bh:p.bh&!(1u64<<c),gv:p.gv|1u128<<(r+c),cu:p.cu|1u128<<(r+self.n-1-c),ei:p
.ei|1u128<<(c+self.n-1-r)}}pub fn el(&self,p:&F)->Vec<L>{gb(p.aj,|r|!self.fc(p,P::L(r)))}pub fn dz(&self,dc:DS,nb:f64)->f64{if self.n<=fe::A{return self.lk(dc);}let cm=|_
:&mut O|(Some(self.ai()),1.);hz(dc,&mut O::ja(),cm,|jo,ay|{let p=jo.as_ref()?;match self.ph(p,false){Y::BW(_,ab)if mw(ab,p.aj)=>{let md=ex(1,&self.el(p),ay);Some((1,None,
md))}Y::BW(ap,ab)=>{let at=fh(ab,ay).trailing_zeros()as DS;Some((ab.count_ones(),Some(self.az(p,ap.cy(at))),nb,))}Y::DJ|Y::CN=>None}})}pub fn count(&self,p:F)->DZ{if self
.n<=fe::A{return self.li(&p);}self.jj(p)}pub fn kj(&self,aa:&mut DZ)->Result<DZ,X>{match self.n<=fe::A{true=>self.lp(H::hd,aa),false=>self.lp(H::gg,aa)}}fn lp(&self,core:
CT,aa:&mut DZ)->Result<DZ,X>{let cx=*aa;let mut ac=Vec::new();let dt=core(self,aa,&mut ac);match*aa{0=>Err(X{dt,ac,cx}),_=>Ok(dt)}}}type CT=fn(&H,&mut DZ,&mut Vec<F>)->DZ
;pub struct X{pub dt:DZ,pub ac:Vec<F>,cx:DZ}impl X{pub fn pa(&self,ao:f64)->f64{(ao-self.cx as f64).max(0.)}}mod fe{use crate::DS;use super::{F,H};use crate::{h::R,count
::{dn,fy},de::AR};pub const A:DS=16;const I:DS=2*A;static DI:[[u16;I];A*A]=ct();const fn ct()->[[u16;I];A*A]{let mut co=[[0u16;I];A*A];let mut r=0;while r<A{let mut c=0;
while c<A{let mut ap=0;while ap<A{co[r*A+c][ap]=hg(r,c,ap);co[r*A+c][A+ap]=hg(c,r,ap);ap+=1;}c+=1;}r+=1;}co}const fn hg(r:DS,c:DS,ap:DS)->u16{if ap==r{return!(1<<c);}let
kc=ap.abs_diff(r);let mut o=1u16<<c;if c+kc<A{o|=1<<(c+kc);}if c>=kc{o|=1<<(c-kc);}o}static DL:[[u16;I];I]=jz();const fn jz()->[[u16;I];I]{let mut co=[[0u16;I];I];let mut
ah=0;while ah<I{co[ah][ah]=u16::MAX;ah+=1;}co}#[derive(Clone,Copy)]pub struct AX{o:[u16;I],cq:[u16;I]}pub struct AW{il:[i16;I],ah:[u8;I]}impl AW{pub fn new(n:DS)->AW{let
mut fe:Vec<DS> =(0..I).collect();let lj=|ah:DS|(2*(ah%A)).abs_diff(n.saturating_sub(1));fe.sort_by_key(|&ah|(lj(ah),ah%A,ah/A));let mut bv=AW{il:[0;I],ah:[0;I]};for(il,&
ah)in fe.iter().enumerate(){bv.il[ah]=il as i16;bv.ah[il]=ah as u8;}bv}}const DK:i16=1<<14;impl AX{fn of(bi:&H,p:&F)->AX{let mut ek=AX{o:[u16::MAX;I],cq:[u16::MAX;I]};for
r in dn(p.aj){ek.o[r]=bi.fc(p,crate::h::P::L(r))as u16;ek.cq[r]=0;}for c in dn(p.bh){ek.o[A+c]=bi.fc(p,crate::h::P::AM(c))as u16;ek.cq[A+c]=0;}ek}#[inline(always)]fn cl(&
self,bv:&AW)->(DS,u16){let mut eb=i16::MAX;for ah in 0..I{let cq=(self.cq[ah]&DK as u16)as i16;let ol=((self.o[ah].count_ones()as i16)<<6|bv.il[ah])+cq;eb=eb.min(ol);}let
ah=DS::from(bv.ah[(eb&31)as DS])&(I-1);(ah,self.o[ah])}#[inline(always)]fn ko(&self,bv:&AW)->Option<DS>{let mut eb=i16::MAX;for ah in 0..I{let o=self.o[ah];let qy=i16::
from(o&o.wrapping_sub(1)!=0);eb=eb.min(bv.il[ah]|qy<<6);}(eb<64).then(||DS::from(bv.ah[eb as DS&(I-1)]))}#[inline(always)]#[allow(clippy::needless_range_loop)]fn az(&self
,ah:DS,at:DS)->Option<AX>{let(r,c)=fg(ah,at);let ct=&DI[(r*A+c)&(A*A-1)];let(am,al)=(&DL[r&(A-1)],&DL[A+(c&(A-1))]);let mut next=AX{o:[0;I],cq:[0;I]};let mut iv=0u16;for
ah in 0..I{let cq=self.cq[ah]|am[ah]|al[ah];let o=self.o[ah]&!ct[ah]|cq;next.o[ah]=o;next.cq[ah]=cq;iv|=u16::from(o==0);}(iv==0).then_some(next)}#[inline(always)]fn hl(&
mut self,bv:&AW,j:&mut u32)->bool{while*j>=2{let ah=match self.ko(bv){Some(ah)=>ah,None=>break};let at=self.o[ah].trailing_zeros()as DS;*self=match self.az(ah,at){Some(
next)=>next,None=>return false};*j-=1;}true}}fn fg(ah:DS,at:DS)->R{match ah<A{true=>(ah,at),false=>(at,ah-A)}}pub fn count<const Z:bool>(bi:&H,ek:&AX,ac:u32,aa:&mut u64,
cp:&mut Vec<F>,)->u64{if Z&&!fy(aa,AR){cp.push(bi.ai());return 0;}let(ah,mut o)=ek.cl(&bi.bv);if ac==1{return u64::from(o.count_ones());}let mut au=0;while o!=0{let at=o.
trailing_zeros()as DS;o&=o-1;let mut next=match ek.az(ah,at){Some(next)=>next,None=>continue};let mut j=ac-1;let oc=next.hl(&bi.bv,&mut j);if!oc{continue;}if j==1{au+=1;
continue;}au+=count::<Z>(bi,&next,j,aa,cp);if Z&&*aa==0{let io=dn(u64::from(o)).map(|at|fg(ah,at));bi.pw(cp,&[fg(ah,at)],io);return au;}}au}impl H{pub fn hd(&self,aa:&mut
u64,ac:&mut Vec<F>)->u64{let ek=AX::of(self,&self.ai());count::<true>(self,&ek,self.n as u32,aa,ac)}pub fn li(&self,p:&F)->u64{match p.aj(){0=>1,ac=>count::<false>(self,&
AX::of(self,p),ac as u32,&mut 0,&mut Vec::new(),)}}pub fn lk(&self,dc:DS)->f64{use crate::{count::ez::hz,ay::O};let ai=AX::of(self,&self.ai());let cm=|_:&mut O|((ai,self.
n as u32),1.);hz(dc,&mut O::ja(),cm,|&(ek,ac),ay|{if ac<=2{return None;}let(ah,o)=ek.cl(&self.bv);let lx:Vec<(AX,u32)> =dn(u64::from(o)).filter_map(|at|{let mut next=ek.
az(ah,at)?;let mut j=ac-1;let oc=next.hl(&self.bv,&mut j);(oc&&j>1).then_some((next,j))}).collect();let qp=*lx.get(ay.hw(lx.len().max(1)))?;Some((lx.len()as u32,qp,AR as
f64))},)+AR as f64}}}fn ow(o:DZ)->bool{o&(o-1)==0}fn kn(dj:DZ,cf:DZ,ab:impl Fn(P)->DZ,)->Option<Y>{let ap=if dj!=0{P::L(dj.trailing_zeros()as DS)}else if cf!=0{P::AM(cf.
trailing_zeros()as DS)}else{return None;};Some(Y::BW(ap,ab(ap)))}fn dr(o:DZ)->u32{let pv=o&(o-1);let mk=pv&pv.wrapping_sub(1);let qs=mk&mk.wrapping_sub(1);1+u32::from(pv
!=0)+u32::from(mk!=0)+u32::from(qs!=0)}#[inline(always)]fn iw(aj:DZ,bh:DZ,ab:impl Fn(P)->DZ,qe:bool,)->Y{let kd=||{dn(aj).map(P::L).chain(dn(bh).map(P::AM))};let mut er=(
u32::MAX,P::L(0),0);for ap in kd(){let o=ab(ap);let jg=dr(o);if jg<er.0{er=(jg,ap,o);if jg==2{break;}}}if er.0>=AH&&qe{er.0=u32::MAX;for ap in kd(){let o=ab(ap);if o.
count_ones()<er.0{er=(o.count_ones(),ap,o);}}}Y::BW(er.1,er.2)}fn cl(aj:DZ,bh:DZ,ab:impl Fn(P)->DZ,)->Y{if aj==0{return Y::CN;}let(mut dj,mut cf)=(0u64,0u64);for(kd,ko,ap
)in[(aj,&mut dj,P::L as fn(DS)->P),(bh,&mut cf,P::AM)]{for at in dn(kd){let o=ab(ap(at));if o==0{return Y::DJ;}*ko|=DZ::from(ow(o))<<at;}}match kn(dj,cf,&ab){Some(it)=>it
,None=>iw(aj,bh,ab,true)}}fn mw(ab:DZ,aj:DZ)->bool{dr(ab)>=AH&&aj.count_ones()as DS<=BI}}mod pe{use super::{af::{F,H},dy,cb};impl H{pub fn jj(&self,p:F)->u64{dy(&self.el(
&p),0,0,0,0)}pub fn gg(&self,aa:&mut u64,ac:&mut Vec<F>)->u64{let ai=self.ai();cb(&self.el(&ai),aa).unwrap_or_else(||{ac.push(ai);0})}}}mod mb{use crate::{DZ,DS};use
super::L;use crate::de::{CR,AV};pub const BU:&str="fast";struct AJ{ab:DZ,ad:DZ,y:DZ,u:DZ,ak:DZ,len:DS,jk:[DZ;64],ji:[DZ;64],jn:[DZ;64],im:[DZ;64],ik:[DZ;64]}type CQ=(DZ,
DZ,DZ,DZ,DZ);struct BN{da:DZ,hm:[DZ;64],ck:DZ}pub fn cz(am:DZ)->DZ{60-4*am}#[inline(always)]fn gi(di:DZ,rp:DZ,no:DZ)->DZ{rp&di|no&!di}impl AJ{fn new()->AJ{AJ{ab:0,ad:0,y:
0,u:0,ak:0,len:DS::MAX,jk:[0;64],ji:[0;64],jn:[0;64],im:[0;64],ik:[0;64]}}fn ai(&mut self,cm:CQ){(self.ab,self.ad,self.y,self.u,self.ak,)=cm;self.len=0;}fn gl(&self)->
bool{self.len==DS::MAX}#[inline(always)]fn gu<const AD:bool>(&mut self,g:&[DZ;128],ev:&[DZ;64],aw:DZ,)->DZ{self.hr::<AD,false>(g,ev,aw,None)}#[inline(always)]fn hr<const
AD:bool,const DU:bool>(&mut self,g:&[DZ;128],ev:&[DZ;64],aw:DZ,bn:Option<&mut BN>,)->DZ{let(ab,ad,ak)=(self.ab,self.ad,self.ak);let(ac,bd)=(self.y,self.u);let bl=ab&ab.
wrapping_neg();let hn=ab^bl;let es=if AD{1}else{ev[(ak&63)as DS]};let(et,eu,ec)=super::az(es as u32,bl,ad,ac,bd);let bu=!(et|eu|ec|g[((ak+1)&127)as DS]);let bq=((bu|bu.
wrapping_neg())as i64>>63)as DZ;let re=DS::from(hn!=0);let hp=self.len&63;self.jk[hp]=hn;self.ji[hp]=ad;self.jn[hp]=ac;self.im[hp]=bd;self.ik[hp]=ak;let bf=(self.len+re).
wrapping_sub(1);let t=bf&63;if let(true,Some(bn))=(DU,bn){let da=bn.da;bn.ck=da|DZ::from(bl.trailing_zeros())<<cz(ak&15);bn.hm[hp]=da;bn.da=gi(bq,bn.ck,bn.hm[t]);}self.ab
=gi(bq,bu,self.jk[t]);self.ad=gi(bq,et,self.ji[t]);self.y=gi(bq,eu,self.jn[t]);self.u=gi(bq,ec,self.im[t]);self.ak=gi(bq,ak+1,self.ik[t]);self.len=bf.wrapping_add((bq&1)
as DS);DZ::from(ak==aw)}}fn hq(cn:DS,ak:DS,aw:DZ)->bool{CR>cn&&ak as DZ+AV<aw}pub fn dy(j:&[L],an:DS,ad:DZ,y:DZ,u:DZ)->DZ{let count=mn::<false>(j,an,(ad,y,u),&mut 0);
count.expect("an unbounded walk ends")}pub fn cb(j:&[L],aa:&mut DZ)->Option<DZ>{mn::<true>(j,0,(0,0,0),aa)}pub fn ju(j:&[L],fp:&mut Vec<DZ>){let mut g=[DZ::MAX;128];for(i
,am)in j.iter().enumerate(){g[i]=am.g;}let aw=j.len()as DZ-1;let mut cn:Vec<(CQ,DZ)> =vec![((!g[0],0,0,0,0),0)];let mut ak=0;while hq(cn.len(),ak,aw){let mut next=Vec::
new();for&((mut ab,ad,ac,bd,_),da)in&cn{while ab!=0{let bl=ab&ab.wrapping_neg();ab^=bl;let(ad,ac,bd)=super::az(j[ak].es,bl,ad,ac,bd);let bu=!(ad|ac|bd|g[ak+1]);let al=DZ
::from(bl.trailing_zeros());let cm=(bu,ad,ac,bd,ak as DZ+1);next.push((cm,da|al<<cz(ak as DZ)));}}cn=next;ak+=1;}let mut ed=cn.into_iter().filter(|((ab,..),_)|*ab!=0);#[
inline(never)]fn ai(ed:&mut impl Iterator<Item=(CQ,DZ)>,ld:&mut AJ,bn:&mut BN,)->bool{match ed.next(){Some((cm,da))=>{ld.ai(cm);bn.da=da;true}None=>false}}let ig=||BN{da:
0,hm:[0;64],ck:0};let(mut a,mut b)=(AJ::new(),AJ::new());let(mut eo,mut fq)=(ig(),ig());if!ai(&mut ed,&mut a,&mut eo){return;}if ai(&mut ed,&mut b,&mut fq){loop{hh(&mut a
,&mut eo,&g,aw,fp);hh(&mut b,&mut fq,&g,aw,fp);if a.gl()&&!ai(&mut ed,&mut a,&mut eo){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut eo,&mut fq);break;}if b.gl()&&!ai(
&mut ed,&mut b,&mut fq){break;}}}while!a.gl(){hh(&mut a,&mut eo,&g,aw,fp);}}#[inline(always)]fn hh(ld:&mut AJ,bn:&mut BN,g:&[DZ;128],aw:DZ,fp:&mut Vec<DZ>,){const DT:[DZ;
64]=[1;64];let mq=ld.hr::<true,true>(g,&DT,aw,Some(bn));if mq==1{fp.push(bn.ck);}}fn mn<const Z:bool>(j:&[L],an:DS,(ad,y,u):(DZ,DZ,DZ),aa:&mut DZ,)->Option<DZ>{if an>=j.
len(){return Some(1);}let ab=!(ad|y|u|j[an].g);let aw=j.len()as DZ-1;if an as DZ==aw{return Some(DZ::from(ab.count_ones()));}let mut g=[DZ::MAX;128];let mut ev=[0u64;64];
for(i,am)in j.iter().enumerate(){g[i]=am.g;ev[i]=DZ::from(am.es);}let mut cn:Vec<CQ> =Vec::new();if ab!=0{cn.push((ab,ad,y,u,an as DZ));}let mut ak=an;while hq(cn.len(),
ak,aw){let mut next=Vec::new();for&(mut f,c,l,r,_)in&cn{while f!=0{let bl=f&f.wrapping_neg();f^=bl;let(nc,nl,nr)=super::az(j[ak].es,bl,c,l,r);let nf=!(nc|nl|nr|g[ak+1]);
if nf!=0{next.push((nf,nc,nl,nr,ak as DZ+1));}}}cn=next;ak+=1;}if ev[..j.len()].iter().all(|&es|es==1){lc::<true,Z>(cn,&g,&ev,aw,aa)}else{lc::<false,Z>(cn,&g,&ev,aw,aa)}}
fn lc<const AD:bool,const Z:bool>(cn:Vec<CQ>,g:&[DZ;128],ev:&[DZ;64],aw:DZ,aa:&mut DZ,)->Option<DZ>{let mut fy=|ao:DZ|!Z||super::fy(aa,ao);let mut ed=cn.into_iter();let
mut a=AJ::new();let mut b=AJ::new();let mut au=0u64;match ed.next(){Some(cm)=>a.ai(cm),None=>return Some(0)}if let Some(cm)=ed.next(){b.ai(cm);}if!b.gl(){loop{if!fy(2){
return None;}au+=a.gu::<AD>(g,ev,aw);au+=b.gu::<AD>(g,ev,aw);if a.gl(){match ed.next(){Some(cm)=>a.ai(cm),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.gl(){match ed
.next(){Some(cm)=>b.ai(cm),None=>break}}}}while!a.gl(){if!fy(1){return None;}au+=a.gu::<AD>(g,ev,aw);}Some(au)}}pub mod filter{use crate::{DZ,DS};use super::{mb::{ju,cz},
bo,v};use crate::{h::{ag,dw,B},de::{BH,BE,CK,AO}};pub const BU:&str="filter";pub const A:DS=16;const AU:[DZ;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,
2279184,14772512];struct AC{n:DS,av:DS,fv:Vec<u32>,o:Vec<DZ>,fj:DS}fn jl(n:DS,dv:&[BB])->DS{let rc=|j:DS|{let gh=|s:&BB|s.checked_shr(64-4*j as u32).unwrap_or(0);1+dv.
windows(2).filter(|w|gh(&w[0])!=gh(&w[1])).count()};(1..n).take_while(|&j|rc(j)*8*64<=dv.len()).count()}type BB=DZ;fn ds(bz:BB,am:DS)->DS{(bz>>cz(am as DZ)&15)as DS}impl
AC{fn new(n:DS,dv:&[BB],av:Option<DS>)->AC{let av=av.unwrap_or_else(||jl(n,dv)).min(n);let hw=n-av;let kx=n.pow(av as u32);let mut fv=vec![0u32;kx+1];let fj=(dv.len()+63)
/64;let mut o=vec![0u64;fj*hw*n];for(i,&bz)in dv.iter().enumerate(){let gh=(0..av).fold(0,|p,r|p*n+ds(bz,r));fv[gh+1]+=1;for r in av..n{let cy=(r-av)*n+ds(bz,r);o[cy*fj+i
/64]|=1<<(i%64);}}for p in 0..kx{fv[p+1]+=fv[p];}AC{n,av,fv,o,fj}}fn count(&self,g:&[DZ])->DZ{let(n,bf)=(self.n,self.av);let mut cv=[0usize;A*A];let mut len=0;for(r,&am)
in g.iter().enumerate().skip(bf){let mut o=am;while o!=0{cv[len]=((r-bf)*n+o.trailing_zeros()as DS)*self.fj;len+=1;o&=o-1;}}let mut bj=[0u64;A];for(bj,&am)in bj.iter_mut(
).zip(&g[..bf]){*bj=!am&ag(n);}if bf==0{return match self.fv[1]{0=>0,hi=>self.js(0,hi as DS,&cv[..len])};}self.iu(&bj[..bf],0,&cv[..len])}fn iu(&self,bj:&[DZ],gh:DS,cv:&[
DS])->DZ{let aj=bj.len();let dm=self.n.pow(aj as u32-1);let mut au=0;let mut aq=bj[0];while aq!=0{let p=gh*self.n+aq.trailing_zeros()as DS;aq&=aq-1;let(lo,hi)=(self.fv[p*
dm]as DS,self.fv[(p+1)*dm]as DS,);if lo==hi{continue;}au+=if aj==1{self.js(lo,hi,cv)}else{self.iu(&bj[1..],p,cv)};}au}fn js(&self,lo:DS,hi:DS,cv:&[DS])->DZ{let mut au=0;
for w in lo/64..=(hi-1)/64{let mut ip=DZ::MAX;if w==lo/64{ip&=DZ::MAX<<(lo%64);}if w==(hi-1)/64{ip&=DZ::MAX>>(63-(hi-1)%64);}let mut os=cv.chunks_exact(4);for ra in&mut
os{let o=|k:DS|self.o[ra[k]+w];ip&=!(o(0)|o(1)|o(2)|o(3));if ip==0{break;}}if ip!=0{for&at in os.remainder(){ip&=!self.o[at+w];}}au+=DZ::from(ip.count_ones());}au}}pub
struct J{cr:AC,cw:AC,ej:Vec<f64>}impl J{pub fn new(n:DS)->J{J::bg(n,None,None)}fn bg(n:DS,av:Option<DS>,ks:Option<bool>)->J{let mut cr=Vec::new();let mut cw=Vec::new();
for fr in v::ef(n){let bb=cw.len();let fp=if fr.cj==8{&mut cr}else{&mut cw};ju(&bo(&fr.h),fp);let ck=cw.len()-bb;for i in bb..bb+ck{for v in 1..8{cw.push(dl(n,cw[i],v));}
}}if ks.unwrap_or(cr.len()/64<n*n){for bz in cr.drain(..){cw.extend((0..8).map(|v|dl(n,bz,v)));}}cr.sort_unstable();cw.sort_unstable();cw.dedup();J{cr:AC::new(n,&cr,av),
cw:AC::new(n,&cw,av),ej:(0..=n*n).map(|g|oo(n,g)).collect()}}fn ku(n:DS)->DZ{let cr=AU[n]/8+1;cr*(n*n)as DZ/8+cr*8}pub fn lw(n:DS)->f64{AU[n]as f64*f64::from(BH[n])}pub
fn mf(h:&B)->f64{oo(h.n,h.ea())}pub fn jy(&self,g:DS)->f64{self.ej[g]}pub fn count(&self,h:&B)->DZ{let mut au=self.cw.count(&h.g);if self.cr.fj>0{for v in 0..8{au+=self.
cr.count(&h.en(v).g);}}au}}fn oo(n:DS,g:DS)->f64{let ib=g as f64/(n*n)as f64;let fj=AU[n]as f64/64.;let jb=((fj/8.).max(1.).ln()/(n as f64).ln()).round()as i32+1;let jb=
jb.min(n as i32);let mut gq=1.;let mut ac=1.;for _ in 0..jb{gq+=ac*ib*n as f64;ac*=1.-ib;}let hw=ib*(n*(n-jb as DS))as f64;let qx=1.-1./n as f64;let mut kv=1.;for _ in 0
..hw as DS{let mut ii=1.-kv;for _ in 0..6{ii*=ii;}gq+=ac*(1.-ii);kv*=qx;}fj*gq*pd(n)}fn pd(n:DS)->f64{match J::ku(n)>BE{true=>AO,false=>CK}}fn dl(n:DS,bz:BB,v:DS)->BB{(0
..n).fold(0,|dl,r|{let(am,al)=dw(n,v,(r,ds(bz,r)));dl|(al as DZ)<<cz(am as DZ)})}}mod bp{use crate::DS;use super::{dy,gk,af,dq,v,L};use crate::de::AN;pub trait CS{type BO
:Copy;fn count(&self,ai:Self::BO)->u64;}pub struct U<T:CS>{hs:Box<T>,bp:Vec<(T::BO,u64)>,pub dt:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum CF{DR,CP}pub struct S{mu:&
'static str,core:CF,ey:Vec<Vec<L>>}#[derive(Clone,Copy)]pub struct AL{kz:DS,an:DS,ad:u64,y:u64,u:u64}impl S{pub fn bx(mu:&'static str,core:CF,ey:Vec<Vec<L>>,jr:Vec<u64>,)
->U<S>{let bp=(jr.into_iter().enumerate()).map(|(kz,cj)|(AL::pu(kz),cj)).collect();U::new(S{mu,core,ey},bp)}}impl AL{fn pu(kz:DS)->AL{AL{kz,an:0,ad:0,y:0,u:0}}}impl CS
for S{type BO=AL;fn count(&self,at:AL)->u64{let j=&self.ey[at.kz];if self.core==CF::CP&&j.len()-at.an>AN{dy(j,at.an,at.ad,at.y,at.u)}else{gk(j,at.an,at.ad,at.y,at.u)}}}
impl CS for af::H{type BO=af::F;fn count(&self,oy:af::F)->u64{af::H::count(self,oy)}}impl CS for dq::AI{type BO=u32;fn count(&self,lr:u32)->u64{self.mr(lr)}}impl<T:CS>U<T
>{pub fn new(hs:T,bp:Vec<(T::BO,u64)>)->U<T>{U{hs:Box::new(hs),bp,dt:0}}fn nz(&self,i:DS)->u64{let(ai,cj)=self.bp[i];cj*self.hs.count(ai)}pub fn ep(&self)->u64{self.dt+(0
..self.bp.len()).map(|i|self.nz(i)).sum::<u64>()}}impl U<af::H>{pub fn pb(bi:af::H,bb:af::X)->U<af::H>{U{hs:Box::new(bi),bp:bb.ac.into_iter().map(|ai|(ai,1)).collect(),dt
:bb.dt}}}pub fn gz(n:DS)->U<S>{let(oh,jr)=v::jh(n);S::bx(v::BU,CF::CP,oh,jr)}}mod ez{use crate::ay::O;pub fn hz<N>(dc:usize,ay:&mut O,mut cm:impl FnMut(&mut O)->(N,f64),
mut bq:impl FnMut(&N,&mut O)->Option<(u32,N,f64)>,)->f64{let mut au=0.;for _ in 0..dc{let(mut jo,mut op)=cm(ay);while let Some((ny,qa,qq))=bq(&jo,ay){op*=f64::from(ny);au
+=op*qq;jo=qa;}}au/dc as f64}pub fn fh(ab:u64,ay:&mut O)->u64{let mut mh=ab;for _ in 0..ay.hw(ab.count_ones()as usize){mh&=mh-1;}mh&mh.wrapping_neg()}}pub mod dq{use
crate::{DZ,DS};use super::{iy::ca,dn,az,bo,L};use crate::{h::{ag,B},ay::O,de::{BY,AT,CL,BR,BA}};pub const BU:&str="meet";pub const A:DS=16;const DC:u32=64;struct CH{bb:
Vec<u32>,bt:Vec<u32>}pub struct AI{n:DS,bf:CH,ax:CH}impl AI{pub fn new(h:&B)->AI{let n=h.n;let j=bo(h);let mut co=vec![0;n*n];for(cy,bt)in co.iter_mut().enumerate(){*bt=
kk(n,cy/n,cy%n);}let pj=|from:DS,to:DS|CH::new(&j,&co,from,to);AI{n,bf:pj(0,n/2),ax:pj(n/2,n)}}pub fn lb(&self)->Vec<(u32,DZ)>{(0..DC.min(1<<self.n)).map(|lr|(lr,1)).
collect()}pub fn dz(h:&B)->Option<f64>{if h.n>A{return None;}let(bf,ax)=pk(h);if ku(h.n,bf,ax)>BR as f64{return None;}Some(ao(h.n,bf,ax))}}fn ku(n:DS,bf:f64,ax:f64)->f64{
let cv=2.*(f64::from(1u32<<n)+1.);(bf+ax+cv)*std::mem::size_of::<u32>()as f64}fn ao(n:DS,bf:f64,ax:f64)->f64{let ey=lh(n);let gf=bf/64.+bf.min(ey);let pm=ax*(bf/ey/64.+1.
);CL*(bf+ax)+AT*gf+BY*pm}impl CH{fn new(j:&[L],co:&[DZ],from:DS,to:DS)->CH{let n=j.len();let mut bb=vec![0u32;(1<<n)+1];eg(j,co,to,from,(0,0,0),0,&mut|ad,_|{bb[ad as DS+1
]+=1;});for c in 0..1<<n{bb[c+1]+=bb[c];}let mut bt=vec![0;bb[1<<n]as DS];let mut next=bb.clone();eg(j,co,to,from,(0,0,0),0,&mut|ad,hu|{bt[next[ad as DS]as DS]=hu as u32;
next[ad as DS]+=1;});CH{bb,bt}}fn on(&self,ad:DS)->&[u32]{&self.bt[self.bb[ad]as DS..self.bb[ad+1]as DS]}}impl AI{pub fn mr(&self,lr:u32)->DZ{let ey=1usize<<self.n;let bp
=DC.min(ey as u32)as DS;let qg=lr as DS*ey/bp..(lr as DS+1)*ey/bp;let qt=ag(self.n)as DS;let mut au=0;let mut gf:Vec<CV> =Vec::new();for ad in qg{let(bf,ax)=(self.bf.on(
ad),self.ax.on(qt^ad));if bf.is_empty()||ax.is_empty(){continue;}gf.clear();gf.extend(bf.chunks(64).map(nx));for&hu in ax{let qb=|hx:&CV|{let on=|hy:DS|hx[hy][(hu>>(5*hy)
)as DS&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};au+=gf.iter().map(|hx|DZ::from(qb(hx).count_zeros())).sum::<DZ>();}au-=ax.len()as DZ*(gf.len()*64-bf.len())as DZ;}au
}}type CV=[[DZ;32];6];fn nx(ff:&[u32])->CV{let mut on=[0u64;32];for(hp,&hu)in ff.iter().enumerate(){for fl in dn(hu.into()){on[fl&31]|=1<<hp;}}let mut hx=[[0;32];6];for(
hy,lu)in hx.iter_mut().enumerate(){for jc in 1..32usize{let mz=jc&(jc-1);let fl=5*hy+(jc^mz).trailing_zeros()as DS;lu[jc]=lu[mz]|on[fl&31];}}hx}fn eg(j:&[L],co:&[DZ],mt:
DS,am:DS,(ad,ac,bd):(DZ,DZ,DZ),bt:DZ,ob:&mut impl FnMut(DZ,DZ),){if am==mt{return ob(ad,bt);}let mut ab=!(ad|ac|bd|j[am].g);while ab!=0{let bl=ab&ab.wrapping_neg();ab^=bl
;let hu=bt|co[am*j.len()+bl.trailing_zeros()as DS];if am+1==mt{ob(ad|bl,hu);}else{let ct=az(j[am].es,bl,ad,ac,bd);eg(j,co,mt,am+1,ct,hu,ob);}}}fn kk(n:DS,am:DS,al:DS)->DZ
{let bf=n/2;let bl=|fl:DS|match fl.checked_sub(bf){Some(at)if at<n-1=>1<<at,_=>0};bl(am+al)|bl(am+n-1-al)<<(n-1)}fn pk(h:&B)->(f64,f64){let j=bo(h);let bf=h.n/2;(ff(&j[..
bf]),ff(&j[bf..]))}fn ff(j:&[L])->f64{let aw=|an:DS|f64::from(u8::from(an+1==j.len()));ca(BA,j,&mut O::ja(),aw)}fn lh(n:DS)->f64{(0..n/2).fold(1.,|ey,i|ey*(n-i)as f64/(i+
1)as f64)}}mod iy{use super::{ez::{hz,fh},az,bo,L};use crate::{h::B,ay::O,de::BA};fn jf(h:&B)->B{hb(h).0}fn hb(h:&B)->(B,f64){let mc=fu(h);let mut jf=(mc,0);for v in 1..8
{let eh=fu(&h.en(v));if eh<jf.0{jf=(eh,v);}}if jf.0*1.5<mc{(h.en(jf.1),jf.0)}else{(h.clone(),mc)}}fn fu(h:&B)->f64{let hs=eh(h);if h.ha(){hs/2.}else{hs}}pub fn eh(h:&B)->
f64{ex(BA,&bo(h),&mut O::ja())}pub fn ex(dc:usize,j:&[L],ay:&mut O)->f64{ca(dc,j,ay,|_|1.)}pub fn ca(dc:usize,j:&[L],ay:&mut O,cj:impl Fn(usize)->f64,)->f64{hz(dc,ay,|_|(
(0,0u64,0u64,0u64),1.),|&jo,ay|{let(an,ad,ac,bd)=jo;let am=*j.get(an)?;let ab=!(ad|ac|bd|am.g);if ab==0{return None;}let(ad,ac,bd)=az(am.es,fh(ab,ay),ad,ac,bd);Some((ab.
count_ones(),(an+1,ad,ac,bd),cj(an),))},)}}mod gr{use crate::de::BG;use std::time::Instant as DX;#[derive(Default)]pub struct DD;impl DD{pub fn ml<T>(&self,_:usize,_:f64,
_:T)->Option<DX>{None}pub fn ll(&self,_:Option<DX>,ao:f64,af:bool)->f64{self.je(ao,af)}pub fn je(&self,ao:f64,af:bool)->f64{ao*self.ce().powi(i32::from(af))}pub fn ce(&
self)->f64{BG}}}mod bx{use super::{bp::{U,S},af,dq};pub enum Q{DO(U<S>),AS(U<af::H>),AI(U<dq::AI>)}impl Q{pub fn ep(&self)->u64{match self{Q::DO(bp)=>bp.ep(),Q::AS(bp)=>
bp.ep(),Q::AI(bp)=>bp.ep()}}}impl From<U<S>>for Q{fn from(bp:U<S>)->Q{Q::DO(bp)}}impl From<U<af::H>>for Q{fn from(bp:U<af::H>)->Q{Q::AS(bp)}}impl From<dq::AI>for Q{fn
from(dq:dq::AI)->Q{let lb=dq.lb();Q::AI(U::new(dq,lb))}}}mod nk{use super::{az,fy,L};pub const BU:&str="reference";pub fn gk(j:&[L],an:usize,ad:u64,y:u64,u:u64)->u64{let
count=qn::<false>(j,an,(ad,y,u),&mut 0);count.expect("an unbounded count ends")}pub fn cc(j:&[L],aa:&mut u64)->Option<u64>{qn::<true>(j,0,(0,0,0),aa)}fn qn<const Z:bool>(
j:&[L],an:usize,(ad,y,u):(u64,u64,u64),aa:&mut u64,)->Option<u64>{if an>=j.len(){return Some(1);}let aw=j.len()-1;let mut ou=[(0u64,0u64,0u64,0u64);64];let(mut ad,mut y,
mut u)=(ad,y,u);let mut ab=!(ad|y|u|j[an].g);if an==aw{return Some(u64::from(ab.count_ones()));}let mut ak=an;let mut au=0u64;loop{if ab==0{if ak==an{return Some(au);}ak
-=1;let kf=ou[ak];ab=kf.0;ad=kf.1;y=kf.2;u=kf.3;continue;}if Z&&!fy(aa,2){return None;}let bl=ab&ab.wrapping_neg();ab^=bl;let(et,eu,ec)=az(j[ak].es,bl,ad,y,u);let bu=!(et
|eu|ec|j[ak+1].g);if ak+1==aw{au+=u64::from(bu.count_ones());}else if bu!=0{ou[ak]=(ab,ad,y,u);ak+=1;ab=bu;ad=et;y=eu;u=ec;}}}}mod j{use crate::{DS,h::{ag,B,R}};#[derive(
Clone,Copy)]pub struct L{pub g:u64,pub es:u32}pub fn bo(h:&B)->Vec<L>{let jp=!ag(h.n);h.g.iter().map(|&g|L{g:g|jp,es:1}).collect()}pub fn ih(h:&B,ar:&[R])->Vec<L>{let jp=
!ag(h.n);let qj=ar.iter().fold(0,|j,&(r,_)|j|1<<r);gb(ag(h.n)&!qj,|r|{let nw=ar.iter().fold(0,|di,&fg|di|ee(fg,r));h.g[r]|jp|nw})}pub fn gb(j:u64,g:impl Fn(DS)->u64)->Vec
<L>{let mut kp:Vec<L> =Vec::with_capacity(j.count_ones()as DS);let mut ky=0;let mut ac=j;while ac!=0{let r=ac.trailing_zeros()as DS;ac&=ac-1;if let Some(aw)=kp.last_mut()
{aw.es=(r-ky)as u32;}kp.push(L{g:g(r),es:1});ky=r;}kp}pub fn ee((nj,al):R,r:DS)->u64{let dp=r.abs_diff(nj);let bl=|c:DS|1u64.checked_shl(c as u32).unwrap_or(0);bl(al)|bl(
al+dp)|al.checked_sub(dp).map_or(0,bl)}#[inline(always)]pub fn fy(aa:&mut u64,ao:u64)->bool{if*aa<=ao{*aa=0;return false;}*aa-=ao;true}#[inline(always)]pub fn az(es:u32,
bl:u64,ad:u64,y:u64,u:u64)->(u64,u64,u64){(ad|bl,(y|bl)<<es,(u|bl)>>es,)}pub fn dn(mut di:u64)->impl Iterator<Item=DS>{std::iter::from_fn(move||{(di!=0).then(||{let at=di
.trailing_zeros()as DS;di&=di-1;at})})}}mod v{mod ho{use crate::{DS,h::{ct,dk,dw,R}};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct CJ{bf:DS,ax:DS,ac:DS,bd:
DS}impl CJ{pub fn ar(&self,n:DS)->[R;4]{[(0,self.bf),(n-1,self.ax),(self.ac,0),(self.bd,n-1)]}fn nd(n:DS,ar:&[R;4])->CJ{let m=n-1;let on=|ap:&dyn Fn(R)->bool,lz:&dyn Fn(R
)->DS|{ar.iter().copied().find(|&q|ap(q)).map_or(DS::MAX,lz)};CJ{bf:on(&|(r,_)|r==0,&|(_,c)|c),ax:on(&|(r,_)|r==m,&|(_,c)|c),ac:on(&|(_,c)|c==0,&|(r,_)|r),bd:on(&|(_,c)|c
==m,&|(r,_)|r)}}fn ij(&self,n:DS)->[DS;8]{let m=n-1;let oj=|dp:DS|m-dp;[self.bf,oj(self.bf),self.ax,oj(self.ax),self.ac,oj(self.ac),self.bd,oj(self.bd)]}pub fn hf(&self,n
:DS)->bool{let jt=self.ij(n);let ls=jt.iter().copied().min().unwrap_or(0);ls>0&&jt.iter().filter(|&&d|d==ls).count()>1}}pub fn mp(n:DS)->Vec<(CJ,u64)>{let mut ck=Vec::new
();for bf in 0..n{for ax in 0..n{for ac in 0..n{for bd in 0..n{let ho=CJ{bf,ax,ac,bd};let ar=ho.ar(n);if ar.iter().any(|&a|ar.iter().any(|&b|ct(a,b))){continue;}let dl=|v
|{let ke=ar.map(|q|dw(n,v,q));CJ::nd(n,&ke)};if let Some(fo)=dk(0..8,ho,dl){ck.push((ho,fo));}}}}}ck}}use super::{ih,ee,L};use crate::h::{ag,B,R};pub const BU:&str=
"symmetry";pub fn jh(n:usize)->(Vec<Vec<L>>,Vec<u64>){ef(n).into_iter().map(|fr|(ly(&fr),fr.cj)).unzip()}fn ly(fr:&BM)->Vec<L>{ih(&fr.h,&fr.ar)}pub struct BM{pub h:B,pub
ar:Vec<R>,pub cj:u64}pub fn ef(n:usize)->Vec<BM>{if n<5{return vec![BM{h:B::fw(n),ar:Vec::new(),cj:1}];}let m=n-1;let all=ag(n);let od=|al:usize|all&!(1u64<<al);let mut
ef=Vec::new();for k in 2..m{let mut h=B::fw(n);h.g[0]=od(0);h.g[1]=od(k);for am in&mut h.g[2..=k]{*am|=1<<1;}ef.push(BM{h,ar:Vec::new(),cj:8});}let qi=1u64|1u64<<m;let
mut a=1;while a<m-a{let mut h=B::fw(n);h.g[0]=od(a);for(r,am)in h.g.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*am|=qi;}}let ie=(1u64<<(a+1))-1;h.g[m]|=ie|ie<<(m-a);
ef.push(BM{h,ar:Vec::new(),cj:8});a+=1;}for(ho,cj)in ho::mp(n){if ho.hf(n){let ar=ho.ar(n).to_vec();ef.push(BM{h:mi(n,&ar),ar,cj});}}ef}fn mi(n:usize,ar:&[R])->B{let all=
ag(n);let mut h=B::fw(n);for(r,am)in h.g.iter_mut().enumerate(){*am=match ar.iter().find(|fg|fg.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ar.iter().fold(0,|di,&q|di|ee(q,
r))&all}};}h}}pub use self::it::AK;pub use self::mb::{dy,cb};pub use self::nk::{gk,cc};pub use self::j::*;}mod qm{use crate::{h::A,go::G};pub const DQ:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct CU{pub bc:G,pub gc:usize,pub ic:Vec<usize>}pub fn parse(args:&[String])->Result<
Option<CU>,String>{let mut cg=CU{bc:G::default(),gc:0,ic:Vec::new()};let mut args=args.iter();while let Some(lm)=args.next(){let(gd,pl)=match lm.split_once('='){Some((gd,
dh))if lm.starts_with("--")=>(gd,Some(dh.to_string())),_=>(lm.as_str(),None)};let mut dh=|rg:&str|{(pl.clone().or_else(||args.next().cloned())).ok_or_else(||format!(
"option '{}' needs {}",gd,rg))};match gd{"-h"|"--help"=>return Ok(None),"--list"=>{let bk=dh("a number of solutions")?;cg.gc=bk.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",gd,bk)})?;}"--dialect"=>{cg.bc=G::qf(&dh("a value: luogu, uva11195 or cses1624")?)?}_ if gd.starts_with('-')&&gd.len()>1=>{
return Err(format!("unknown option '{}'",lm))}_=>match lm.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>cg.ic.push(n),_=>{let br="N must be an integer from 1 to";return
Err(format!("{} {}, found '{}'",br,A,lm));}}}}Ok(Some(cg))}}mod pr{use crate::{h::B,count::kg::CD,count::AK,gc::fs,db::AA,ba::{cs,CG,D,AQ}};use std::io::Write as CY;pub
struct AP{pub kg:CD,db:AA}impl AP{pub fn new()->AP{AP{kg:CD::new(AK),db:AA::new()}}}impl<W:CY>CG<W>for AP{fn hc(&mut self,ba:&mut AQ<W>,h:B)->Result<(),D>{ba.fb+=1;let fd
=self.db.get(&h);let ch=&mut ba.ch;let gc=ch.format.gc;fs(&h,gc,&mut|aq|ch.bz(aq)).map_err(cs)?;let(count,fk)=match fd{Some(count)=>(count,false),None=>self.kg.count(&h).
ma()};self.db.qw(&h,count);(ch.count(ba.fb,count,fk)).map_err(cs)}}}use ch::BX;use std::io;fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.
is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let cg=match qm::parse(&args){Ok(Some(cg))=>cg,Ok(None)=>{print!("{}",qm::DQ);return;}Err(br)
=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",br);std::process::exit(2);}};let format=BX{bc:cg.bc,gc:cg.gc,..BX::default()};let stdout=io::stdout();let jv=
io::BufWriter::new(stdout.lock());let mut ba=ba::AQ{ch:ch::CA{jv,format},fb:0};let mut du=pr::AP::new();let dg=stdin::nq(&cg.ic,cg.bc,|fa,fb|{du.kg.mg(fa);ba::ms(&mut ba,
fb,&mut du).unwrap_or(ba::D::DB)});std::process::exit(dg.pt());}

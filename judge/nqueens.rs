// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type I=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fi(n:usize)->Board{assert!((1..=A).contains(&n),
"a board has 1 to {} rows, not {}",A,n);Board::new(n,vec![0;n])}pub fn gb(&self)->bool{self.h.iter().all(|&al|al==0)}pub fn dm(&self)->usize{self.h.iter().map(|al|al.
count_ones()as usize).sum()}pub(crate)fn ec(&self,v:usize)->Board{let am=if CD>>v&1==1{self.am()}else{Vec::new()};Board::new(self.n,self.da(v,&am))}pub(crate)fn ig(&self)
->AN{let am=self.am();let cn=(0..8).filter(|&s|self.da(s,&am)==self.h);AN(cn.fold(0,|he,s|he|1<<s))}pub(crate)fn gm(&self)->bool{self.da(CK,&[])==self.h}fn am(&self)->Vec
<u64>{let mut ke=[0u64;64];ke[..self.n].copy_from_slice(&self.h);transpose(&mut ke);ke[..self.n].to_vec()}fn da(&self,v:usize,am:&[u64])->Vec<u64>{let n=self.n;let oi=if
CD>>v&1==1{am}else{&self.h};let ob=BE>>v&1==1;let mut rows:Vec<u64> =oi.iter().map(|&al|if ob{mq(al,n)}else{al}).collect();if BU>>v&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AN(pub u8);impl AN{pub fn contains(self,v:usize)->bool{self.0>>v&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CD:u8=1<<1|1<<3|1<<6|1<<7;const BE:u8=1<<1|1<<2|1<<4|1<<7;const BU:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum F{Row(
usize),AB(usize)}impl F{pub fn dd(self,at:usize)->I{match self{F::Row(r)=>(r,at),F::AB(c)=>(at,c)}}pub fn contains(self,(al,aj):I)->bool{match self{F::Row(r)=>al==r,F::AB
(c)=>aj==c}}pub(crate)fn ec(self,n:usize,v:usize)->F{let(r,c)=dj(n,v,self.dd(0));if dj(n,v,self.dd(1)).0==r{F::Row(r)}else{F::AB(c)}}}pub fn ck(a:I,b:I)->bool{a!=b&&(a.0
==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CK:usize=4;pub fn dj(n:usize,v:usize,(r,c):I)->I{let m=n-1;match v{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c
,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn cy<K:Ord+Copy>(ig:impl Iterator<Item=usize>,mw:K,da:impl Fn(usize)->K,)->Option<u64>{let mut ey=[mw;8];let mut cd=
0;for v in ig{let jj=da(v);if jj<mw{return None;}ey[cd]=jj;cd+=1;}let ey=&mut ey[..cd];ey.sort_unstable();Some(1+ey.windows(2).filter(|od|od[0]!=od[1]).count()as u64)}pub
fn mq(dr:u64,n:usize)->u64{dr.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut dc=32;let mut oa:u64=0x0000_0000_FFFF_FFFF;while dc!=0{let mut k=0;while
k<64{let swap=((rows[k]>>dc)^rows[k+dc])&oa;rows[k]^=swap<<dc;rows[k+dc]^=swap;k=(k+dc+1)&!dc;}dc>>=1;oa^=oa<<dc;}}pub fn ad(n:usize)->u64{u64::MAX>>(64-n)}}mod ga{use
crate::g::{Board,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CC,BB,AK}impl Dialect{pub fn ov(fr:&str)->Result<Dialect,String>{match fr{"luogu"
=>Ok(Dialect::CC),"uva11195"=>Ok(Dialect::BB),"cses1624"=>Ok(Dialect::AK),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",fr))}}fn hz(self)->
u8{match self{Dialect::CC=>b'.',Dialect::BB|Dialect::AK=>b'*'}}}pub struct B{pub ai:usize,pub aj:usize,pub bn:String}struct AX<'a>{be:&'a[u8],ab:usize,ai:usize,bg:usize}
pub struct AS<'a>{bp:&'a[u8],bi:Dialect,gj:usize,ai:usize,bg:usize,fz:bool}impl<'a>AS<'a>{pub fn new(bp:&'a[u8],bi:Dialect)->AS<'a>{AS{bp,bi,gj:0,ai:1,bg:0,fz:false}}pub
fn lx(&mut self)->Result<Option<Board>,B>{if self.fz{return Ok(None);}if self.bi==Dialect::AK{return match self.jc(){Some(_)=>self.hr(8).map(Some),None=>Ok(None)};}let ac
=match self.ia(){Some(ac)=>ac,None=>{self.fz=true;return Ok(None);}};let n=self.ks(&ac)?;if n==0{self.fz=true;return Ok(None);}match self.jc(){Some(b'*')|Some(b'.')=>self
.hr(n).map(Some),_=>Ok(Some(Board::fi(n)))}}pub fn kn(&self,co:&mut[u32]){let mi=self.bp[self.gj..].split(u8::is_ascii_whitespace).filter(|ac|!ac.is_empty());if self.bi==
Dialect::AK{if let Some(ns)=co.get_mut(8){*ns+=(mi.count()/8)as u32;}return;}for ac in mi{if iq(ac[0]){continue;}if!ac.iter().all(u8::is_ascii_digit)||ac.len()>2{return;}
match ac.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=co.get_mut(n){*count+=1;}}}}}fn ks(&self,ac:&AX)->Result<usize,B>{self.hu(ac)?;if!
ac.be.iter().all(u8::is_ascii_digit){return Err(self.ex(ac,ac.ab,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,oe(ac.be)),));}let cv=ac.
be.iter().fold(0u64,|ps,&os|{ps.saturating_mul(10).saturating_add(u64::from(os-b'0'))});if cv>A as u64{return Err(self.ex(ac,ac.ab,format!(
"board size {} is too large: {} is the maximum",String::from_utf8_lossy(ac.be),A),));}Ok(cv as usize)}fn hr(&mut self,n:usize)->Result<Board,B>{let mut h=Vec::
with_capacity(n);for al in 0..n{let ac=match self.ia(){Some(ac)=>ac,None=>return Err(self.jr(al,n))};match mr(ac.be,n,self.bi.hz()){Some(cw)=>h.push(cw),None=>return Err(
self.md(&ac,al,n))}}Ok(Board::new(n,h))}fn md(&self,ac:&AX,al:usize,n:usize)->B{if let Err(e)=self.hu(ac){return e;}if let Some(aj)=(ac.be.iter()).position(|&dd|!iq(dd)){
let at=ac.ab+aj;let cd=match fm(self.bp,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ac.be[aj])};return self.ex(ac,at,format!(
"row {} of {}: found {}, expected '*' or '.'",al+1,n,cd),);}self.ex(ac,ac.ab,format!("row {} of {} has {} cells, expected {}",al+1,n,ac.be.len(),n),)}fn hu(&self,ac:&AX)
->Result<(),B>{if ac.be.is_ascii(){return Ok(());}let lq=ac.ab+ac.be.len();let mut at=ac.ab;while at<lq{match fm(self.bp,at){Some((_,len))=>at+=len,None=>{return Err(self
.ex(ac,at,format!("byte 0x{:02X} is not valid UTF-8",self.bp[at]),))}}}Ok(())}fn fk(&mut self){while let Some(&jo)=self.bp.get(self.gj){if!jo.is_ascii_whitespace(){break;
}self.gj+=1;if jo==b'\n'{self.ai+=1;self.bg=self.gj;}}}fn jc(&mut self)->Option<u8>{self.fk();self.bp.get(self.gj).copied()}fn ia(&mut self)->Option<AX<'a>>{self.fk();let
ab=self.gj;let iw=&self.bp[ab..];let len=iw.iter().position(u8::is_ascii_whitespace).unwrap_or(iw.len());if len==0{return None;}self.gj+=len;Some(AX{be:&iw[..len],ab,ai:
self.ai,bg:self.bg})}fn ex(&self,ac:&AX,at:usize,bn:String)->B{B{ai:ac.ai,aj:dh(self.bp,ac.bg,at),bn}}fn jr(&self,mf:usize,n:usize)->B{B{ai:self.ai,aj:dh(self.bp,self.bg,
self.bp.len()),bn:format!("input ended after {} of {} board rows",mf,n)}}}fn mr(be:&[u8],n:usize,kx:u8)->Option<u64>{if be.len()!=n{return None;}let(mut cw,mut ht)=(0u64,
true);for(aj,&dd)in be.iter().enumerate(){cw|=u64::from(dd==kx)<<aj;ht&=iq(dd);}ht.then_some(cw)}fn iq(jo:u8)->bool{jo==b'*'||jo==b'.'}fn fm(bp:&[u8],at:usize)->Option<(
char,usize)>{let len=match bp[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let mt=bp.get(at..at+len)?;let be=std::str::from_utf8(mt).ok
()?;be.chars().next().map(|c|(c,len))}fn dh(bp:&[u8],bg:usize,at:usize)->usize{let mut aj=1;let mut gj=bg;while gj<at{gj+=fm(bp,gj).map_or(1,|(_,len)|len);aj+=1;}aj}fn oe
(be:&[u8])->String{const CB:usize=24;let be=String::from_utf8_lossy(be);if be.chars().count()>CB{let pg:String=be.chars().take(CB).collect();format!("{:?}...",pg)}else{
format!("{:?}",be)}}}mod fq{use crate::g::ad;use crate::g::Board;use crate::count::{av,bk,Row};pub fn ff<E>(g:&Board,mx:usize,mn:&mut dyn FnMut(&[usize])->Result<(),E>,)
->Result<(),E>{struct CM<'a,E>{rows:Vec<Row>,lv:u64,na:bool,jz:Vec<usize>,aa:usize,mn:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>CM<'_,E>{fn bm(&mut self,ck:(u64,
u64,u64))->Result<(),E>{let ah=self.jz.len();if ah==self.rows.len(){self.aa-=1;return(self.mn)(&self.jz);}let(y,u,j)=ck;let mut x=!(y|u|j|self.rows[ah].h);while x!=0&&
self.aa>0{let bf=x&x.wrapping_neg();x^=bf;let next=av(self.rows[ah].eg,bf,y,u,j);if self.na&&!self.oo(ah+1,next){continue;}self.jz.push(bf.trailing_zeros()as usize);self.
bm(next)?;self.jz.pop();}Ok(())}fn oo(&self,ah:usize,(y,u,j):(u64,u64,u64))->bool{let mut jd=0;for(de,al)in self.rows[ah..].iter().enumerate(){let x=!(y|u<<de|j>>de|al.h)
;if x==0{return false;}jd|=x;}let hx=self.lv&!y;jd&hx==hx}}if mx==0{return Ok(());}let mut lj=CM{rows:bk(g),lv:ad(g.n),na:!g.gb(),jz:Vec::with_capacity(g.n),aa:mx,mn};lj.
bm((0,0,0))}}mod oc{use crate::g::{Board,A};use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};use std::sync::{Arc,Mutex,PoisonError};#[derive(Default)]pub struct
OnceCount(AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn kd(&self,count:u64){self.0.store(count.
wrapping_add(1),Ordering::Relaxed);}}pub struct M([OnceCount;A+1]);impl M{pub fn new()->M{M(std::array::from_fn(|_|OnceCount::default()))}pub fn get(&self,g:&Board)->
Option<u64>{match g.gb(){true=>self.0[g.n].get(),false=>None}}pub fn ph(&self,g:&Board,count:u64){if g.gb(){self.0[g.n].kd(count);}}}pub struct Once<T>{fx:AtomicBool,cv:
Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{fx:AtomicBool::new(false),cv:Mutex::new(None)}}pub fn get(&self)->Option<Arc<T>>{match self.fx.load(
Ordering::Acquire){true=>self.cv.lock().ok()?.clone(),false=>None}}pub fn ju(&self,jh:impl FnOnce()->T)->Arc<T>{let fx=self.get().unwrap_or_else(||Arc::new(jh()));let mut
cv=self.cv.lock().unwrap_or_else(PoisonError::into_inner);self.fx.store(true,Ordering::Release);cv.get_or_insert(fx).clone()}}}mod cb{use crate::ga::Dialect;use std::io::
{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bi:Dialect,pub fq:usize,pub pt:usize,pub qf:bool,pub du:bool}pub struct AR<W:Write>{pub jb:W,pub format:
Format}impl<W:Write>AR<W>{pub fn bt(&mut self,am:&[usize])->io::Result<()>{let am:Vec<String> =am.iter().map(|c|(c+1).to_string()).collect();writeln!(self.jb,"{}",am.join
(" "))}pub fn count(&mut self,ml:usize,count:u64,eu:bool)->io::Result<()>{if self.format.bi==Dialect::BB{write!(self.jb,"Case {}: ",ml)?;}writeln!(self.jb,"{}",count)?;if
eu{self.jb.flush()?;}Ok(())}}pub fn dz(av:&str,bn:&str){eprintln!("nqueens: error: {}: {}",av,bn);}}mod ar{pub struct C(pub u64);impl C{pub fn ic()->C{C(
0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hc(&mut self,op:usize)->usize{(self.next()%op as
u64)as usize}}}mod cz{pub const AE:u64=10;pub const AI:usize=256;pub const AZ:f64=32.0;pub const AT:usize=16;pub const U:f64=4.0;pub const AP:[u8;17]=[50,50,50,50,50,50,
50,50,50,50,50,50,50,46,32,30,30];pub const BM:f64=0.15;pub const AD:f64=0.3;pub const AO:u64=16<<20;pub const AM:f64=0.25;pub const BN:f64=4.0;pub const AF:f64=80.0;pub
const BD:f64=1.5;#[allow(dead_code)]pub const V:f64=2.0;pub const AY:u64=96<<20;pub const AC:usize=8;pub const J:usize=8;pub const P:usize=32;pub const X:u32=4;pub const
AQ:usize=10;pub const BR:usize=64;pub const AH:u64=2;pub const BX:usize=4096;}mod ej{use crate::g::Board;use crate::ga::B;use crate::cb::{self,AR};use std::io::{self,
Write};pub enum Outcome{CH,BV,BF,BA(io::Error)}impl Outcome{pub fn oj(self)->i32{match self{Outcome::CH|Outcome::BF=>0,Outcome::BV=>1,Outcome::BA(e)=>{eprintln!(
"nqueens: error: cannot write standard output: {}",e);1}}}}pub type BZ<'a> =dyn Iterator<Item=Result<Board,B>>+'a;pub struct BH<W:Write>{pub cb:AR<W>,pub hs:usize}impl<W:
Write>BH<W>{pub fn lk(&mut self,dz:&B)->Outcome{let av=format!("line {}, column {}",dz.ai,dz.aj);self.pd(&av,&dz.bn)}pub fn pd(&mut self,av:&str,bn:&str)->Outcome{if let
Err(e)=self.cb.jb.flush(){return cj(e);}cb::dz(av,bn);Outcome::BV}pub fn nu(&mut self)->Outcome{match self.cb.jb.flush(){Ok(())=>Outcome::CH,Err(e)=>cj(e)}}}pub fn cj(dz:
io::Error)->Outcome{if dz.kind()==io::ErrorKind::BrokenPipe{Outcome::BF}else{Outcome::BA(dz)}}}mod count{pub mod jm{use super::hv::Z;use super::filter::{self,Filter};use
super::cf::Plan;use super::{bw,ak,bk};use crate::g::Board;use crate::oc::Once;use crate::cz::{AM,AT,U};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};
use std::sync::Arc;pub enum S{CA{count:u64,by:By},Plan{cf:Plan,bh:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CJ,AU,BQ,Filter,CN}pub struct BI{im:[Once<
Filter>;filter::A+1],jn:[AtomicBool;filter::A+1],fw:[AtomicU32;filter::A+1],fb:[AtomicU32;filter::A+1],df:[AtomicU64;filter::A+1],hg:Z}impl BI{pub fn new(hg:Z)->BI{BI{im:
std::array::from_fn(|_|Once::new()),jn:std::array::from_fn(|_|AtomicBool::new(false)),fw:std::array::from_fn(|_|AtomicU32::new(0)),fb:std::array::from_fn(|_|AtomicU32::
new(0)),df:std::array::from_fn(|_|AtomicU64::new(0)),hg}}pub fn gd(&self,co:&[u32]){for(fw,&count)in self.fw.iter().zip(co){fw.store(count,Ordering::Relaxed);}}pub fn
count(&self,g:&Board)->S{let n=g.n;if g.gb(){return eu(self.hg.fi(n));}if let Some(fb)=self.fb.get(n){fb.fetch_add(1,Ordering::Relaxed);}let gh=lg(n);if let Some(filter)=
self.filter(n){return self.pl(&filter,g,gh);}let mut aa=gh as u64;let bs=match gk(g,&mut aa){Ok((count,by))=>{self.mg(g,gh-aa as f64,0.0);return hf(count,by);}Err(bs)=>bs
};let fo=|bh:f64|self.ka(g,gh,bh);let(cf,bh)=self.hg.cf(g,bs,&fo);if let Some(filter)=self.mg(g,gh,bh){return hf(filter.count(g),By::Filter);}eu((cf,bh))}fn pl(&self,
filter:&Filter,g:&Board,gh:f64)->S{let gc=filter.je(g);let mut aa=(gc*AM).min(gh)as u64;if let Ok((count,by))=gk(g,&mut aa){return hf(count,by);}hf(filter.count(g),By::
Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{self.im.get(n)?.get()}fn mg(&self,g:&Board,jl:f64,dx:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::A||!self.ka(g,
jl,dx){if let Some(df)=self.df.get(n){df.fetch_add((jl+dx)as u64,Ordering::Relaxed);}return None;}if self.jn[n].swap(true,Ordering::Relaxed){return None;}let filter=self.
im[n].ju(||Filter::new(n));(dx>0.0).then_some(filter)}fn ka(&self,g:&Board,jl:f64,dx:f64)->bool{let n=g.n;if n>filter::A{return false;}let df=self.df[n].load(Ordering::
Relaxed)as f64+jl+dx;let fb=self.fb[n].load(Ordering::Relaxed).max(1);let hh=match self.fw[n].load(Ordering::Relaxed){0=>fb,fw=>fw.saturating_sub(fb)};let(fb,hh)=(f64::
from(fb),f64::from(hh));let fj=dx+df/fb*hh;let jh=Filter::kt(n);let mh=if dx>0.0{1.0}else{0.0};let lr=Filter::lb(g)*(1.0+AM);fj>jh&&fj>jh+lr*(hh+mh)}}pub fn hf(count:u64,
by:By)->S{S::CA{count,by}}fn eu((cf,bh):(Plan,f64))->S{S::Plan{cf,bh:Some(bh)}}pub fn lg(n:usize)->f64{use crate::cz::{AI,AZ};U*(AI*n)as f64*AZ}fn gk(g:&Board,af:&mut u64
,)->Result<(u64,By),Option<ak::G>>{let rows=bk(g);let li=(AT*g.n)as u64;if*af<=li*(1+U as u64){let count=bw(&rows,af).ok_or(None)?;return Ok((count,By::CJ));}let mut aa=
li;if let Some(count)=bw(&rows,&mut aa){*af-=li-aa;return Ok((count,By::CJ));}*af-=li;if ak::ka(g){let bb=ak::D::new(g);let count=bb.jp(af).map_err(Some)?;Ok((count,By::
AU))}else{let count=super::bv(&rows,af).ok_or(None)?;Ok((count,By::BQ))}}}mod hv{use super::bl::{gl,BJ,Jobs,H};use super::cq::Meet;use super::cf::Plan;use super::{ak,ib,
bk};use crate::g::Board;use crate::cz::V;#[derive(Default)]pub struct Z;impl Z{pub fn fi(&self,n:usize)->(Plan,f64){(gl(n).into(),0.0)}pub fn cf(&self,g:&Board,bd:Option<
ak::G>,fo:&dyn Fn(f64)->bool,)->(Plan,f64){let bh=ib::du(g);let(cf,fj):(Plan,f64)=if ak::ka(g){let bb=ak::D::new(g);let cf=match bd{Some(bd)=>Jobs::nk(bb,bd),None=>{let
ab=bb.ab();Jobs::new(bb,vec![(ab,1)])}};(cf.into(),bh/V)}else{let rows=vec![bk(g)];(H::cf(BJ::BQ,rows,vec![1]).into(),bh)};match Meet::fe(g).filter(|&cq|cq<fj){Some(cq)if
!fo(cq)=>(Meet::new(g).into(),cq),Some(cq)=>(cf,cq),None=>(cf,bh)}}}}mod ak{use super::ea::{ea,es};use super::ib::el;use super::Row;use super::{dr,fp};use crate::g::{ad,
Board,I,F};use crate::ar::C;use crate::cz::{J,X,AQ,P};pub struct D{pub(super)n:usize,bc:[u64;64],dk:[u64;64],eb:eo::AW}#[derive(Clone,Copy)]pub struct Partial{pub(super)
ae:u64,pub(super)ba:u64,gi:u128,cl:u128,dv:u128}impl Partial{pub fn ae(&self)->usize{self.ae.count_ones()as usize}}pub enum L{CG,BP,BC(F,u64)}pub fn ka(g:&Board)->bool{
let n=g.n;let jf=match n<=eo::A{true=>P,false=>J};g.dm()*jf>n*n}impl D{pub fn new(g:&Board)->D{let n=g.n;let all=ad(n);let mut bc=[0u64;64];let mut dk=[0u64;64];for(r,&al
)in g.h.iter().enumerate(){bc[r]=!al&all;for(c,rows)in dk.iter_mut().enumerate().take(n){*rows|=(bc[r]>>c&1)<<r;}}D{n,bc,dk,eb:eo::AW::new(n)}}pub fn ab(&self)->Partial{
Partial{ae:ad(self.n),ba:ad(self.n),gi:0,cl:0,dv:0}}pub(super)fn en(&self,p:&Partial,ai:F)->u64{let m=self.n-1;match ai{F::Row(r)=>{let gi=(p.gi>>r)as u64;let dv=(p.dv>>(
m-r))as u64;self.bc[r&63]&p.ba&!gi&!dv}F::AB(c)=>{let gi=(p.gi>>c)as u64;let cl=(p.cl>>(m-c))as u64;self.dk[c&63]&p.ae&!gi&!cl}}}pub fn nq(&self,p:&Partial,me:bool)->L{
let am=if me{0}else{p.ba};ce(p.ae,am,|ai|self.en(p,ai))}pub fn av(&self,p:&Partial,(r,c):I)->Partial{Partial{ae:p.ae&!(1u64<<r),ba:p.ba&!(1u64<<c),gi:p.gi|1u128<<(r+c),cl
:p.cl|1u128<<(r+self.n-1-c),dv:p.dv|1u128<<(c+self.n-1-r)}}pub(super)fn dy(&self,p:&Partial)->Vec<Row>{fp(p.ae,|r|!self.en(p,F::Row(r)))}pub fn fe(&self,ct:usize,ly:f64)
->f64{if self.n<=eo::A{return self.km(ct);}let cg=|_:&mut C|(Some(self.ab()),1.0);ea(ct,&mut C::ic(),cg,|is,ar|{let p=is.as_ref()?;match self.nq(p,false){L::BC(_,x)if ls(
x,p.ae)=>{let kz=el(1,&self.dy(p),ar);Some((1,None,kz))}L::BC(ai,x)=>{let at=es(x,ar).trailing_zeros()as usize;Some((x.count_ones(),Some(self.av(p,ai.dd(at))),ly,))}L::CG
|L::BP=>None}})}pub fn count(&self,p:Partial)->u64{if self.n<=eo::A{return self.kk(&p);}self.il(p)}pub fn jp(&self,af:&mut u64)->Result<u64,G>{if self.n<=eo::A{return
self.go(af);}self.ft(af)}}pub struct G{pub bz:u64,pub aa:Vec<Partial>}mod eo{use super::{Partial,D,G};use crate::g::I;use crate::count::{dr,fl};use crate::cz::AE;pub
const A:usize=16;const O:usize=2*A;static CE:[[u16;O];A*A]=ck();const fn ck()->[[u16;O];A*A]{let mut db=[[0u16;O];A*A];let mut r=0;while r<A{let mut c=0;while c<A{let mut
ai=0;while ai<A{db[r*A+c][ai]=gq(r,c,ai);db[r*A+c][A+ai]=gq(c,r,ai);ai+=1;}c+=1;}r+=1;}db}const fn gq(r:usize,c:usize,ai:usize)->u16{if ai==r{return!(1<<c);}let jg=ai.
abs_diff(r);let mut o=1u16<<c;if c+jg<A{o|=1<<(c+jg);}if c>=jg{o|=1<<(c-jg);}o}#[derive(Clone,Copy)]pub struct AL{o:[u16;O],cp:[u16;O]}pub struct AW{iv:[i16;O],au:[u8;O]}
impl AW{pub fn new(n:usize)->AW{let mut eo:Vec<usize> =(0..O).collect();let kl=|au:usize|(2*(au%A)).abs_diff(n.saturating_sub(1));eo.sort_by_key(|&au|(kl(au),au%A,au/A));
let mut eb=AW{iv:[0;O],au:[0;O]};for(iv,&au)in eo.iter().enumerate(){eb.iv[au]=iv as i16;eb.au[iv]=au as u8;}eb}}const CI:i16=1<<14;impl AL{pub fn of(bb:&D,p:&Partial)->
AL{let mut dw=AL{o:[u16::MAX;O],cp:[u16::MAX;O]};for r in dr(p.ae){dw.o[r]=bb.en(p,crate::g::F::Row(r))as u16;dw.cp[r]=0;}for c in dr(p.ba){dw.o[A+c]=bb.en(p,crate::g::F
::AB(c))as u16;dw.cp[A+c]=0;}dw}#[inline(always)]fn ce(&self,eb:&AW)->(usize,u16){let mut la=i16::MAX;for au in 0..O{let cp=(self.cp[au]&CI as u16)as i16;let mw=((self.o[
au].count_ones()as i16)<<6|eb.iv[au])+cp;la=la.min(mw);}let au=usize::from(eb.au[(la&31)as usize])&(O-1);(au,self.o[au])}#[inline(always)]fn av(&self,au:usize,at:usize)->
Option<AL>{let(r,c)=gg(au,at);let ck=&CE[(r*A+c)&(A*A-1)];let mut next=*self;let mut hx=0u16;for((o,hl),cp)in next.o.iter_mut().zip(ck).zip(&self.cp){*o=*o&!hl|cp;hx|=u16
::from(*o==0);}next.cp[r&(A-1)]=u16::MAX;next.cp[A+(c&(A-1))]=u16::MAX;(hx==0).then_some(next)}}fn gg(au:usize,at:usize)->I{match au<A{true=>(au,at),false=>(at,au-A)}}pub
fn count<const BOUNDED:bool>(bb:&D,dw:&AL,aa:u32,af:&mut u64,bs:&mut Vec<Partial>,)->u64{if BOUNDED&&!fl(af,AE){bs.push(bb.ab());return 0;}let(au,mut o)=dw.ce(&bb.eb);if
aa==1{return u64::from(o.count_ones());}let mut an=0;while o!=0{let at=o.trailing_zeros()as usize;o&=o-1;let next=match dw.av(au,at){Some(next)=>next,None=>continue};if
aa==2{an+=1;continue;}an+=count::<BOUNDED>(bb,&next,aa-1,af,bs);if BOUNDED&&*af==0{let dd=gg(au,at);for p in bs.iter_mut(){*p=bb.av(p,dd);}let ab=bb.ab();bs.extend(dr(u64
::from(o)).map(|at|bb.av(&ab,gg(au,at))));return an;}}an}impl D{pub(super)fn go(&self,af:&mut u64)->Result<u64,G>{let ab=self.ab();let mut aa=Vec::new();let dw=AL::of(
self,&ab);let bz=count::<true>(self,&dw,self.n as u32,af,&mut aa);match*af{0=>Err(G{bz,aa}),_=>Ok(bz)}}pub(super)fn kk(&self,p:&Partial)->u64{match p.ae(){0=>1,aa=>count
::<false>(self,&AL::of(self,p),aa as u32,&mut 0,&mut Vec::new(),)}}pub(super)fn km(&self,ct:usize)->f64{use crate::count::ea::ea;use crate::ar::C;let ab=AL::of(self,&self
.ab());let cg=|_:&mut C|((ab,self.n as u32),1.0);ea(ct,&mut C::ic(),cg,|&(dw,aa),ar|{if aa<=2{return None;}let(au,o)=dw.ce(&self.eb);let ev:Vec<AL> =dr(u64::from(o)).
filter_map(|at|dw.av(au,at)).collect();let ku=*ev.get(ar.hc(ev.len().max(1)))?;Some((ev.len()as u32,(ku,aa-1),AE as f64))},)+AE as f64}}}pub(super)fn nh(o:u64)->bool{o&(o
-1)==0}fn js(cx:u64,ca:u64,x:impl Fn(F)->u64,)->Option<L>{let ai=if cx!=0{F::Row(cx.trailing_zeros()as usize)}else if ca!=0{F::AB(ca.trailing_zeros()as usize)}else{return
None;};Some(L::BC(ai,x(ai)))}fn dg(o:u64)->u32{let om=o&(o-1);let lh=om&om.wrapping_sub(1);let pe=lh&lh.wrapping_sub(1);1+u32::from(om!=0)+u32::from(lh!=0)+u32::from(pe!=
0)}#[inline(always)]pub(super)fn hy(ae:u64,ba:u64,x:impl Fn(F)->u64,ou:bool,)->L{let ji=||{dr(ae).map(F::Row).chain(dr(ba).map(F::AB))};let mut ef=(u32::MAX,F::Row(0),0);
for ai in ji(){let o=x(ai);let ii=dg(o);if ii<ef.0{ef=(ii,ai,o);if ii==2{break;}}}if ef.0>=X&&ou{ef.0=u32::MAX;for ai in ji(){let o=x(ai);if o.count_ones()<ef.0{ef=(o.
count_ones(),ai,o);}}}L::BC(ef.1,ef.2)}pub(super)fn ce(ae:u64,ba:u64,x:impl Fn(F)->u64,)->L{if ae==0{return L::BP;}let(mut cx,mut ca)=(0u64,0u64);for(ji,nv,ai)in[(ae,&mut
cx,F::Row as fn(usize)->F),(ba,&mut ca,F::AB)]{for at in dr(ji){let o=x(ai(at));if o==0{return L::CG;}*nv|=u64::from(nh(o))<<at;}}match js(cx,ca,&x){Some(hv)=>hv,None=>hy
(ae,ba,x,true)}}pub(super)fn ls(x:u64,ae:u64)->bool{dg(x)>=X&&ae.count_ones()as usize<=AQ}}mod nn{use super::ak::{Partial,D,G};use super::{dl,bv};impl D{pub(super)fn il(&
self,p:Partial)->u64{dl(&self.dy(&p),0,0,0,0)}pub(super)fn ft(&self,af:&mut u64)->Result<u64,G>{let ab=self.ab();bv(&self.dy(&ab),af).ok_or(G{bz:0,aa:vec![ab]})}}}mod nt{
use super::Row;use crate::cz::{BR,AH};struct Y{x:u64,y:u64,u:u64,j:u64,ag:u64,len:usize,io:[u64;64],ik:[u64;64],ir:[u64;64],hp:[u64;64],hn:[u64;64]}type Root=(u64,u64,u64
,u64,u64);struct AV{cs:u64,gu:[u64;64],cd:u64}pub fn cr(al:u64)->u64{60-4*al}#[inline(always)]fn fv(cw:u64,pz:u64,no:u64)->u64{pz&cw|no&!cw}impl Y{fn new()->Y{Y{x:0,y:0,u
:0,j:0,ag:0,len:usize::MAX,io:[0;64],ik:[0;64],ir:[0;64],hp:[0;64],hn:[0;64]}}fn ab(&mut self,cg:Root){(self.x,self.y,self.u,self.j,self.ag,)=cg;self.len=0;}fn ho(&self)
->bool{self.len==usize::MAX}#[inline(always)]fn mu<const R:bool>(&mut self,h:&[u64;128],ek:&[u64;64],aw:u64,)->u64{self.gy::<R,false>(h,ek,aw,None)}#[inline(always)]fn gy
<const R:bool,const CS:bool>(&mut self,h:&[u64;128],ek:&[u64;64],aw:u64,bj:Option<&mut AV>,)->u64{let(x,y,ag)=(self.x,self.y,self.ag);let(aa,ax)=(self.u,self.j);let bf=x&
x.wrapping_neg();let iw=x^bf;let eg=if R{1}else{ek[(ag&63)as usize]};let(eh,ei,dn)=super::av(eg as u32,bf,y,aa,ax);let br=!(eh|ei|dn|h[((ag+1)&127)as usize]);let bm=((br|
br.wrapping_neg())as i64>>63)as u64;let po=usize::from(iw!=0);let gw=self.len&63;self.io[gw]=iw;self.ik[gw]=y;self.ir[gw]=aa;self.hp[gw]=ax;self.hn[gw]=ag;let ay=(self.
len+po).wrapping_sub(1);let t=ay&63;if let(true,Some(bj))=(CS,bj){let cs=bj.cs;bj.cd=cs|u64::from(bf.trailing_zeros())<<cr(ag&15);bj.gu[gw]=cs;bj.cs=fv(bm,bj.cd,bj.gu[t])
;}self.x=fv(bm,br,self.io[t]);self.y=fv(bm,eh,self.ik[t]);self.u=fv(bm,ei,self.ir[t]);self.j=fv(bm,dn,self.hp[t]);self.ag=fv(bm,ag+1,self.hn[t]);self.len=ay.wrapping_add(
(bm&1)as usize);u64::from(ag==aw)}}fn gx(ch:usize,ag:usize,aw:u64)->bool{BR>ch&&ag as u64+AH<aw}pub fn dl(rows:&[Row],ah:usize,y:u64,u:u64,j:u64)->u64{let count=lj::<
false>(rows,ah,(y,u,j),&mut 0);count.expect("an unbounded walk ends")}pub fn bv(rows:&[Row],af:&mut u64)->Option<u64>{lj::<true>(rows,0,(0,0,0),af)}pub fn ja(rows:&[Row],
ez:&mut Vec<u64>){let mut h=[u64::MAX;128];for(i,al)in rows.iter().enumerate(){h[i]=al.h;}let aw=rows.len()as u64-1;let mut ch:Vec<(Root,u64)> =vec![((!h[0],0,0,0,0),0)];
let mut ag=0;while gx(ch.len(),ag,aw){let mut next=Vec::new();for&((mut x,y,aa,ax,_),cs)in&ch{while x!=0{let bf=x&x.wrapping_neg();x^=bf;let(y,aa,ax)=super::av(rows[ag].
eg,bf,y,aa,ax);let br=!(y|aa|ax|h[ag+1]);let aj=u64::from(bf.trailing_zeros());let cg=(br,y,aa,ax,ag as u64+1);next.push((cg,cs|aj<<cr(ag as u64)));}}ch=next;ag+=1;}let
mut dp=ch.into_iter().filter(|((x,..),_)|*x!=0);#[inline(never)]fn ab(dp:&mut impl Iterator<Item=(Root,u64)>,kh:&mut Y,bj:&mut AV,)->bool{match dp.next(){Some((cg,cs))=>{
kh.ab(cg);bj.cs=cs;true}None=>false}}let new_listing=||AV{cs:0,gu:[0;64],cd:0};let(mut a,mut b)=(Y::new(),Y::new());let(mut ed,mut fc)=(new_listing(),new_listing());if!ab
(&mut dp,&mut a,&mut ed){return;}if ab(&mut dp,&mut b,&mut fc){loop{gr(&mut a,&mut ed,&h,aw,ez);gr(&mut b,&mut fc,&h,aw,ez);if a.ho()&&!ab(&mut dp,&mut a,&mut ed){std::
mem::swap(&mut a,&mut b);std::mem::swap(&mut ed,&mut fc);break;}if b.ho()&&!ab(&mut dp,&mut b,&mut fc){break;}}}while!a.ho(){gr(&mut a,&mut ed,&h,aw,ez);}}#[inline(always
)]fn gr(kh:&mut Y,bj:&mut AV,h:&[u64;128],aw:u64,ez:&mut Vec<u64>,){const CR:[u64;64]=[1;64];let lm=kh.gy::<true,true>(h,&CR,aw,Some(bj));if lm==1{ez.push(bj.cd);}}fn lj<
const BOUNDED:bool>(rows:&[Row],ah:usize,(y,u,j):(u64,u64,u64),af:&mut u64,)->Option<u64>{if ah>=rows.len(){return Some(1);}let x=!(y|u|j|rows[ah].h);let aw=rows.len()as
u64-1;if ah as u64==aw{return Some(u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut ek=[0u64;64];for(i,al)in rows.iter().enumerate(){h[i]=al.h;ek[i]=u64::from
(al.eg);}let mut ch:Vec<Root> =Vec::new();if x!=0{ch.push((x,y,u,j,ah as u64));}let mut ag=ah;while gx(ch.len(),ag,aw){let mut next=Vec::new();for&(mut f,c,l,r,_)in&ch{
while f!=0{let bf=f&f.wrapping_neg();f^=bf;let(nc,nl,nr)=super::av(rows[ag].eg,bf,c,l,r);let nf=!(nc|nl|nr|h[ag+1]);if nf!=0{next.push((nf,nc,nl,nr,ag as u64+1));}}}ch=
next;ag+=1;}if ek[..rows.len()].iter().all(|&eg|eg==1){kg::<true,BOUNDED>(ch,&h,&ek,aw,af)}else{kg::<false,BOUNDED>(ch,&h,&ek,aw,af)}}fn kg<const R:bool,const BOUNDED:
bool>(ch:Vec<Root>,h:&[u64;128],ek:&[u64;64],aw:u64,af:&mut u64,)->Option<u64>{let mut fl=|bh:u64|!BOUNDED||super::fl(af,bh);let mut dp=ch.into_iter();let mut a=Y::new();
let mut b=Y::new();let mut an=0u64;match dp.next(){Some(cg)=>a.ab(cg),None=>return Some(0)}if let Some(cg)=dp.next(){b.ab(cg);}if!b.ho(){loop{if!fl(2){return None;}an+=a.
mu::<R>(h,ek,aw);an+=b.mu::<R>(h,ek,aw);if a.ho(){match dp.next(){Some(cg)=>a.ab(cg),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.ho(){match dp.next(){Some(cg)=>b.
ab(cg),None=>break}}}}while!a.ho(){if!fl(1){return None;}an+=a.mu::<R>(h,ek,aw);}Some(an)}}pub mod filter{use super::nt::{ja,cr};use super::{bk,v};use crate::g::{ad,dj,
Board};use crate::cz::{AP,AO,BM,AD};pub const A:usize=16;const AG:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct Q{n:usize,ao:
usize,fh:Vec<u32>,o:Vec<u64>,et:usize}fn ip(n:usize,di:&[AJ])->usize{let pm=|rows:usize|{let fu=|s:&AJ|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+di.windows(2).filter
(|w|fu(&w[0])!=fu(&w[1])).count()};(1..n).take_while(|&rows|pm(rows)*8*64<=di.len()).count()}type AJ=u64;fn dh(bt:AJ,al:usize)->usize{(bt>>cr(al as u64)&15)as usize}impl
Q{fn new(n:usize,di:&[AJ],ao:Option<usize>)->Q{let ao=ao.unwrap_or_else(||ip(n,di)).min(n);let hc=n-ao;let kb=n.pow(ao as u32);let mut fh=vec![0u32;kb+1];let et=(di.len()
+63)/64;let mut o=vec![0u64;et*hc*n];for(i,&bt)in di.iter().enumerate(){let fu=(0..ao).fold(0,|p,r|p*n+dh(bt,r));fh[fu+1]+=1;for r in ao..n{let dd=(r-ao)*n+dh(bt,r);o[dd*
et+i/64]|=1<<(i%64);}}for p in 0..kb{fh[p+1]+=fh[p];}Q{n,ao,fh,o,et}}fn count(&self,h:&[u64])->u64{let(n,ay)=(self.n,self.ao);let mut cm=[0usize;A*A];let mut len=0;for(r,
&al)in h.iter().enumerate().skip(ay){let mut o=al;while o!=0{cm[len]=((r-ay)*n+o.trailing_zeros()as usize)*self.et;len+=1;o&=o-1;}}let mut bc=[0u64;A];for(bc,&al)in bc.
iter_mut().zip(&h[..ay]){*bc=!al&ad(n);}if ay==0{return match self.fh[1]{0=>0,hi=>self.iy(0,hi as usize,&cm[..len])};}self.hw(&bc[..ay],0,&cm[..len])}fn hw(&self,bc:&[u64
],fu:usize,cm:&[usize])->u64{let ae=bc.len();let dc=self.n.pow(ae as u32-1);let mut an=0;let mut am=bc[0];while am!=0{let p=fu*self.n+am.trailing_zeros()as usize;am&=am-1
;let(lo,hi)=(self.fh[p*dc]as usize,self.fh[(p+1)*dc]as usize,);if lo==hi{continue;}an+=if ae==1{self.iy(lo,hi,cm)}else{self.hw(&bc[1..],p,cm)};}an}fn iy(&self,lo:usize,hi
:usize,cm:&[usize])->u64{let mut an=0;for w in lo/64..=(hi-1)/64{let mut hq=u64::MAX;if w==lo/64{hq&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hq&=u64::MAX>>(63-(hi-1)%64);}let
mut nb=cm.chunks_exact(4);for pk in&mut nb{let o=|k:usize|self.o[pk[k]+w];hq&=!(o(0)|o(1)|o(2)|o(3));if hq==0{break;}}if hq!=0{for&at in nb.remainder(){hq&=!self.o[at+w];
}}an+=u64::from(hq.count_ones());}an}}pub struct Filter{ci:Q,cn:Q,gc:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::fx(n,None,None)}fn fx(n:usize,ao:Option<
usize>,jv:Option<bool>)->Filter{let mut ci=Vec::new();let mut cn=Vec::new();for fd in v::ds(n){let bd=cn.len();let ez=if fd.cc==8{&mut ci}else{&mut cn};ja(&bk(&fd.g),ez);
let cd=cn.len()-bd;for i in bd..bd+cd{for v in 1..8{cn.push(da(n,cn[i],v));}}}if jv.unwrap_or(ci.len()/64<n*n){for bt in ci.drain(..){cn.extend((0..8).map(|v|da(n,bt,v)))
;}}ci.sort_unstable();cn.sort_unstable();cn.dedup();Filter{ci:Q::new(n,&ci,ao),cn:Q::new(n,&cn,ao),gc:(0..=n*n).map(|h|my(n,h)).collect()}}pub fn jx(n:usize)->u64{let ci=
AG[n]/8+1;ci*(n*n)as u64/8+ci*8}pub fn kt(n:usize)->f64{AG[n]as f64*f64::from(AP[n])}pub fn lb(g:&Board)->f64{my(g.n,g.dm())}pub fn je(&self,g:&Board)->f64{self.gc[g.dm()
]}pub fn count(&self,g:&Board)->u64{let mut an=self.cn.count(&g.h);if self.ci.et>0{for v in 0..8{an+=self.ci.count(&g.ec(v).h);}}an}}fn my(n:usize,h:usize)->f64{let lf=h
as f64/(n*n)as f64;let et=AG[n]as f64/64.0;let id=((et/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let id=id.min(n as i32);let mut gf=1.0;let mut aa=1.0;for _ in
0..id{gf+=aa*lf*n as f64;aa*=1.0-lf;}let hc=lf*(n*(n-id as usize))as f64;let pi=1.0-1.0/n as f64;let mut jy=1.0;for _ in 0..hc as usize{let mut hk=1.0-jy;for _ in 0..6{hk
*=hk;}gf+=aa*(1.0-hk);jy*=pi;}et*gf*nm(n)}fn nm(n:usize)->f64{match Filter::jx(n)>AO{true=>AD,false=>BM}}fn da(n:usize,bt:AJ,v:usize)->AJ{(0..n).fold(0,|da,r|{let(al,aj)=
dj(n,v,(r,dh(bt,r)));da|(aj as u64)<<cr(al as u64)})}}mod bl{use super::{dl,fy,ak,cq,v,Row};use crate::cz::AC;pub trait Tree{type Start:Copy;fn count(&self,ab:Self::Start
)->u64;}pub struct Jobs<T:Tree>{pub(super)gz:Box<T>,pub bl:Vec<(T::Start,u64)>,pub(super)bz:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BJ{CP,BQ}pub struct H{pub core:
BJ,pub em:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct AA{pub(super)kd:usize,pub(super)ah:usize,pub(super)y:u64,pub(super)u:u64,pub(super)j:u64}impl H{pub fn cf(core:BJ,
em:Vec<Vec<Row>>,ix:Vec<u64>)->Jobs<H>{let bl=(ix.into_iter().enumerate()).map(|(kd,cc)|(AA::ol(kd),cc)).collect();Jobs::new(H{core,em},bl)}}impl AA{pub(super)fn ol(kd:
usize)->AA{AA{kd,ah:0,y:0,u:0,j:0}}}impl Tree for H{type Start=AA;fn count(&self,at:AA)->u64{let rows=&self.em[at.kd];if self.core==BJ::BQ&&rows.len()-at.ah>AC{dl(rows,at
.ah,at.y,at.u,at.j)}else{fy(rows,at.ah,at.y,at.u,at.j)}}}impl Tree for ak::D{type Start=ak::Partial;fn count(&self,nj:ak::Partial)->u64{ak::D::count(self,nj)}}impl Tree
for cq::Meet{type Start=u32;fn count(&self,kp:u32)->u64{self.lp(kp)}}impl<T:Tree>Jobs<T>{pub fn new(gz:T,bl:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{gz:Box::new(gz),bl,bz:0}}
pub(super)fn mm(&self,i:usize)->u64{let(ab,cc)=self.bl[i];cc*self.gz.count(ab)}pub fn ee(&self)->u64{self.bz+(0..self.bl.len()).map(|i|self.mm(i)).sum::<u64>()}}impl Jobs
<ak::D>{pub fn nk(bb:ak::D,bd:ak::G)->Jobs<ak::D>{Jobs{gz:Box::new(bb),bl:bd.aa.into_iter().map(|ab|(ab,1)).collect(),bz:bd.bz}}}pub fn gl(n:usize)->Jobs<H>{let(ms,ix)=v
::ij(n);H::cf(BJ::BQ,ms,ix)}}mod ea{use crate::ar::C;pub fn ea<N>(ct:usize,ar:&mut C,mut cg:impl FnMut(&mut C)->(N,f64),mut bm:impl FnMut(&N,&mut C)->Option<(u32,N,f64)>,
)->f64{let mut an=0.0;for _ in 0..ct{let(mut is,mut mz)=cg(ar);while let Some((ev,ku,pc))=bm(&is,ar){mz*=f64::from(ev);an+=mz*pc;is=ku;}}an/ct as f64}pub fn es(x:u64,ar:&
mut C)->u64{let mut lc=x;for _ in 0..ar.hc(x.count_ones()as usize){lc&=lc-1;}lc&lc.wrapping_neg()}}pub mod cq{use super::ib::bu;use super::{dr,av,bk,Row};use crate::g::{
ad,Board};use crate::ar::C;use crate::cz::{BD,AF,BN,AY,AI};pub const A:usize=16;const BX:u32=64;struct BK{bd:Vec<u32>,bq:Vec<u32>}pub struct Meet{n:usize,ay:BK,aq:BK}impl
Meet{pub fn new(g:&Board)->Meet{let n=g.n;let rows=bk(g);let mut db=vec![0;n*n];for(dd,bq)in db.iter_mut().enumerate(){*bq=jq(n,dd/n,dd%n);}let nw=|from:usize,to:usize|BK
::new(&rows,&db,from,to);Meet{n,ay:nw(0,n/2),aq:nw(n/2,n)}}pub fn kf(&self)->Vec<(u32,u64)>{(0..BX.min(1<<self.n)).map(|kp|(kp,1)).collect()}pub fn fe(g:&Board)->Option<
f64>{if g.n>A{return None;}let(ay,aq)=nx(g);if jx(g.n,ay,aq)>AY as f64{return None;}Some(bh(g.n,ay,aq))}}fn jx(n:usize,ay:f64,aq:f64)->f64{let cm=2.0*(f64::from(1u32<<n)+
1.0);(ay+aq+cm)*std::mem::size_of::<u32>()as f64}fn bh(n:usize,ay:f64,aq:f64)->f64{let em=kj(n);let fs=ay/64.0+ay.min(em);let nz=aq*(ay/em/64.0+1.0);BN*(ay+aq)+AF*fs+BD*
nz}impl BK{fn new(rows:&[Row],db:&[u64],from:usize,to:usize)->BK{let n=rows.len();let mut bd=vec![0u32;(1<<n)+1];dt(rows,db,to,from,(0,0,0),0,&mut|y,_|{bd[y as usize+1]+=
1;});for c in 0..1<<n{bd[c+1]+=bd[c];}let mut bq=vec![0;bd[1<<n]as usize];let mut next=bd.clone();dt(rows,db,to,from,(0,0,0),0,&mut|y,ha|{bq[next[y as usize]as usize]=ha
as u32;next[y as usize]+=1;});BK{bd,bq}}fn on(&self,y:usize)->&[u32]{&self.bq[self.bd[y]as usize..self.bd[y+1]as usize]}}impl Meet{pub fn lp(&self,kp:u32)->u64{let em=
1usize<<self.n;let bl=BX.min(em as u32)as usize;let ow=kp as usize*em/bl..(kp as usize+1)*em/bl;let pf=ad(self.n)as usize;let mut an=0;let mut fs:Vec<BT> =Vec::new();for
y in ow{let(ay,aq)=(self.ay.on(y),self.aq.on(pf^y));if ay.is_empty()||aq.is_empty(){continue;}fs.clear();fs.extend(ay.chunks(64).map(mk));for&ha in aq{let oq=|hd:&BT|{let
on=|he:usize|hd[he][(ha>>(5*he))as usize&31];(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};an+=fs.iter().map(|hd|u64::from(oq(hd).count_zeros())).sum::<u64>();}an-=aq.len()
as u64*(fs.len()*64-ay.len())as u64;}an}}type BT=[[u64;32];6];fn mk(er:&[u32])->BT{let mut on=[0u64;32];for(gw,&ha)in er.iter().enumerate(){for ew in dr(ha.into()){on[ew&
31]|=1<<gw;}}let mut hd=[[0;32];6];for(he,kr)in hd.iter_mut().enumerate(){for ie in 1..32usize{let lw=ie&(ie-1);let ew=5*he+(ie^lw).trailing_zeros()as usize;kr[ie]=kr[lw]
|on[ew&31];}}hd}fn dt(rows:&[Row],db:&[u64],lq:usize,al:usize,(y,aa,ax):(u64,u64,u64),bq:u64,mo:&mut impl FnMut(u64,u64),){if al==lq{return mo(y,bq);}let mut x=!(y|aa|ax|
rows[al].h);while x!=0{let bf=x&x.wrapping_neg();x^=bf;let ha=bq|db[al*rows.len()+bf.trailing_zeros()as usize];if al+1==lq{mo(y|bf,ha);}else{let ck=av(rows[al].eg,bf,y,aa
,ax);dt(rows,db,lq,al+1,ck,ha,mo);}}}fn jq(n:usize,al:usize,aj:usize)->u64{let ay=n/2;let bf=|ew:usize|match ew.checked_sub(ay){Some(at)if at<n-1=>1<<at,_=>0};bf(al+aj)|
bf(al+n-1-aj)<<(n-1)}fn nx(g:&Board)->(f64,f64){let rows=bk(g);let ay=g.n/2;(er(&rows[..ay]),er(&rows[ay..]))}fn er(rows:&[Row])->f64{let aw=|ah:usize|f64::from(u8::from(
ah+1==rows.len()));bu(AI,rows,&mut C::ic(),aw)}fn kj(n:usize)->f64{(0..n/2).fold(1.0,|em,i|em*(n-i)as f64/(i+1)as f64)}}mod ib{use super::ea::{ea,es};use super::{av,bk,
Row};use crate::g::Board;use crate::ar::C;use crate::cz::AI;pub fn ih(g:&Board)->Board{gn(g).0}pub fn gn(g:&Board)->(Board,f64){let ky=fg(g);let mut ih=(ky,0);for v in 1
..8{let du=fg(&g.ec(v));if du<ih.0{ih=(du,v);}}if ih.0*1.5<ky{(g.ec(ih.1),ih.0)}else{(g.clone(),ky)}}fn fg(g:&Board)->f64{let gz=du(g);if g.gm(){gz/2.0}else{gz}}pub fn du
(g:&Board)->f64{el(AI,&bk(g),&mut C::ic())}pub fn el(ct:usize,rows:&[Row],ar:&mut C)->f64{bu(ct,rows,ar,|_|1.0)}pub fn bu(ct:usize,rows:&[Row],ar:&mut C,cc:impl Fn(usize)
->f64,)->f64{ea(ct,ar,|_|((0,0u64,0u64,0u64),1.0),|&is,ar|{let(ah,y,aa,ax)=is;let al=*rows.get(ah)?;let x=!(y|aa|ax|al.h);if x==0{return None;}let(y,aa,ax)=av(al.eg,es(x,
ar),y,aa,ax);Some((x.count_ones(),(ah+1,y,aa,ax),cc(ah),))},)}}mod cf{use super::bl::{Jobs,H};use super::{ak,cq};pub enum Plan{CL(Jobs<H>),AU(Jobs<ak::D>),Meet(Jobs<cq::
Meet>)}impl Plan{pub fn ee(&self)->u64{match self{Plan::CL(bl)=>bl.ee(),Plan::AU(bl)=>bl.ee(),Plan::Meet(bl)=>bl.ee()}}}impl From<Jobs<H>>for Plan{fn from(bl:Jobs<H>)->
Plan{Plan::CL(bl)}}impl From<Jobs<ak::D>>for Plan{fn from(bl:Jobs<ak::D>)->Plan{Plan::AU(bl)}}impl From<cq::Meet>for Plan{fn from(cq:cq::Meet)->Plan{let kf=cq.kf();Plan::
Meet(Jobs::new(cq,kf))}}}mod mc{use super::{av,fl,Row};pub fn fy(rows:&[Row],ah:usize,y:u64,u:u64,j:u64)->u64{let count=pb::<false>(rows,ah,(y,u,j),&mut 0);count.expect(
"an unbounded count ends")}pub fn bw(rows:&[Row],af:&mut u64)->Option<u64>{pb::<true>(rows,0,(0,0,0),af)}fn pb<const BOUNDED:bool>(rows:&[Row],ah:usize,(y,u,j):(u64,u64,
u64),af:&mut u64,)->Option<u64>{if ah>=rows.len(){return Some(1);}let aw=rows.len()-1;let mut nd=[(0u64,0u64,0u64,0u64);64];let(mut y,mut u,mut j)=(y,u,j);let mut x=!(y|u
|j|rows[ah].h);if ah==aw{return Some(u64::from(x.count_ones()));}let mut ag=ah;let mut an=0u64;loop{if x==0{if ag==ah{return Some(an);}ag-=1;let jk=nd[ag];x=jk.0;y=jk.1;u
=jk.2;j=jk.3;continue;}if BOUNDED&&!fl(af,2){return None;}let bf=x&x.wrapping_neg();x^=bf;let(eh,ei,dn)=av(rows[ag].eg,bf,y,u,j);let br=!(eh|ei|dn|rows[ag+1].h);if ag+1==
aw{an+=u64::from(br.count_ones());}else if br!=0{nd[ag]=(x,y,u,j);ag+=1;x=br;y=eh;u=ei;j=dn;}}}}mod rows{use crate::g::{ad,Board,I};#[derive(Clone,Copy)]pub struct Row{
pub h:u64,pub eg:u32}pub fn bk(g:&Board)->Vec<Row>{let iu=!ad(g.n);g.h.iter().map(|&h|Row{h:h|iu,eg:1}).collect()}pub fn rows_around(g:&Board,ap:&[I])->Vec<Row>{let iu=!
ad(g.n);let oy=ap.iter().fold(0,|rows,&(r,_)|rows|1<<r);fp(ad(g.n)&!oy,|r|{let hl=ap.iter().fold(0,|cw,&gg|cw|dq(gg,r));g.h[r]|iu|hl})}pub fn fp(rows:u64,h:impl Fn(usize)
->u64)->Vec<Row>{let mut jt:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut kc=0;let mut aa=rows;while aa!=0{let r=aa.trailing_zeros()as usize;aa&=aa-1;if
let Some(aw)=jt.last_mut(){aw.eg=(r-kc)as u32;}jt.push(Row{h:h(r),eg:1});kc=r;}jt}pub fn dq((mb,aj):I,r:usize)->u64{let de=r.abs_diff(mb);let bf=|c:usize|1u64.checked_shl
(c as u32).unwrap_or(0);bf(aj)|bf(aj+de)|aj.checked_sub(de).map_or(0,bf)}#[inline(always)]pub fn fl(af:&mut u64,bh:u64)->bool{if*af<=bh{*af=0;return false;}*af-=bh;true}#
[inline(always)]pub fn av(eg:u32,bf:u64,y:u64,u:u64,j:u64)->(u64,u64,u64){(y|bf,(u|bf)<<eg,(j|bf)>>eg,)}pub fn dr(mut cw:u64)->impl Iterator<Item=usize>{std::iter::
from_fn(move||{(cw!=0).then(||{let at=cw.trailing_zeros()as usize;cw&=cw-1;at})})}}mod v{mod gv{use crate::g::{ck,cy,dj,I};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord
)]pub struct BL{ay:usize,aq:usize,aa:usize,ax:usize}impl BL{pub fn ap(&self,n:usize)->[I;4]{[(0,self.ay),(n-1,self.aq),(self.aa,0),(self.ax,n-1)]}fn lz(n:usize,ap:&[I;4])
->BL{let m=n-1;let on=|ai:&dyn Fn(I)->bool,kw:&dyn Fn(I)->usize|{ap.iter().copied().find(|&q|ai(q)).map_or(usize::MAX,kw)};BL{ay:on(&|(r,_)|r==0,&|(_,c)|c),aq:on(&|(r,_)|
r==m,&|(_,c)|c),aa:on(&|(_,c)|c==0,&|(r,_)|r),ax:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hm(&self,n:usize)->[usize;8]{let m=n-1;let mv=|de:usize|m-de;[self.ay,mv(self.ay),self.aq,
mv(self.aq),self.aa,mv(self.aa),self.ax,mv(self.ax)]}pub fn gp(&self,n:usize)->bool{let iz=self.hm(n);let kq=iz.iter().copied().min().unwrap_or(0);kq>0&&iz.iter().filter(
|&&d|d==kq).count()>1}}pub fn ll(n:usize)->Vec<(BL,u64)>{let mut cd=Vec::new();for ay in 0..n{for aq in 0..n{for aa in 0..n{for ax in 0..n{let gv=BL{ay,aq,aa,ax};let ap=
gv.ap(n);if ap.iter().any(|&a|ap.iter().any(|&b|ck(a,b))){continue;}let da=|v|{let jj=ap.map(|q|dj(n,v,q));BL::lz(n,&jj)};if let Some(ey)=cy(0..8,gv,da){cd.push((gv,ey));
}}}}}cd}}use super::rows_around;use super::{dq,Row};use crate::g::{ad,Board,I};pub fn ij(n:usize)->(Vec<Vec<Row>>,Vec<u64>){ds(n).into_iter().map(|fd|(kv(&fd),fd.cc)).
unzip()}fn kv(fd:&Class)->Vec<Row>{rows_around(&fd.g,&fd.ap)}pub struct Class{pub g:Board,pub ap:Vec<I>,pub cc:u64}pub fn ds(n:usize)->Vec<Class>{if n<5{return vec![Class
{g:Board::fi(n),ap:Vec::new(),cc:1}];}let m=n-1;let all=ad(n);let mp=|aj:usize|all&!(1u64<<aj);let mut ds=Vec::new();for k in 2..m{let mut g=Board::fi(n);g.h[0]=mp(0);g.h
[1]=mp(k);for al in&mut g.h[2..=k]{*al|=1<<1;}ds.push(Class{g,ap:Vec::new(),cc:8});}let ox=1u64|1u64<<m;let mut a=1;while a<m-a{let mut g=Board::fi(n);g.h[0]=mp(a);for(r,
al)in g.h.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*al|=ox;}}let hj=(1u64<<(a+1))-1;g.h[m]|=hj|hj<<(m-a);ds.push(Class{g,ap:Vec::new(),cc:8});a+=1;}for(gv,cc)in gv
::ll(n){if gv.gp(n){let ap=gv.ap(n).to_vec();ds.push(Class{g:ld(n,&ap),ap,cc});}}ds}fn ld(n:usize,ap:&[I])->Board{let all=ad(n);let mut g=Board::fi(n);for(r,al)in g.h.
iter_mut().enumerate(){*al=match ap.iter().find(|gg|gg.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{ap.iter().fold(0,|cw,&q|cw|dq(q,r))&all}};}g}}pub use self::hv::Z;pub use
self::nt::{dl,bv};pub use self::mc::{fy,bw};pub use self::rows::*;}mod pa{use crate::g::A;use crate::ga::Dialect;pub const CO:&str=
"usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub struct BS{pub bi:Dialect,pub fq:usize,pub co:Vec<usize>}pub fn parse(args:&[String])->Result
<Option<BS>,String>{let mut bo=BS{bi:Dialect::default(),fq:0,co:Vec::new()};let mut args=args.iter();while let Some(ko)=args.next(){let(fr,ny)=match ko.split_once('='){
Some((fr,cv))if ko.starts_with("--")=>(fr,Some(cv.to_string())),_=>(ko.as_str(),None)};let mut cv=|pq:&str|{(ny.clone().or_else(||args.next().cloned())).ok_or_else(||
format!("option '{}' needs {}",fr,pq))};match fr{"-h"|"--help"=>return Ok(None),"--list"=>{let be=cv("a number of solutions")?;bo.fq=be.parse().map_err(|_|{format!(
"option '{}' takes a whole number, found '{}'",fr,be)})?;}"--dialect"=>{bo.bi=Dialect::ov(&cv("a value: luogu, uva11195 or cses1624")?)?}_ if fr.starts_with('-')&&fr.len(
)>1=>{return Err(format!("unknown option '{}'",ko))}_=>match ko.parse::<usize>(){Ok(n)if(1..=A).contains(&n)=>bo.co.push(n),_=>{let bn="N must be an integer from 1 to";
return Err(format!("{} {}, found '{}'",bn,A,ko));}}}}Ok(Some(bo))}}mod oh{use crate::g::Board;use crate::count::jm::{hf,BI,By,S};use crate::count::Z;use crate::fq::ff;use
crate::oc::M;use crate::cb::{Format,AR};use crate::ej::{cj,BZ,Outcome,BH};use std::io::Write;pub struct BG<W:Write>{jm:BI,fa:M,ej:BH<W>}impl<W:Write>BG<W>{pub fn new(
format:Format,jb:W)->BG<W>{BG{jm:BI::new(Z),fa:M::new(),ej:BH{cb:AR{jb,format},hs:0}}}pub fn gd(&self,co:&[u32]){self.jm.gd(co);}pub fn all(&mut self,hs:&mut BZ)->Outcome
{loop{match hs.next(){None=>return self.ej.nu(),Some(Err(dz))=>return self.ej.lk(&dz),Some(Ok(g))=>{if let Err(it)=self.ml(&g){return it;}}}}}fn ml(&mut self,g:&Board)->
Result<(),Outcome>{self.ej.hs+=1;let bz=match self.fa.get(g){Some(count)=>hf(count,By::CN),None=>self.jm.count(g)};let cb=&mut self.ej.cb;let fq=cb.format.fq;ff(g,fq,&mut
|am|cb.bt(am)).map_err(cj)?;let(count,eu)=match bz{S::CA{count,..}=>(count,false),S::Plan{cf,..}=>(cf.ee(),true)};self.fa.ph(g,count);(cb.count(self.ej.hs,count,eu)).
map_err(cj)}}}use g::{Board,A};use ga::AS;use cb::Format;use std::io::{self,Read};fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(
){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let bo=match pa::parse(&args){Ok(Some(bo))=>bo,Ok(None)=>{print!("{}",pa::CO);return;}Err(bn)=>{
eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bn);std::process::exit(2);}};let format=Format{bi:bo.bi,fq:bo.fq,..Format::default()};let stdout=io::stdout();
let mut og=oh::BG::new(format,io::BufWriter::new(stdout.lock()));let it=if bo.co.is_empty(){let mut ga=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut ga){
eprintln!("nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}let mut ma=AS::new(&ga,bo.bi);let mut co=[0;A+1];ma.kn(&mut co);og.gd(&co);og.all(&
mut std::iter::from_fn(||ma.lx().transpose()))}else{og.all(&mut bo.co.iter().map(|&n|Ok(Board::fi(n))))};std::process::exit(it.oj());}

// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]#![allow(dead_code)]
const DEFAULT_ARGS: &str = "";
mod g{pub const A:usize=64;pub type J=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub(crate)n:usize,pub(crate)h:Vec<u64>}impl Board{pub(crate)fn new(n:
usize,h:Vec<u64>)->Board{Board{n,h}}pub fn n(&self)->usize{self.n}pub fn h(&self)->&[u64]{&self.h}pub fn fi(n:usize)->Board{assert!((1..=A).contains(&n),
"a board has 1 to {} rows, not {}",A,n);Board::new(n,vec![0;n])}pub fn gb(&self)->bool{self.h.iter().all(|&aj|aj==0)}pub fn dm(&self)->usize{self.h.iter().map(|aj|aj.
count_ones()as usize).sum()}pub(crate)fn ec(&self,v:usize)->Board{let an=if CD>>v&1==1{self.an()}else{Vec::new()};Board::new(self.n,self.da(v,&an))}pub(crate)fn ie(&self)
->AN{let an=self.an();let co=(0..8).filter(|&s|self.da(s,&an)==self.h);AN(co.fold(0,|he,s|he|1<<s))}pub(crate)fn gm(&self)->bool{self.da(CK,&[])==self.h}fn an(&self)->Vec
<u64>{let mut kd=[0u64;64];kd[..self.n].copy_from_slice(&self.h);transpose(&mut kd);kd[..self.n].to_vec()}fn da(&self,v:usize,an:&[u64])->Vec<u64>{let n=self.n;let oi=if
CD>>v&1==1{an}else{&self.h};let ob=BE>>v&1==1;let mut rows:Vec<u64> =oi.iter().map(|&aj|if ob{mq(aj,n)}else{aj}).collect();if BU>>v&1==1{rows.reverse();}rows}}#[derive(
Clone,Copy,PartialEq,Eq)]pub struct AN(pub u8);impl AN{pub fn contains(self,v:usize)->bool{self.0>>v&1==1}pub fn iter(self)->impl Iterator<Item=usize>{(0..8).filter(move|
&s|self.contains(s))}}const CD:u8=1<<1|1<<3|1<<6|1<<7;const BE:u8=1<<1|1<<2|1<<4|1<<7;const BU:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum F{Row(
usize),AB(usize)}impl F{pub fn dd(self,at:usize)->J{match self{F::Row(r)=>(r,at),F::AB(c)=>(at,c)}}pub fn contains(self,(aj,ah):J)->bool{match self{F::Row(r)=>aj==r,F::AB
(c)=>ah==c}}pub(crate)fn ec(self,n:usize,v:usize)->F{let(r,c)=dj(n,v,self.dd(0));if dj(n,v,self.dd(1)).0==r{F::Row(r)}else{F::AB(c)}}}pub fn cl(a:J,b:J)->bool{a!=b&&(a.0
==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub const CK:usize=4;pub fn dj(n:usize,v:usize,(r,c):J)->J{let m=n-1;match v{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c
,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn cy<K:Ord+Copy>(ie:impl Iterator<Item=usize>,mw:K,da:impl Fn(usize)->K,)->Option<u64>{let mut ey=[mw;8];let mut cd=
0;for v in ie{let ji=da(v);if ji<mw{return None;}ey[cd]=ji;cd+=1;}let ey=&mut ey[..cd];ey.sort_unstable();Some(1+ey.windows(2).filter(|od|od[0]!=od[1]).count()as u64)}pub
fn mq(dr:u64,n:usize)->u64{dr.reverse_bits()>>(64-n)}pub fn transpose(rows:&mut[u64;64]){let mut dc=32;let mut oa:u64=0x0000_0000_FFFF_FFFF;while dc!=0{let mut k=0;while
k<64{let swap=((rows[k]>>dc)^rows[k+dc])&oa;rows[k]^=swap<<dc;rows[k+dc]^=swap;k=(k+dc+1)&!dc;}dc>>=1;oa^=oa<<dc;}}pub fn ad(n:usize)->u64{u64::MAX>>(64-n)}}mod ga{use
crate::g::{Board,A};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]CC,BB,AL}impl Dialect{pub fn ov(fr:&str)->Result<Dialect,String>{match fr{"luogu"
=>Ok(Dialect::CC),"uva11195"=>Ok(Dialect::BB),"cses1624"=>Ok(Dialect::AL),_=>Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",fr))}}fn hy(self)->
u8{match self{Dialect::CC=>b'.',Dialect::BB|Dialect::AL=>b'*'}}}pub struct B{pub ak:usize,pub ah:usize,pub bn:String}struct AX<'a>{be:&'a[u8],ab:usize,ak:usize,bg:usize}
pub struct AS<'a>{bp:&'a[u8],bi:Dialect,gj:usize,ak:usize,bg:usize,fz:bool}impl<'a>AS<'a>{pub fn new(bp:&'a[u8],bi:Dialect)->AS<'a>{AS{bp,bi,gj:0,ak:1,bg:0,fz:false}}pub
fn lw(&mut self)->Result<Option<Board>,B>{if self.fz{return Ok(None);}if self.bi==Dialect::AL{return match self.jb(){Some(_)=>self.hq(8).map(Some),None=>Ok(None)};}let ac
=match self.hz(){Some(ac)=>ac,None=>{self.fz=true;return Ok(None);}};let n=self.kr(&ac)?;if n==0{self.fz=true;return Ok(None);}match self.jb(){Some(b'*')|Some(b'.')=>self
.hq(n).map(Some),_=>Ok(Some(Board::fi(n)))}}pub fn km(&self,cp:&mut[u32]){let mh=self.bp[self.gj..].split(u8::is_ascii_whitespace).filter(|ac|!ac.is_empty());if self.bi==
Dialect::AL{if let Some(ns)=cp.get_mut(8){*ns+=(mh.count()/8)as u32;}return;}for ac in mh{if ip(ac[0]){continue;}if!ac.iter().all(u8::is_ascii_digit)||ac.len()>2{return;}
match ac.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=cp.get_mut(n){*count+=1;}}}}}fn kr(&self,ac:&AX)->Result<usize,B>{self.ht(ac)?;if!
ac.be.iter().all(u8::is_ascii_digit){return Err(self.ex(ac,ac.ab,format!("expected a board size N (a decimal integer from 0 to {}), found {}",A,oe(ac.be)),));}let cv=ac.
be.iter().fold(0u64,|ps,&os|{ps.saturating_mul(10).saturating_add(u64::from(os-b'0'))});if cv>A as u64{return Err(self.ex(ac,ac.ab,format!(
"board size {} is too large: {} is the maximum",String::from_utf8_lossy(ac.be),A),));}Ok(cv as usize)}fn hq(&mut self,n:usize)->Result<Board,B>{let mut h=Vec::
with_capacity(n);for aj in 0..n{let ac=match self.hz(){Some(ac)=>ac,None=>return Err(self.jq(aj,n))};match mr(ac.be,n,self.bi.hy()){Some(cw)=>h.push(cw),None=>return Err(
self.mc(&ac,aj,n))}}Ok(Board::new(n,h))}fn mc(&self,ac:&AX,aj:usize,n:usize)->B{if let Err(e)=self.ht(ac){return e;}if let Some(ah)=(ac.be.iter()).position(|&dd|!ip(dd)){
let at=ac.ab+ah;let cd=match fm(self.bp,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",ac.be[ah])};return self.ex(ac,at,format!(
"row {} of {}: found {}, expected '*' or '.'",aj+1,n,cd),);}self.ex(ac,ac.ab,format!("row {} of {} has {} cells, expected {}",aj+1,n,ac.be.len(),n),)}fn ht(&self,ac:&AX)
->Result<(),B>{if ac.be.is_ascii(){return Ok(());}let lp=ac.ab+ac.be.len();let mut at=ac.ab;while at<lp{match fm(self.bp,at){Some((_,len))=>at+=len,None=>{return Err(self
.ex(ac,at,format!("byte 0x{:02X} is not valid UTF-8",self.bp[at]),))}}}Ok(())}fn fk(&mut self){while let Some(&jn)=self.bp.get(self.gj){if!jn.is_ascii_whitespace(){break;
}self.gj+=1;if jn==b'\n'{self.ak+=1;self.bg=self.gj;}}}fn jb(&mut self)->Option<u8>{self.fk();self.bp.get(self.gj).copied()}fn hz(&mut self)->Option<AX<'a>>{self.fk();let
ab=self.gj;let iv=&self.bp[ab..];let len=iv.iter().position(u8::is_ascii_whitespace).unwrap_or(iv.len());if len==0{return None;}self.gj+=len;Some(AX{be:&iv[..len],ab,ak:
self.ak,bg:self.bg})}fn ex(&self,ac:&AX,at:usize,bn:String)->B{B{ak:ac.ak,ah:dh(self.bp,ac.bg,at),bn}}fn jq(&self,me:usize,n:usize)->B{B{ak:self.ak,ah:dh(self.bp,self.bg,
self.bp.len()),bn:format!("input ended after {} of {} board rows",me,n)}}}fn mr(be:&[u8],n:usize,kw:u8)->Option<u64>{if be.len()!=n{return None;}let(mut cw,mut hs)=(0u64,
true);for(ah,&dd)in be.iter().enumerate(){cw|=u64::from(dd==kw)<<ah;hs&=ip(dd);}hs.then_some(cw)}fn ip(jn:u8)->bool{jn==b'*'||jn==b'.'}fn fm(bp:&[u8],at:usize)->Option<(
char,usize)>{let len=match bp[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let mt=bp.get(at..at+len)?;let be=std::str::from_utf8(mt).ok
()?;be.chars().next().map(|c|(c,len))}fn dh(bp:&[u8],bg:usize,at:usize)->usize{let mut ah=1;let mut gj=bg;while gj<at{gj+=fm(bp,gj).map_or(1,|(_,len)|len);ah+=1;}ah}fn oe
(be:&[u8])->String{const CB:usize=24;let be=String::from_utf8_lossy(be);if be.chars().count()>CB{let pg:String=be.chars().take(CB).collect();format!("{:?}...",pg)}else{
format!("{:?}",be)}}}mod fq{use crate::g::ad;use crate::g::Board;use crate::count::{av,bk,Row};pub fn ff<E>(g:&Board,mx:usize,mn:&mut dyn FnMut(&[usize])->Result<(),E>,)
->Result<(),E>{struct CM<'a,E>{rows:Vec<Row>,lu:u64,na:bool,jy:Vec<usize>,aa:usize,mn:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>CM<'_,E>{fn bm(&mut self,cl:(u64,
u64,u64))->Result<(),E>{let ai=self.jy.len();if ai==self.rows.len(){self.aa-=1;return(self.mn)(&self.jy);}let(y,u,j)=cl;let mut x=!(y|u|j|self.rows[ai].h);while x!=0&&
self.aa>0{let bf=x&x.wrapping_neg();x^=bf;let next=av(self.rows[ai].eg,bf,y,u,j);if self.na&&!self.oo(ai+1,next){continue;}self.jy.push(bf.trailing_zeros()as usize);self.
bm(next)?;self.jy.pop();}Ok(())}fn oo(&self,ai:usize,(y,u,j):(u64,u64,u64))->bool{let mut jc=0;for(de,aj)in self.rows[ai..].iter().enumerate(){let x=!(y|u<<de|j>>de|aj.h)
;if x==0{return false;}jc|=x;}let hw=self.lu&!y;jc&hw==hw}}if mx==0{return Ok(());}let mut li=CM{rows:bk(g),lu:ad(g.n),na:!g.gb(),jy:Vec::with_capacity(g.n),aa:mx,mn};li.
bm((0,0,0))}}mod oc{use crate::g::{Board,A};use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};use std::sync::{Arc,Mutex,PoisonError};#[derive(Default)]pub struct
OnceCount(AtomicU64);impl OnceCount{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}pub fn kc(&self,count:u64){self.0.store(count.
wrapping_add(1),Ordering::Relaxed);}}pub struct O([OnceCount;A+1]);impl O{pub fn new()->O{O(std::array::from_fn(|_|OnceCount::default()))}pub fn get(&self,g:&Board)->
Option<u64>{match g.gb(){true=>self.0[g.n].get(),false=>None}}pub fn ph(&self,g:&Board,count:u64){if g.gb(){self.0[g.n].kc(count);}}}pub struct Once<T>{fx:AtomicBool,cv:
Mutex<Option<Arc<T>> >}impl<T>Once<T>{pub fn new()->Once<T>{Once{fx:AtomicBool::new(false),cv:Mutex::new(None)}}pub fn get(&self)->Option<Arc<T>>{match self.fx.load(
Ordering::Acquire){true=>self.cv.lock().ok()?.clone(),false=>None}}pub fn jt(&self,jg:impl FnOnce()->T)->Arc<T>{let fx=self.get().unwrap_or_else(||Arc::new(jg()));let mut
cv=self.cv.lock().unwrap_or_else(PoisonError::into_inner);self.fx.store(true,Ordering::Release);cv.get_or_insert(fx).clone()}}}mod cb{use crate::ga::Dialect;use std::io::
{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub bi:Dialect,pub fq:usize,pub pt:usize,pub qf:bool,pub du:bool}pub struct AR<W:Write>{pub ja:W,pub format:
Format}impl<W:Write>AR<W>{pub fn bt(&mut self,an:&[usize])->io::Result<()>{let an:Vec<String> =an.iter().map(|c|(c+1).to_string()).collect();writeln!(self.ja,"{}",an.join
(" "))}pub fn count(&mut self,ml:usize,count:u64,eu:bool)->io::Result<()>{if self.format.bi==Dialect::BB{write!(self.ja,"Case {}: ",ml)?;}writeln!(self.ja,"{}",count)?;if
eu{self.ja.flush()?;}Ok(())}}pub fn dz(av:&str,bn:&str){eprintln!("nqueens: error: {}: {}",av,bn);}}mod au{pub struct C(pub u64);impl C{pub fn ib()->C{C(
0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn hc(&mut self,op:usize)->usize{(self.next()%op as
u64)as usize}}}mod cz{pub const AE:u64=10;pub const AJ:usize=256;pub const AZ:f64=32.0;pub const AT:usize=16;pub const U:f64=4.0;pub const AP:[u8;17]=[50,50,50,50,50,50,
50,50,50,50,50,50,50,46,32,30,30];pub const BM:f64=0.15;pub const AD:f64=0.3;pub const AO:u64=16<<20;pub const AM:f64=0.25;pub const BN:f64=4.0;pub const AF:f64=80.0;pub
const BD:f64=1.5;#[allow(dead_code)]pub const V:f64=2.0;pub const AY:u64=96<<20;pub const AC:usize=8;pub const L:usize=8;pub const P:usize=32;pub const X:u32=4;pub const
AQ:usize=10;pub const BR:usize=64;pub const AH:u64=2;pub const BX:usize=4096;}mod ej{use crate::g::Board;use crate::ga::B;use crate::cb::{self,AR};use std::io::{self,
Write};pub enum Outcome{CH,BV,BF,BA(io::Error)}impl Outcome{pub fn oj(self)->i32{match self{Outcome::CH|Outcome::BF=>0,Outcome::BV=>1,Outcome::BA(e)=>{eprintln!(
"nqueens: error: cannot write standard output: {}",e);1}}}}pub type BZ<'a> =dyn Iterator<Item=Result<Board,B>>+'a;pub struct BH<W:Write>{pub cb:AR<W>,pub hr:usize}impl<W:
Write>BH<W>{pub fn lj(&mut self,dz:&B)->Outcome{let av=format!("line {}, column {}",dz.ak,dz.ah);self.pd(&av,&dz.bn)}pub fn pd(&mut self,av:&str,bn:&str)->Outcome{if let
Err(e)=self.cb.ja.flush(){return ck(e);}cb::dz(av,bn);Outcome::BV}pub fn nu(&mut self)->Outcome{match self.cb.ja.flush(){Ok(())=>Outcome::CH,Err(e)=>ck(e)}}}pub fn ck(dz:
io::Error)->Outcome{if dz.kind()==io::ErrorKind::BrokenPipe{Outcome::BF}else{Outcome::BA(dz)}}}mod count{pub mod jl{use super::hu::Z;use super::filter::{self,Filter};use
super::cf::Plan;use super::{bw,al,bk};use crate::g::Board;use crate::oc::Once;use crate::cz::{AM,AT,U};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};
use std::sync::Arc;pub enum S{CA{count:u64,by:By},Plan{cf:Plan,bh:Option<f64>}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{CJ,AU,BQ,Filter,CN}pub struct BI{il:[Once<
Filter>;filter::A+1],jm:[AtomicBool;filter::A+1],fw:[AtomicU32;filter::A+1],fb:[AtomicU32;filter::A+1],df:[AtomicU64;filter::A+1],hg:Z}impl BI{pub fn new(hg:Z)->BI{BI{il:
std::array::from_fn(|_|Once::new()),jm:std::array::from_fn(|_|AtomicBool::new(false)),fw:std::array::from_fn(|_|AtomicU32::new(0)),fb:std::array::from_fn(|_|AtomicU32::
new(0)),df:std::array::from_fn(|_|AtomicU64::new(0)),hg}}pub fn gd(&self,cp:&[u32]){for(fw,&count)in self.fw.iter().zip(cp){fw.store(count,Ordering::Relaxed);}}pub fn
count(&self,g:&Board)->S{let n=g.n;if g.gb(){return eu(self.hg.fi(n));}if let Some(fb)=self.fb.get(n){fb.fetch_add(1,Ordering::Relaxed);}let gh=lf(n);if let Some(filter)=
self.filter(n){return self.pl(&filter,g,gh);}let mut aa=gh as u64;let bs=match gk(g,&mut aa){Ok((count,by))=>{self.mf(g,gh-aa as f64,0.0);return hf(count,by);}Err(bs)=>bs
};let fo=|bh:f64|self.jz(g,gh,bh);let(cf,bh)=self.hg.cf(g,bs,&fo);if let Some(filter)=self.mf(g,gh,bh){return hf(filter.count(g),By::Filter);}eu((cf,bh))}fn pl(&self,
filter:&Filter,g:&Board,gh:f64)->S{let gc=filter.jd(g);let mut aa=(gc*AM).min(gh)as u64;if let Ok((count,by))=gk(g,&mut aa){return hf(count,by);}hf(filter.count(g),By::
Filter)}fn filter(&self,n:usize)->Option<Arc<Filter>>{self.il.get(n)?.get()}fn mf(&self,g:&Board,jk:f64,dx:f64)->Option<Arc<Filter>>{let n=g.n;if n>filter::A||!self.jz(g,
jk,dx){if let Some(df)=self.df.get(n){df.fetch_add((jk+dx)as u64,Ordering::Relaxed);}return None;}if self.jm[n].swap(true,Ordering::Relaxed){return None;}let filter=self.
il[n].jt(||Filter::new(n));(dx>0.0).then_some(filter)}fn jz(&self,g:&Board,jk:f64,dx:f64)->bool{let n=g.n;if n>filter::A{return false;}let df=self.df[n].load(Ordering::
Relaxed)as f64+jk+dx;let fb=self.fb[n].load(Ordering::Relaxed).max(1);let hh=match self.fw[n].load(Ordering::Relaxed){0=>fb,fw=>fw.saturating_sub(fb)};let(fb,hh)=(f64::
from(fb),f64::from(hh));let fj=dx+df/fb*hh;let jg=Filter::ks(n);let mg=if dx>0.0{1.0}else{0.0};let lq=Filter::la(g)*(1.0+AM);fj>jg&&fj>jg+lq*(hh+mg)}}pub fn hf(count:u64,
by:By)->S{S::CA{count,by}}fn eu((cf,bh):(Plan,f64))->S{S::Plan{cf,bh:Some(bh)}}pub fn lf(n:usize)->f64{use crate::cz::{AJ,AZ};U*(AJ*n)as f64*AZ}fn gk(g:&Board,af:&mut u64
,)->Result<(u64,By),Option<al::G>>{let rows=bk(g);let lh=(AT*g.n)as u64;if*af<=lh*(1+U as u64){let count=bw(&rows,af).ok_or(None)?;return Ok((count,By::CJ));}let mut aa=
lh;if let Some(count)=bw(&rows,&mut aa){*af-=lh-aa;return Ok((count,By::CJ));}*af-=lh;if al::jz(g){let bb=al::D::new(g);let count=bb.jo(af).map_err(Some)?;Ok((count,By::
AU))}else{let count=super::bv(&rows,af).ok_or(None)?;Ok((count,By::BQ))}}}mod hu{use super::bl::{gl,BJ,Jobs,H};use super::cq::Meet;use super::cf::Plan;use super::{al,ia,
bk};use crate::g::Board;use crate::cz::V;#[derive(Default)]pub struct Z;impl Z{pub fn fi(&self,n:usize)->(Plan,f64){(gl(n).into(),0.0)}pub fn cf(&self,g:&Board,bd:Option<
al::G>,fo:&dyn Fn(f64)->bool,)->(Plan,f64){let bh=ia::du(g);let(cf,fj):(Plan,f64)=if al::jz(g){let bb=al::D::new(g);let cf=match bd{Some(bd)=>Jobs::nk(bb,bd),None=>{let
ab=bb.ab();Jobs::new(bb,vec![(ab,1)])}};(cf.into(),bh/V)}else{let rows=vec![bk(g)];(H::cf(BJ::BQ,rows,vec![1]).into(),bh)};match Meet::fe(g).filter(|&cq|cq<fj){Some(cq)if
!fo(cq)=>(Meet::new(g).into(),cq),Some(cq)=>(cf,cq),None=>(cf,bh)}}}}mod al{use super::ea::{ea,es};use super::ia::el;use super::Row;use super::{dr,fp};use crate::g::{ad,
Board,J,F};use crate::au::C;use crate::cz::{L,X,AQ,P};pub struct D{pub(super)n:usize,bc:[u64;64],dk:[u64;64],eb:eo::AW}#[derive(Clone,Copy)]pub struct Partial{pub(super)
ae:u64,pub(super)ba:u64,gi:u128,cm:u128,dv:u128}impl Partial{pub fn ae(&self)->usize{self.ae.count_ones()as usize}}pub enum Choice{CG,BP,BC(F,u64)}pub fn jz(g:&Board)->
bool{let n=g.n;let je=match n<=eo::A{true=>P,false=>L};g.dm()*je>n*n}impl D{pub fn new(g:&Board)->D{let n=g.n;let all=ad(n);let mut bc=[0u64;64];let mut dk=[0u64;64];for(
r,&aj)in g.h.iter().enumerate(){bc[r]=!aj&all;for(c,rows)in dk.iter_mut().enumerate().take(n){*rows|=(bc[r]>>c&1)<<r;}}D{n,bc,dk,eb:eo::AW::new(n)}}pub fn ab(&self)->
Partial{Partial{ae:ad(self.n),ba:ad(self.n),gi:0,cm:0,dv:0}}pub(super)fn en(&self,p:&Partial,ak:F)->u64{let m=self.n-1;match ak{F::Row(r)=>{let gi=(p.gi>>r)as u64;let dv=
(p.dv>>(m-r))as u64;self.bc[r&63]&p.ba&!gi&!dv}F::AB(c)=>{let gi=(p.gi>>c)as u64;let cm=(p.cm>>(m-c))as u64;self.dk[c&63]&p.ae&!gi&!cm}}}pub fn nq(&self,p:&Partial,md:
bool)->Choice{let an=if md{0}else{p.ba};ce(p.ae,an,|ak|self.en(p,ak))}pub fn av(&self,p:&Partial,(r,c):J)->Partial{Partial{ae:p.ae&!(1u64<<r),ba:p.ba&!(1u64<<c),gi:p.gi|
1u128<<(r+c),cm:p.cm|1u128<<(r+self.n-1-c),dv:p.dv|1u128<<(c+self.n-1-r)}}pub(super)fn dy(&self,p:&Partial)->Vec<Row>{fp(p.ae,|r|!self.en(p,F::Row(r)))}pub fn fe(&self,ct
:usize,lx:f64)->f64{if self.n<=eo::A{return self.kl(ct);}let cg=|_:&mut C|(Some(self.ab()),1.0);ea(ct,&mut C::ib(),cg,|ir,au|{let p=ir.as_ref()?;match self.nq(p,false){
Choice::BC(_,x)if lr(x,p.ae)=>{let ky=el(1,&self.dy(p),au);Some((1,None,ky))}Choice::BC(ak,x)=>{let at=es(x,au).trailing_zeros()as usize;Some((x.count_ones(),Some(self.av
(p,ak.dd(at))),lx,))}Choice::CG|Choice::BP=>None}})}pub fn count(&self,p:Partial)->u64{if self.n<=eo::A{return self.kj(&p);}self.ik(p)}pub fn jo(&self,af:&mut u64)->
Result<u64,G>{if self.n<=eo::A{return self.go(af);}self.ft(af)}}pub struct G{pub bz:u64,pub aa:Vec<Partial>}mod eo{use super::{Partial,D,G};use crate::g::J;use crate::
count::{dr,fl};use crate::cz::AE;pub const A:usize=16;const I:usize=2*A;static CE:[[u16;I];A*A]=cl();const fn cl()->[[u16;I];A*A]{let mut db=[[0u16;I];A*A];let mut r=0;
while r<A{let mut c=0;while c<A{let mut ak=0;while ak<A{db[r*A+c][ak]=gq(r,c,ak);db[r*A+c][A+ak]=gq(c,r,ak);ak+=1;}c+=1;}r+=1;}db}const fn gq(r:usize,c:usize,ak:usize)->
u16{if ak==r{return!(1<<c);}let jf=ak.abs_diff(r);let mut o=1u16<<c;if c+jf<A{o|=1<<(c+jf);}if c>=jf{o|=1<<(c-jf);}o}#[derive(Clone,Copy)]pub struct AI{o:[u16;I],ci:[u16;
I]}pub struct AW{iu:[i16;I],am:[u8;I]}impl AW{pub fn new(n:usize)->AW{let mut eo:Vec<usize> =(0..I).collect();let kk=|am:usize|(2*(am%A)).abs_diff(n.saturating_sub(1));eo
.sort_by_key(|&am|(kk(am),am%A,am/A));let mut eb=AW{iu:[0;I],am:[0;I]};for(iu,&am)in eo.iter().enumerate(){eb.iu[am]=iu as i16;eb.am[iu]=am as u8;}eb}}const CI:i16=1<<14;
impl AI{pub fn of(bb:&D,p:&Partial)->AI{let mut dw=AI{o:[u16::MAX;I],ci:[u16::MAX;I]};for r in dr(p.ae){dw.o[r]=bb.en(p,crate::g::F::Row(r))as u16;dw.ci[r]=0;}for c in dr
(p.ba){dw.o[A+c]=bb.en(p,crate::g::F::AB(c))as u16;dw.ci[A+c]=0;}dw}#[inline(always)]fn ce(&self,eb:&AW)->(usize,u16){let mut kz=i16::MAX;for am in 0..I{let ci=(self.ci[
am]&CI as u16)as i16;let mw=((self.o[am].count_ones()as i16)<<6|eb.iu[am])+ci;kz=kz.min(mw);}let am=usize::from(eb.am[(kz&31)as usize])&(I-1);(am,self.o[am])}#[inline(
always)]#[allow(clippy::needless_range_loop)]fn av(&self,am:usize,at:usize)->Option<AI>{let(r,c)=gg(am,at);let cl=&CE[(r*A+c)&(A*A-1)];let(aj,ah)=(r&(A-1),A+(c&(A-1)));
let mut next=AI{o:[0;I],ci:[0;I]};let mut hw=0u16;for am in 0..I{let ci=self.ci[am];let o=self.o[am]&!cl[am]|ci;next.o[am]=o;next.ci[am]=ci|(u16::from(am==aj||am==ah)*u16
::MAX);hw|=u16::from(o==0);}(hw==0).then_some(next)}}fn gg(am:usize,at:usize)->J{match am<A{true=>(am,at),false=>(at,am-A)}}pub fn count<const M:bool>(bb:&D,dw:&AI,aa:u32
,af:&mut u64,bs:&mut Vec<Partial>,)->u64{if M&&!fl(af,AE){bs.push(bb.ab());return 0;}let(am,mut o)=dw.ce(&bb.eb);if aa==1{return u64::from(o.count_ones());}let mut ao=0;
while o!=0{let at=o.trailing_zeros()as usize;o&=o-1;let next=match dw.av(am,at){Some(next)=>next,None=>continue};if aa==2{ao+=1;continue;}ao+=count::<M>(bb,&next,aa-1,af,
bs);if M&&*af==0{let dd=gg(am,at);for p in bs.iter_mut(){*p=bb.av(p,dd);}let ab=bb.ab();bs.extend(dr(u64::from(o)).map(|at|bb.av(&ab,gg(am,at))));return ao;}}ao}impl D{
pub(super)fn go(&self,af:&mut u64)->Result<u64,G>{let ab=self.ab();let mut aa=Vec::new();let dw=AI::of(self,&ab);let bz=count::<true>(self,&dw,self.n as u32,af,&mut aa);
match*af{0=>Err(G{bz,aa}),_=>Ok(bz)}}pub(super)fn kj(&self,p:&Partial)->u64{match p.ae(){0=>1,aa=>count::<false>(self,&AI::of(self,p),aa as u32,&mut 0,&mut Vec::new(),)}}
pub(super)fn kl(&self,ct:usize)->f64{use crate::count::ea::ea;use crate::au::C;let ab=AI::of(self,&self.ab());let cg=|_:&mut C|((ab,self.n as u32),1.0);ea(ct,&mut C::ib()
,cg,|&(dw,aa),au|{if aa<=2{return None;}let(am,o)=dw.ce(&self.eb);let ev:Vec<AI> =dr(u64::from(o)).filter_map(|at|dw.av(am,at)).collect();let kt=*ev.get(au.hc(ev.len().
max(1)))?;Some((ev.len()as u32,(kt,aa-1),AE as f64))},)+AE as f64}}}pub(super)fn nh(o:u64)->bool{o&(o-1)==0}fn jr(cx:u64,ca:u64,x:impl Fn(F)->u64,)->Option<Choice>{let ak
=if cx!=0{F::Row(cx.trailing_zeros()as usize)}else if ca!=0{F::AB(ca.trailing_zeros()as usize)}else{return None;};Some(Choice::BC(ak,x(ak)))}fn dg(o:u64)->u32{let om=o&(o
-1);let lg=om&om.wrapping_sub(1);let pe=lg&lg.wrapping_sub(1);1+u32::from(om!=0)+u32::from(lg!=0)+u32::from(pe!=0)}#[inline(always)]pub(super)fn hx(ae:u64,ba:u64,x:impl
Fn(F)->u64,ou:bool,)->Choice{let jh=||{dr(ae).map(F::Row).chain(dr(ba).map(F::AB))};let mut ef=(u32::MAX,F::Row(0),0);for ak in jh(){let o=x(ak);let ih=dg(o);if ih<ef.0{
ef=(ih,ak,o);if ih==2{break;}}}if ef.0>=X&&ou{ef.0=u32::MAX;for ak in jh(){let o=x(ak);if o.count_ones()<ef.0{ef=(o.count_ones(),ak,o);}}}Choice::BC(ef.1,ef.2)}pub(super)
fn ce(ae:u64,ba:u64,x:impl Fn(F)->u64,)->Choice{if ae==0{return Choice::BP;}let(mut cx,mut ca)=(0u64,0u64);for(jh,nv,ak)in[(ae,&mut cx,F::Row as fn(usize)->F),(ba,&mut ca
,F::AB)]{for at in dr(jh){let o=x(ak(at));if o==0{return Choice::CG;}*nv|=u64::from(nh(o))<<at;}}match jr(cx,ca,&x){Some(hu)=>hu,None=>hx(ae,ba,x,true)}}pub(super)fn lr(x
:u64,ae:u64)->bool{dg(x)>=X&&ae.count_ones()as usize<=AQ}}mod nn{use super::al::{Partial,D,G};use super::{dl,bv};impl D{pub(super)fn ik(&self,p:Partial)->u64{dl(&self.dy(
&p),0,0,0,0)}pub(super)fn ft(&self,af:&mut u64)->Result<u64,G>{let ab=self.ab();bv(&self.dy(&ab),af).ok_or(G{bz:0,aa:vec![ab]})}}}mod nt{use super::Row;use crate::cz::{BR
,AH};struct Y{x:u64,y:u64,u:u64,j:u64,ag:u64,len:usize,im:[u64;64],ij:[u64;64],iq:[u64;64],ho:[u64;64],hm:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct AV{cs:u64,gu:[
u64;64],cd:u64}pub fn cr(aj:u64)->u64{60-4*aj}#[inline(always)]fn fv(cw:u64,pz:u64,no:u64)->u64{pz&cw|no&!cw}impl Y{fn new()->Y{Y{x:0,y:0,u:0,j:0,ag:0,len:usize::MAX,im:[
0;64],ij:[0;64],iq:[0;64],ho:[0;64],hm:[0;64]}}fn ab(&mut self,cg:Root){(self.x,self.y,self.u,self.j,self.ag,)=cg;self.len=0;}fn hn(&self)->bool{self.len==usize::MAX}#[
inline(always)]fn mu<const R:bool>(&mut self,h:&[u64;128],ek:&[u64;64],aw:u64,)->u64{self.gy::<R,false>(h,ek,aw,None)}#[inline(always)]fn gy<const R:bool,const CS:bool>(&
mut self,h:&[u64;128],ek:&[u64;64],aw:u64,bj:Option<&mut AV>,)->u64{let(x,y,ag)=(self.x,self.y,self.ag);let(aa,ax)=(self.u,self.j);let bf=x&x.wrapping_neg();let iv=x^bf;
let eg=if R{1}else{ek[(ag&63)as usize]};let(eh,ei,dn)=super::av(eg as u32,bf,y,aa,ax);let br=!(eh|ei|dn|h[((ag+1)&127)as usize]);let bm=((br|br.wrapping_neg())as i64>>63)
as u64;let po=usize::from(iv!=0);let gw=self.len&63;self.im[gw]=iv;self.ij[gw]=y;self.iq[gw]=aa;self.ho[gw]=ax;self.hm[gw]=ag;let ay=(self.len+po).wrapping_sub(1);let t=
ay&63;if let(true,Some(bj))=(CS,bj){let cs=bj.cs;bj.cd=cs|u64::from(bf.trailing_zeros())<<cr(ag&15);bj.gu[gw]=cs;bj.cs=fv(bm,bj.cd,bj.gu[t]);}self.x=fv(bm,br,self.im[t]);
self.y=fv(bm,eh,self.ij[t]);self.u=fv(bm,ei,self.iq[t]);self.j=fv(bm,dn,self.ho[t]);self.ag=fv(bm,ag+1,self.hm[t]);self.len=ay.wrapping_add((bm&1)as usize);u64::from(ag==
aw)}}fn gx(ch:usize,ag:usize,aw:u64)->bool{BR>ch&&ag as u64+AH<aw}pub fn dl(rows:&[Row],ai:usize,y:u64,u:u64,j:u64)->u64{let count=li::<false>(rows,ai,(y,u,j),&mut 0);
count.expect("an unbounded walk ends")}pub fn bv(rows:&[Row],af:&mut u64)->Option<u64>{li::<true>(rows,0,(0,0,0),af)}pub fn iz(rows:&[Row],ez:&mut Vec<u64>){let mut h=[
u64::MAX;128];for(i,aj)in rows.iter().enumerate(){h[i]=aj.h;}let aw=rows.len()as u64-1;let mut ch:Vec<(Root,u64)> =vec![((!h[0],0,0,0,0),0)];let mut ag=0;while gx(ch.len(
),ag,aw){let mut next=Vec::new();for&((mut x,y,aa,ax,_),cs)in&ch{while x!=0{let bf=x&x.wrapping_neg();x^=bf;let(y,aa,ax)=super::av(rows[ag].eg,bf,y,aa,ax);let br=!(y|aa|
ax|h[ag+1]);let ah=u64::from(bf.trailing_zeros());let cg=(br,y,aa,ax,ag as u64+1);next.push((cg,cs|ah<<cr(ag as u64)));}}ch=next;ag+=1;}let mut dp=ch.into_iter().filter(|
((x,..),_)|*x!=0);#[inline(never)]fn ab(dp:&mut impl Iterator<Item=(Root,u64)>,kg:&mut Y,bj:&mut AV,)->bool{match dp.next(){Some((cg,cs))=>{kg.ab(cg);bj.cs=cs;true}None=>
false}}let new_listing=||AV{cs:0,gu:[0;64],cd:0};let(mut a,mut b)=(Y::new(),Y::new());let(mut ed,mut fc)=(new_listing(),new_listing());if!ab(&mut dp,&mut a,&mut ed){
return;}if ab(&mut dp,&mut b,&mut fc){loop{gr(&mut a,&mut ed,&h,aw,ez);gr(&mut b,&mut fc,&h,aw,ez);if a.hn()&&!ab(&mut dp,&mut a,&mut ed){std::mem::swap(&mut a,&mut b);
std::mem::swap(&mut ed,&mut fc);break;}if b.hn()&&!ab(&mut dp,&mut b,&mut fc){break;}}}while!a.hn(){gr(&mut a,&mut ed,&h,aw,ez);}}#[inline(always)]fn gr(kg:&mut Y,bj:&mut
AV,h:&[u64;128],aw:u64,ez:&mut Vec<u64>,){const CR:[u64;64]=[1;64];let ll=kg.gy::<true,true>(h,&CR,aw,Some(bj));if ll==1{ez.push(bj.cd);}}fn li<const M:bool>(rows:&[Row],
ai:usize,(y,u,j):(u64,u64,u64),af:&mut u64,)->Option<u64>{if ai>=rows.len(){return Some(1);}let x=!(y|u|j|rows[ai].h);let aw=rows.len()as u64-1;if ai as u64==aw{return
Some(u64::from(x.count_ones()));}let mut h=[u64::MAX;128];let mut ek=[0u64;64];for(i,aj)in rows.iter().enumerate(){h[i]=aj.h;ek[i]=u64::from(aj.eg);}let mut ch:Vec<Root>
=Vec::new();if x!=0{ch.push((x,y,u,j,ai as u64));}let mut ag=ai;while gx(ch.len(),ag,aw){let mut next=Vec::new();for&(mut f,c,l,r,_)in&ch{while f!=0{let bf=f&f.
wrapping_neg();f^=bf;let(nc,nl,nr)=super::av(rows[ag].eg,bf,c,l,r);let nf=!(nc|nl|nr|h[ag+1]);if nf!=0{next.push((nf,nc,nl,nr,ag as u64+1));}}}ch=next;ag+=1;}if ek[..rows
.len()].iter().all(|&eg|eg==1){kf::<true,M>(ch,&h,&ek,aw,af)}else{kf::<false,M>(ch,&h,&ek,aw,af)}}fn kf<const R:bool,const M:bool>(ch:Vec<Root>,h:&[u64;128],ek:&[u64;64],
aw:u64,af:&mut u64,)->Option<u64>{let mut fl=|bh:u64|!M||super::fl(af,bh);let mut dp=ch.into_iter();let mut a=Y::new();let mut b=Y::new();let mut ao=0u64;match dp.next(){
Some(cg)=>a.ab(cg),None=>return Some(0)}if let Some(cg)=dp.next(){b.ab(cg);}if!b.hn(){loop{if!fl(2){return None;}ao+=a.mu::<R>(h,ek,aw);ao+=b.mu::<R>(h,ek,aw);if a.hn(){
match dp.next(){Some(cg)=>a.ab(cg),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.hn(){match dp.next(){Some(cg)=>b.ab(cg),None=>break}}}}while!a.hn(){if!fl(1){return
None;}ao+=a.mu::<R>(h,ek,aw);}Some(ao)}}pub mod filter{use super::nt::{iz,cr};use super::{bk,v};use crate::g::{ad,dj,Board};use crate::cz::{AP,AO,BM,AD};pub const A:usize
=16;const AG:[u64;A+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct Q{n:usize,ap:usize,fh:Vec<u32>,o:Vec<u64>,et:usize}fn io(n:usize,di:
&[AK])->usize{let pm=|rows:usize|{let fu=|s:&AK|s.checked_shr(64-4*rows as u32).unwrap_or(0);1+di.windows(2).filter(|w|fu(&w[0])!=fu(&w[1])).count()};(1..n).take_while(|&
rows|pm(rows)*8*64<=di.len()).count()}type AK=u64;fn dh(bt:AK,aj:usize)->usize{(bt>>cr(aj as u64)&15)as usize}impl Q{fn new(n:usize,di:&[AK],ap:Option<usize>)->Q{let ap=
ap.unwrap_or_else(||io(n,di)).min(n);let hc=n-ap;let ka=n.pow(ap as u32);let mut fh=vec![0u32;ka+1];let et=(di.len()+63)/64;let mut o=vec![0u64;et*hc*n];for(i,&bt)in di.
iter().enumerate(){let fu=(0..ap).fold(0,|p,r|p*n+dh(bt,r));fh[fu+1]+=1;for r in ap..n{let dd=(r-ap)*n+dh(bt,r);o[dd*et+i/64]|=1<<(i%64);}}for p in 0..ka{fh[p+1]+=fh[p];}
Q{n,ap,fh,o,et}}fn count(&self,h:&[u64])->u64{let(n,ay)=(self.n,self.ap);let mut cn=[0usize;A*A];let mut len=0;for(r,&aj)in h.iter().enumerate().skip(ay){let mut o=aj;
while o!=0{cn[len]=((r-ay)*n+o.trailing_zeros()as usize)*self.et;len+=1;o&=o-1;}}let mut bc=[0u64;A];for(bc,&aj)in bc.iter_mut().zip(&h[..ay]){*bc=!aj&ad(n);}if ay==0{
return match self.fh[1]{0=>0,hi=>self.ix(0,hi as usize,&cn[..len])};}self.hv(&bc[..ay],0,&cn[..len])}fn hv(&self,bc:&[u64],fu:usize,cn:&[usize])->u64{let ae=bc.len();let
dc=self.n.pow(ae as u32-1);let mut ao=0;let mut an=bc[0];while an!=0{let p=fu*self.n+an.trailing_zeros()as usize;an&=an-1;let(lo,hi)=(self.fh[p*dc]as usize,self.fh[(p+1)*
dc]as usize,);if lo==hi{continue;}ao+=if ae==1{self.ix(lo,hi,cn)}else{self.hv(&bc[1..],p,cn)};}ao}fn ix(&self,lo:usize,hi:usize,cn:&[usize])->u64{let mut ao=0;for w in lo
/64..=(hi-1)/64{let mut hp=u64::MAX;if w==lo/64{hp&=u64::MAX<<(lo%64);}if w==(hi-1)/64{hp&=u64::MAX>>(63-(hi-1)%64);}let mut nb=cn.chunks_exact(4);for pk in&mut nb{let o=
|k:usize|self.o[pk[k]+w];hp&=!(o(0)|o(1)|o(2)|o(3));if hp==0{break;}}if hp!=0{for&at in nb.remainder(){hp&=!self.o[at+w];}}ao+=u64::from(hp.count_ones());}ao}}pub struct
Filter{cj:Q,co:Q,gc:Vec<f64>}impl Filter{pub fn new(n:usize)->Filter{Filter::fx(n,None,None)}fn fx(n:usize,ap:Option<usize>,ju:Option<bool>)->Filter{let mut cj=Vec::new()
;let mut co=Vec::new();for fd in v::ds(n){let bd=co.len();let ez=if fd.cc==8{&mut cj}else{&mut co};iz(&bk(&fd.g),ez);let cd=co.len()-bd;for i in bd..bd+cd{for v in 1..8{
co.push(da(n,co[i],v));}}}if ju.unwrap_or(cj.len()/64<n*n){for bt in cj.drain(..){co.extend((0..8).map(|v|da(n,bt,v)));}}cj.sort_unstable();co.sort_unstable();co.dedup();
Filter{cj:Q::new(n,&cj,ap),co:Q::new(n,&co,ap),gc:(0..=n*n).map(|h|my(n,h)).collect()}}pub fn jw(n:usize)->u64{let cj=AG[n]/8+1;cj*(n*n)as u64/8+cj*8}pub fn ks(n:usize)->
f64{AG[n]as f64*f64::from(AP[n])}pub fn la(g:&Board)->f64{my(g.n,g.dm())}pub fn jd(&self,g:&Board)->f64{self.gc[g.dm()]}pub fn count(&self,g:&Board)->u64{let mut ao=self.
co.count(&g.h);if self.cj.et>0{for v in 0..8{ao+=self.cj.count(&g.ec(v).h);}}ao}}fn my(n:usize,h:usize)->f64{let ld=h as f64/(n*n)as f64;let et=AG[n]as f64/64.0;let ic=((
et/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let ic=ic.min(n as i32);let mut gf=1.0;let mut aa=1.0;for _ in 0..ic{gf+=aa*ld*n as f64;aa*=1.0-ld;}let hc=ld*(n*(n
-ic as usize))as f64;let pi=1.0-1.0/n as f64;let mut jx=1.0;for _ in 0..hc as usize{let mut hk=1.0-jx;for _ in 0..6{hk*=hk;}gf+=aa*(1.0-hk);jx*=pi;}et*gf*nm(n)}fn nm(n:
usize)->f64{match Filter::jw(n)>AO{true=>AD,false=>BM}}fn da(n:usize,bt:AK,v:usize)->AK{(0..n).fold(0,|da,r|{let(aj,ah)=dj(n,v,(r,dh(bt,r)));da|(ah as u64)<<cr(aj as u64)
})}}mod bl{use super::{dl,fy,al,cq,v,Row};use crate::cz::AC;pub trait Tree{type Start:Copy;fn count(&self,ab:Self::Start)->u64;}pub struct Jobs<T:Tree>{pub(super)gz:Box<T
>,pub bl:Vec<(T::Start,u64)>,pub(super)bz:u64}#[derive(Clone,Copy,PartialEq,Eq)]pub enum BJ{CP,BQ}pub struct H{pub core:BJ,pub em:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub
struct AA{pub(super)kc:usize,pub(super)ai:usize,pub(super)y:u64,pub(super)u:u64,pub(super)j:u64}impl H{pub fn cf(core:BJ,em:Vec<Vec<Row>>,iw:Vec<u64>)->Jobs<H>{let bl=(iw
.into_iter().enumerate()).map(|(kc,cc)|(AA::ol(kc),cc)).collect();Jobs::new(H{core,em},bl)}}impl AA{pub(super)fn ol(kc:usize)->AA{AA{kc,ai:0,y:0,u:0,j:0}}}impl Tree for H
{type Start=AA;fn count(&self,at:AA)->u64{let rows=&self.em[at.kc];if self.core==BJ::BQ&&rows.len()-at.ai>AC{dl(rows,at.ai,at.y,at.u,at.j)}else{fy(rows,at.ai,at.y,at.u,at
.j)}}}impl Tree for al::D{type Start=al::Partial;fn count(&self,nj:al::Partial)->u64{al::D::count(self,nj)}}impl Tree for cq::Meet{type Start=u32;fn count(&self,ko:u32)->
u64{self.lm(ko)}}impl<T:Tree>Jobs<T>{pub fn new(gz:T,bl:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{gz:Box::new(gz),bl,bz:0}}pub(super)fn mm(&self,i:usize)->u64{let(ab,cc)=self.bl
[i];cc*self.gz.count(ab)}pub fn ee(&self)->u64{self.bz+(0..self.bl.len()).map(|i|self.mm(i)).sum::<u64>()}}impl Jobs<al::D>{pub fn nk(bb:al::D,bd:al::G)->Jobs<al::D>{Jobs
{gz:Box::new(bb),bl:bd.aa.into_iter().map(|ab|(ab,1)).collect(),bz:bd.bz}}}pub fn gl(n:usize)->Jobs<H>{let(ms,iw)=v::ii(n);H::cf(BJ::BQ,ms,iw)}}mod ea{use crate::au::C;
pub fn ea<N>(ct:usize,au:&mut C,mut cg:impl FnMut(&mut C)->(N,f64),mut bm:impl FnMut(&N,&mut C)->Option<(u32,N,f64)>,)->f64{let mut ao=0.0;for _ in 0..ct{let(mut ir,mut
mz)=cg(au);while let Some((ev,kt,pc))=bm(&ir,au){mz*=f64::from(ev);ao+=mz*pc;ir=kt;}}ao/ct as f64}pub fn es(x:u64,au:&mut C)->u64{let mut lb=x;for _ in 0..au.hc(x.
count_ones()as usize){lb&=lb-1;}lb&lb.wrapping_neg()}}pub mod cq{use super::ia::bu;use super::{dr,av,bk,Row};use crate::g::{ad,Board};use crate::au::C;use crate::cz::{BD,
AF,BN,AY,AJ};pub const A:usize=16;const BX:u32=64;struct BK{bd:Vec<u32>,bq:Vec<u32>}pub struct Meet{n:usize,ay:BK,ar:BK}impl Meet{pub fn new(g:&Board)->Meet{let n=g.n;let
rows=bk(g);let mut db=vec![0;n*n];for(dd,bq)in db.iter_mut().enumerate(){*bq=jp(n,dd/n,dd%n);}let nw=|from:usize,to:usize|BK::new(&rows,&db,from,to);Meet{n,ay:nw(0,n/2),
ar:nw(n/2,n)}}pub fn ke(&self)->Vec<(u32,u64)>{(0..BX.min(1<<self.n)).map(|ko|(ko,1)).collect()}pub fn fe(g:&Board)->Option<f64>{if g.n>A{return None;}let(ay,ar)=nx(g);if
jw(g.n,ay,ar)>AY as f64{return None;}Some(bh(g.n,ay,ar))}}fn jw(n:usize,ay:f64,ar:f64)->f64{let cn=2.0*(f64::from(1u32<<n)+1.0);(ay+ar+cn)*std::mem::size_of::<u32>()as
f64}fn bh(n:usize,ay:f64,ar:f64)->f64{let em=ki(n);let fs=ay/64.0+ay.min(em);let nz=ar*(ay/em/64.0+1.0);BN*(ay+ar)+AF*fs+BD*nz}impl BK{fn new(rows:&[Row],db:&[u64],from:
usize,to:usize)->BK{let n=rows.len();let mut bd=vec![0u32;(1<<n)+1];dt(rows,db,to,from,(0,0,0),0,&mut|y,_|{bd[y as usize+1]+=1;});for c in 0..1<<n{bd[c+1]+=bd[c];}let mut
bq=vec![0;bd[1<<n]as usize];let mut next=bd.clone();dt(rows,db,to,from,(0,0,0),0,&mut|y,ha|{bq[next[y as usize]as usize]=ha as u32;next[y as usize]+=1;});BK{bd,bq}}fn on(
&self,y:usize)->&[u32]{&self.bq[self.bd[y]as usize..self.bd[y+1]as usize]}}impl Meet{pub fn lm(&self,ko:u32)->u64{let em=1usize<<self.n;let bl=BX.min(em as u32)as usize;
let ow=ko as usize*em/bl..(ko as usize+1)*em/bl;let pf=ad(self.n)as usize;let mut ao=0;let mut fs:Vec<BT> =Vec::new();for y in ow{let(ay,ar)=(self.ay.on(y),self.ar.on(pf^
y));if ay.is_empty()||ar.is_empty(){continue;}fs.clear();fs.extend(ay.chunks(64).map(mk));for&ha in ar{let oq=|hd:&BT|{let on=|he:usize|hd[he][(ha>>(5*he))as usize&31];(
on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};ao+=fs.iter().map(|hd|u64::from(oq(hd).count_zeros())).sum::<u64>();}ao-=ar.len()as u64*(fs.len()*64-ay.len())as u64;}ao}}type
BT=[[u64;32];6];fn mk(er:&[u32])->BT{let mut on=[0u64;32];for(gw,&ha)in er.iter().enumerate(){for ew in dr(ha.into()){on[ew&31]|=1<<gw;}}let mut hd=[[0;32];6];for(he,kq)
in hd.iter_mut().enumerate(){for id in 1..32usize{let lv=id&(id-1);let ew=5*he+(id^lv).trailing_zeros()as usize;kq[id]=kq[lv]|on[ew&31];}}hd}fn dt(rows:&[Row],db:&[u64],
lp:usize,aj:usize,(y,aa,ax):(u64,u64,u64),bq:u64,mo:&mut impl FnMut(u64,u64),){if aj==lp{return mo(y,bq);}let mut x=!(y|aa|ax|rows[aj].h);while x!=0{let bf=x&x.
wrapping_neg();x^=bf;let ha=bq|db[aj*rows.len()+bf.trailing_zeros()as usize];if aj+1==lp{mo(y|bf,ha);}else{let cl=av(rows[aj].eg,bf,y,aa,ax);dt(rows,db,lp,aj+1,cl,ha,mo);
}}}fn jp(n:usize,aj:usize,ah:usize)->u64{let ay=n/2;let bf=|ew:usize|match ew.checked_sub(ay){Some(at)if at<n-1=>1<<at,_=>0};bf(aj+ah)|bf(aj+n-1-ah)<<(n-1)}fn nx(g:&Board
)->(f64,f64){let rows=bk(g);let ay=g.n/2;(er(&rows[..ay]),er(&rows[ay..]))}fn er(rows:&[Row])->f64{let aw=|ai:usize|f64::from(u8::from(ai+1==rows.len()));bu(AJ,rows,&mut
C::ib(),aw)}fn ki(n:usize)->f64{(0..n/2).fold(1.0,|em,i|em*(n-i)as f64/(i+1)as f64)}}mod ia{use super::ea::{ea,es};use super::{av,bk,Row};use crate::g::Board;use crate::
au::C;use crate::cz::AJ;pub fn ig(g:&Board)->Board{gn(g).0}pub fn gn(g:&Board)->(Board,f64){let kx=fg(g);let mut ig=(kx,0);for v in 1..8{let du=fg(&g.ec(v));if du<ig.0{ig
=(du,v);}}if ig.0*1.5<kx{(g.ec(ig.1),ig.0)}else{(g.clone(),kx)}}fn fg(g:&Board)->f64{let gz=du(g);if g.gm(){gz/2.0}else{gz}}pub fn du(g:&Board)->f64{el(AJ,&bk(g),&mut C::
ib())}pub fn el(ct:usize,rows:&[Row],au:&mut C)->f64{bu(ct,rows,au,|_|1.0)}pub fn bu(ct:usize,rows:&[Row],au:&mut C,cc:impl Fn(usize)->f64,)->f64{ea(ct,au,|_|((0,0u64,
0u64,0u64),1.0),|&ir,au|{let(ai,y,aa,ax)=ir;let aj=*rows.get(ai)?;let x=!(y|aa|ax|aj.h);if x==0{return None;}let(y,aa,ax)=av(aj.eg,es(x,au),y,aa,ax);Some((x.count_ones(),
(ai+1,y,aa,ax),cc(ai),))},)}}mod cf{use super::bl::{Jobs,H};use super::{al,cq};pub enum Plan{CL(Jobs<H>),AU(Jobs<al::D>),Meet(Jobs<cq::Meet>)}impl Plan{pub fn ee(&self)->
u64{match self{Plan::CL(bl)=>bl.ee(),Plan::AU(bl)=>bl.ee(),Plan::Meet(bl)=>bl.ee()}}}impl From<Jobs<H>>for Plan{fn from(bl:Jobs<H>)->Plan{Plan::CL(bl)}}impl From<Jobs<al
::D>>for Plan{fn from(bl:Jobs<al::D>)->Plan{Plan::AU(bl)}}impl From<cq::Meet>for Plan{fn from(cq:cq::Meet)->Plan{let ke=cq.ke();Plan::Meet(Jobs::new(cq,ke))}}}mod mb{use
super::{av,fl,Row};pub fn fy(rows:&[Row],ai:usize,y:u64,u:u64,j:u64)->u64{let count=pb::<false>(rows,ai,(y,u,j),&mut 0);count.expect("an unbounded count ends")}pub fn bw(
rows:&[Row],af:&mut u64)->Option<u64>{pb::<true>(rows,0,(0,0,0),af)}fn pb<const M:bool>(rows:&[Row],ai:usize,(y,u,j):(u64,u64,u64),af:&mut u64,)->Option<u64>{if ai>=rows.
len(){return Some(1);}let aw=rows.len()-1;let mut nd=[(0u64,0u64,0u64,0u64);64];let(mut y,mut u,mut j)=(y,u,j);let mut x=!(y|u|j|rows[ai].h);if ai==aw{return Some(u64::
from(x.count_ones()));}let mut ag=ai;let mut ao=0u64;loop{if x==0{if ag==ai{return Some(ao);}ag-=1;let jj=nd[ag];x=jj.0;y=jj.1;u=jj.2;j=jj.3;continue;}if M&&!fl(af,2){
return None;}let bf=x&x.wrapping_neg();x^=bf;let(eh,ei,dn)=av(rows[ag].eg,bf,y,u,j);let br=!(eh|ei|dn|rows[ag+1].h);if ag+1==aw{ao+=u64::from(br.count_ones());}else if br
!=0{nd[ag]=(x,y,u,j);ag+=1;x=br;y=eh;u=ei;j=dn;}}}}mod rows{use crate::g::{ad,Board,J};#[derive(Clone,Copy)]pub struct Row{pub h:u64,pub eg:u32}pub fn bk(g:&Board)->Vec<
Row>{let it=!ad(g.n);g.h.iter().map(|&h|Row{h:h|it,eg:1}).collect()}pub fn rows_around(g:&Board,aq:&[J])->Vec<Row>{let it=!ad(g.n);let oy=aq.iter().fold(0,|rows,&(r,_)|
rows|1<<r);fp(ad(g.n)&!oy,|r|{let mj=aq.iter().fold(0,|cw,&gg|cw|dq(gg,r));g.h[r]|it|mj})}pub fn fp(rows:u64,h:impl Fn(usize)->u64)->Vec<Row>{let mut js:Vec<Row> =Vec::
with_capacity(rows.count_ones()as usize);let mut kb=0;let mut aa=rows;while aa!=0{let r=aa.trailing_zeros()as usize;aa&=aa-1;if let Some(aw)=js.last_mut(){aw.eg=(r-kb)as
u32;}js.push(Row{h:h(r),eg:1});kb=r;}js}pub fn dq((ma,ah):J,r:usize)->u64{let de=r.abs_diff(ma);let bf=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bf(ah)|bf(ah+de)|
ah.checked_sub(de).map_or(0,bf)}#[inline(always)]pub fn fl(af:&mut u64,bh:u64)->bool{if*af<=bh{*af=0;return false;}*af-=bh;true}#[inline(always)]pub fn av(eg:u32,bf:u64,y
:u64,u:u64,j:u64)->(u64,u64,u64){(y|bf,(u|bf)<<eg,(j|bf)>>eg,)}pub fn dr(mut cw:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(cw!=0).then(||{let at=cw.
trailing_zeros()as usize;cw&=cw-1;at})})}}mod v{mod gv{use crate::g::{cl,cy,dj,J};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct BL{ay:usize,ar:usize,aa:
usize,ax:usize}impl BL{pub fn aq(&self,n:usize)->[J;4]{[(0,self.ay),(n-1,self.ar),(self.aa,0),(self.ax,n-1)]}fn ly(n:usize,aq:&[J;4])->BL{let m=n-1;let on=|ak:&dyn Fn(J)
->bool,kv:&dyn Fn(J)->usize|{aq.iter().copied().find(|&q|ak(q)).map_or(usize::MAX,kv)};BL{ay:on(&|(r,_)|r==0,&|(_,c)|c),ar:on(&|(r,_)|r==m,&|(_,c)|c),aa:on(&|(_,c)|c==0,&
|(r,_)|r),ax:on(&|(_,c)|c==m,&|(r,_)|r)}}fn hl(&self,n:usize)->[usize;8]{let m=n-1;let mv=|de:usize|m-de;[self.ay,mv(self.ay),self.ar,mv(self.ar),self.aa,mv(self.aa),self
.ax,mv(self.ax)]}pub fn gp(&self,n:usize)->bool{let iy=self.hl(n);let kp=iy.iter().copied().min().unwrap_or(0);kp>0&&iy.iter().filter(|&&d|d==kp).count()>1}}pub fn lk(n:
usize)->Vec<(BL,u64)>{let mut cd=Vec::new();for ay in 0..n{for ar in 0..n{for aa in 0..n{for ax in 0..n{let gv=BL{ay,ar,aa,ax};let aq=gv.aq(n);if aq.iter().any(|&a|aq.
iter().any(|&b|cl(a,b))){continue;}let da=|v|{let ji=aq.map(|q|dj(n,v,q));BL::ly(n,&ji)};if let Some(ey)=cy(0..8,gv,da){cd.push((gv,ey));}}}}}cd}}use super::rows_around;
use super::{dq,Row};use crate::g::{ad,Board,J};pub fn ii(n:usize)->(Vec<Vec<Row>>,Vec<u64>){ds(n).into_iter().map(|fd|(ku(&fd),fd.cc)).unzip()}fn ku(fd:&Class)->Vec<Row>{
rows_around(&fd.g,&fd.aq)}pub struct Class{pub g:Board,pub aq:Vec<J>,pub cc:u64}pub fn ds(n:usize)->Vec<Class>{if n<5{return vec![Class{g:Board::fi(n),aq:Vec::new(),cc:1}
];}let m=n-1;let all=ad(n);let mp=|ah:usize|all&!(1u64<<ah);let mut ds=Vec::new();for k in 2..m{let mut g=Board::fi(n);g.h[0]=mp(0);g.h[1]=mp(k);for aj in&mut g.h[2..=k]{
*aj|=1<<1;}ds.push(Class{g,aq:Vec::new(),cc:8});}let ox=1u64|1u64<<m;let mut a=1;while a<m-a{let mut g=Board::fi(n);g.h[0]=mp(a);for(r,aj)in g.h.iter_mut().enumerate().
skip(1){if r<=a||r>=m-a{*aj|=ox;}}let hj=(1u64<<(a+1))-1;g.h[m]|=hj|hj<<(m-a);ds.push(Class{g,aq:Vec::new(),cc:8});a+=1;}for(gv,cc)in gv::lk(n){if gv.gp(n){let aq=gv.aq(n
).to_vec();ds.push(Class{g:lc(n,&aq),aq,cc});}}ds}fn lc(n:usize,aq:&[J])->Board{let all=ad(n);let mut g=Board::fi(n);for(r,aj)in g.h.iter_mut().enumerate(){*aj=match aq.
iter().find(|gg|gg.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{aq.iter().fold(0,|cw,&q|cw|dq(q,r))&all}};}g}}pub use self::hu::Z;pub use self::nt::{dl,bv};pub use self::mb
::{fy,bw};pub use self::rows::*;}mod pa{use crate::g::A;use crate::ga::Dialect;pub const CO:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n"
;pub struct BS{pub bi:Dialect,pub fq:usize,pub cp:Vec<usize>}pub fn parse(args:&[String])->Result<Option<BS>,String>{let mut bo=BS{bi:Dialect::default(),fq:0,cp:Vec::new(
)};let mut args=args.iter();while let Some(kn)=args.next(){let(fr,ny)=match kn.split_once('='){Some((fr,cv))if kn.starts_with("--")=>(fr,Some(cv.to_string())),_=>(kn.
as_str(),None)};let mut cv=|pq:&str|{(ny.clone().or_else(||args.next().cloned())).ok_or_else(||format!("option '{}' needs {}",fr,pq))};match fr{"-h"|"--help"=>return Ok(
None),"--list"=>{let be=cv("a number of solutions")?;bo.fq=be.parse().map_err(|_|{format!("option '{}' takes a whole number, found '{}'",fr,be)})?;}"--dialect"=>{bo.bi=
Dialect::ov(&cv("a value: luogu, uva11195 or cses1624")?)?}_ if fr.starts_with('-')&&fr.len()>1=>{return Err(format!("unknown option '{}'",kn))}_=>match kn.parse::<usize>
(){Ok(n)if(1..=A).contains(&n)=>bo.cp.push(n),_=>{let bn="N must be an integer from 1 to";return Err(format!("{} {}, found '{}'",bn,A,kn));}}}}Ok(Some(bo))}}mod oh{use
crate::g::Board;use crate::count::jl::{hf,BI,By,S};use crate::count::Z;use crate::fq::ff;use crate::oc::O;use crate::cb::{Format,AR};use crate::ej::{ck,BZ,Outcome,BH};use
std::io::Write;pub struct BG<W:Write>{jl:BI,fa:O,ej:BH<W>}impl<W:Write>BG<W>{pub fn new(format:Format,ja:W)->BG<W>{BG{jl:BI::new(Z),fa:O::new(),ej:BH{cb:AR{ja,format},hr:
0}}}pub fn gd(&self,cp:&[u32]){self.jl.gd(cp);}pub fn all(&mut self,hr:&mut BZ)->Outcome{loop{match hr.next(){None=>return self.ej.nu(),Some(Err(dz))=>return self.ej.lj(&
dz),Some(Ok(g))=>{if let Err(is)=self.ml(&g){return is;}}}}}fn ml(&mut self,g:&Board)->Result<(),Outcome>{self.ej.hr+=1;let bz=match self.fa.get(g){Some(count)=>hf(count,
By::CN),None=>self.jl.count(g)};let cb=&mut self.ej.cb;let fq=cb.format.fq;ff(g,fq,&mut|an|cb.bt(an)).map_err(ck)?;let(count,eu)=match bz{S::CA{count,..}=>(count,false),S
::Plan{cf,..}=>(cf.ee(),true)};self.fa.ph(g,count);(cb.count(self.ej.hr,count,eu)).map_err(ck)}}}use g::{Board,A};use ga::AS;use cb::Format;use std::io::{self,Read};fn
main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let bo=match pa::
parse(&args){Ok(Some(bo))=>bo,Ok(None)=>{print!("{}",pa::CO);return;}Err(bn)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",bn);std::process::exit(2);}};let
format=Format{bi:bo.bi,fq:bo.fq,..Format::default()};let stdout=io::stdout();let mut og=oh::BG::new(format,io::BufWriter::new(stdout.lock()));let is=if bo.cp.is_empty(){
let mut ga=Vec::new();if let Err(e)=io::stdin().lock().read_to_end(&mut ga){eprintln!("nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}let mut
lz=AS::new(&ga,bo.bi);let mut cp=[0;A+1];lz.km(&mut cp);og.gd(&cp);og.all(&mut std::iter::from_fn(||lz.lw().transpose()))}else{og.all(&mut bo.cp.iter().map(|&n|Ok(Board::
fi(n))))};std::process::exit(is.oj());}

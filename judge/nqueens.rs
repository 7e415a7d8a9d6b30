// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is. A judge runs it without
// arguments: a problem that needs options (such as --list 3 for Luogu P1219) sets
// them in DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]
const DEFAULT_ARGS: &str = "";
mod bd{pub const MAX_N:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Bd{pub(crate)n:usize,pub(crate)fb:Vec<u64>}impl Bd{
pub(crate)fn new(n:usize,fb:Vec<u64>)->Bd{Bd{n,fb}}pub fn plain(n:usize)->Bd{assert!((1..=MAX_N).contains(&n),"a board has 1 to {} rows, not {}",MAX_N,n);
Bd::new(n,vec![0;n])}pub fn is_plain(&self)->bool{self.fb.iter().all(|&row|row==0)}pub fn fcl(&self)->usize{self.fb.iter().map(|row|row.count_ones()as usize).sum()}
pub(crate)fn transformed(&self,sy:usize)->Bd{let cns=if SWAPS>>sy&1==1{self.cns()}else{Vec::new()};Bd::new(self.n,self.img(sy,&cns))}fn cns(&self)->Vec<u64>{
let mut square=[0u64;64];square[..self.n].copy_from_slice(&self.fb);transpose(&mut square);square[..self.n].to_vec()}fn img(&self,sy:usize,cns:&[u64])->Vec<u64>{
let n=self.n;let source=if SWAPS>>sy&1==1{cns}else{&self.fb};let mirror=MIRRORS_COLUMNS>>sy&1==1;let mut rz:Vec<u64> =source.iter()
.map(|&row|if mirror{reversed(row,n)}else{row}).collect();if FLIPS_ROWS>>sy&1==1{rz.reverse();}rz}}const SWAPS:u8=1<<1|1<<3|1<<6|1<<7;
const MIRRORS_COLUMNS:u8=1<<1|1<<2|1<<4|1<<7;const FLIPS_ROWS:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(usize),Column(usize)}impl Line{
pub fn cell(self,at:usize)->Cell{match self{Line::Row(r)=>(r,at),Line::Column(c)=>(at,c)}}}pub fn atk(a:Cell,b:Cell)->bool{
a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}pub fn tf(n:usize,sy:usize,(r,c):Cell)->Cell{let m=n-1;match sy{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),
3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),_=>(m-c,m-r)}}pub fn osis<K:Ord+Copy>(symmetries:impl Iterator<Item=usize>,key:K,img:impl Fn(usize)->K,)->Option<u64>{
let mut imgs=[key;8];let mut fd=0;for sy in symmetries{let moved=img(sy);if moved<key{return None;}imgs[fd]=moved;fd+=1;}let imgs=&mut imgs[..fd];imgs.sort_unstable();
Some(1+imgs.windows(2).filter(|pair|pair[0]!=pair[1]).count()as u64)}pub fn reversed(bits:u64,n:usize)->u64{bits.reverse_bits()>>(64-n)}pub fn transpose(rz:&mut[u64;64]){
let mut wd=32;let mut low:u64=0x0000_0000_FFFF_FFFF;while wd!=0{let mut k=0;while k<64{let swap=((rz[k]>>wd)^rz[k+wd])&low;rz[k]^=swap<<wd;rz[k+wd]^=swap;k=(k+wd+1)&!wd;}
wd>>=1;low^=low<<wd;}}pub fn cmask(n:usize)->u64{u64::MAX>>(64-n)}}mod cases{use crate::bd::Bd;use crate::count::auto::Cd;use crate::list::fsos;
use crate::output::{Format,Output};use crate::solve::Sv;pub use crate::wr::Oc;use crate::wr::{wfail,Cases,Writer};use std::io::{self,Write};#[derive(Clone,Copy,Default)]
pub struct Config{pub format:Format}pub struct Run<W:Write>{solver:Sv,wr:Writer<W>}impl<W:Write>Run<W>{pub fn new(cfgs:Config,out:W)->Run<W>{Run{solver:Sv::new(),
wr:Writer{output:Output{out,format:cfgs.format},cases:0}}}pub fn note_sizes(&self,szs:&[u32]){self.solver.note_sizes(szs);}pub fn all(&mut self,cases:&mut Cases)->Oc{
loop{match cases.next(){None=>return self.wr.finish(),Some(Err(error))=>return self.wr.bad_input(&error),Some(Ok(bd))=>{if let Err(outcome)=self.case(&bd){return outcome;
}}}}}fn sos(&mut self,bd:&Bd)->io::Result<()>{let output=&mut self.wr.output;let list=output.format.list;fsos(bd,list,&mut|cns|output.sln(cns))?;Ok(())}
fn case(&mut self,bd:&Bd)->Result<(),Oc>{let wr=&mut self.wr;wr.cases+=1;let case=wr.cases;let cd=match self.solver.start(bd){Ok(cd)=>cd,Err(msg)=>{
return Err(wr.fail(&format!("case {}",case),&msg));}};self.sos(bd).map_err(wfail)?;let pnd=matches!(cd,Cd::Plan{..});let count=match cd{Cd::Count{count}=>count,
Cd::Plan{plan}=>self.solver.count_plan(bd,plan)};let wr=&mut self.wr;(wr.output.count(case,count,pnd)).map_err(wfail)?;Ok(())}}}mod count{pub mod auto{
use super::filter::{self,Fl};use super::meet::Meet;use super::{best_search,cfw,dy,plain_plan,rof,Plan};use crate::bd::Bd;use crate::once::Once;use crate::tu::DO;
use crate::tu::{RSH,SEARCH_SETUP,STP};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};use std::sync::Arc;pub enum Cd{Count{count:u64},Plan{plan:Plan}}
#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{Loop,Dynamic,Fast,Fl,Known}pub struct Auto{filters:[Once<Fl>;filter::MAX_N+1],building:[AtomicBool;filter::MAX_N+1],
ahead:[AtomicU32;filter::MAX_N+1],seen:[AtomicU32;filter::MAX_N+1],sd:[AtomicU64;filter::MAX_N+1]}impl Auto{pub fn new()->Auto{Auto{
filters:std::array::from_fn(|_|Once::new()),building:std::array::from_fn(|_|AtomicBool::new(false)),ahead:std::array::from_fn(|_|AtomicU32::new(0)),
seen:std::array::from_fn(|_|AtomicU32::new(0)),sd:std::array::from_fn(|_|AtomicU64::new(0))}}pub fn note_sizes(&self,szs:&[u32]){
for(ahead,&count)in self.ahead.iter().zip(szs){ahead.store(count,Ordering::Relaxed);}}pub fn count(&self,bd:&Bd)->Cd{let n=bd.n;if bd.is_plain(){
return pnd(plain_plan(n));}if let Some(seen)=self.seen.get(n){seen.fetch_add(1,Ordering::Relaxed);}let small=small_tree(n);if let Some(filter)=self.filter(n){
return self.race(&filter,bd,small);}let mut lf=small as u64;let ufd=match sw(bd,&mut lf){Ok((count,by))=>{self.settle(bd,small-lf as f64,0.0);return known(count,by);}
Err(ufd)=>ufd};let(plan,sts)=best_search(bd,ufd);let meet=jm(bd,sts);let sts=meet.unwrap_or(sts);if let Some(filter)=self.settle(bd,small,sts){
return known(filter.count(bd),By::Fl);}let plan=match meet{Some(_)=>Meet::new(bd).into(),None=>plan};pnd((plan,sts))}fn race(&self,filter:&Fl,bd:&Bd,small:f64)->Cd{
let modelled=filter.modelled_cost(bd);let mut lf=(modelled*RSH).min(small)as u64;if let Ok((count,by))=sw(bd,&mut lf){return known(count,by);}
known(filter.count(bd),By::Fl)}fn filter(&self,n:usize)->Option<Arc<Fl>>{self.filters.get(n)?.get()}fn settle(&self,bd:&Bd,spent:f64,pg:f64)->Option<Arc<Fl>>{let n=bd.n;
if n>filter::MAX_N||!self.pays(bd,spent,pg){if let Some(sd)=self.sd.get(n){sd.fetch_add((spent+pg)as u64,Ordering::Relaxed);}return None;}
if self.building[n].swap(true,Ordering::Relaxed){return None;}let filter=self.filters[n].gob(||Fl::new(n));(pg>0.0).then_some(filter)}
fn pays(&self,bd:&Bd,spent:f64,pg:f64)->bool{let n=bd.n;if n>filter::MAX_N{return false;}let sd=self.sd[n].load(Ordering::Relaxed)as f64+spent+pg;
let seen=self.seen[n].load(Ordering::Relaxed).max(1);let to_come=match self.ahead[n].load(Ordering::Relaxed){0=>seen,ahead=>ahead.saturating_sub(seen)};
let(seen,to_come)=(f64::from(seen),f64::from(to_come));let sch=pg+sd/seen*to_come;let build=Fl::build_cost(n);let this_case=if pg>0.0{1.0}else{0.0};
let filtering=Fl::model_cost(bd)*(1.0+RSH);sch>build&&sch>build+filtering*(to_come+this_case)}}pub fn known(count:u64,_by:By)->Cd{Cd::Count{count}}
fn pnd((plan,_steps):(Plan,f64))->Cd{Cd::Plan{plan}}pub fn small_tree(n:usize)->f64{use crate::tu::{PROBES,PROBE_LEVEL};STP*(PROBES*n)as f64*PROBE_LEVEL}fn sw(bd:&Bd,
bg:&mut u64,)->Result<(u64,By),Option<dy::Uf>>{let rz=rof(bd);let tiny=(SEARCH_SETUP*bd.n)as u64;if*bg<=tiny*(1+STP as u64){let count=cfw(&rz,bg).ok_or(None)?;
return Ok((count,By::Loop));}let mut lf=tiny;if let Some(count)=cfw(&rz,&mut lf){*bg-=tiny-lf;return Ok((count,By::Loop));}*bg-=tiny;if dy::pays(bd){
let search=dy::Sr::new(bd);let count=search.count_within(bg).map_err(Some)?;Ok((count,By::Dynamic))}else{let count=super::cfaw(&rz,bg).ok_or(None)?;Ok((count,By::Fast))}}
fn jm(bd:&Bd,sts:f64)->Option<f64>{let sch=match dy::pays(bd){true=>sts/DO,false=>sts};Meet::estimated_steps(bd).filter(|&meet|meet<sch)}}mod ci{
use super::plan::{Core,Jobs,Rs};use super::{dy,orient,rof,sy,Plan};use crate::bd::Bd;pub fn plain_plan(n:usize)->(Plan,f64){let plan=syp(n);let sts=0.0;(plan.into(),sts)}
pub fn syp(n:usize)->Jobs<Rs>{let(row_sets,weights)=sy::class_row_sets(n);Rs::plan(Core::Fast,row_sets,weights)}
pub fn best_search(bd:&Bd,first:Option<dy::Uf>)->(Plan,f64){if dy::pays(bd){let sts=orient::estimate(bd);let plan=match first{
Some(first)=>Jobs::resumed(dy::Sr::new(bd),first),None=>dynamic_search(bd)};(plan.into(),sts)}else{let(oriented,sts)=(bd.clone(),orient::estimate(bd));
(fast_search(&oriented).into(),sts)}}pub fn dynamic_search(bd:&Bd)->Jobs<dy::Sr>{let search=dy::Sr::new(bd);let start=search.start();
let plan=Jobs::new(search,vec![(start,1)]);plan}pub fn fast_search(bd:&Bd)->Jobs<Rs>{let plan=Rs::plan(Core::Fast,vec![rof(bd)],vec![1]);plan}}mod dy{
use super::{bits,cfa,cfaw,gapped_rows,spend};use crate::bd::{cmask,Bd,Cell,Line};use crate::tu::{DCPF,DYNAMIC_NODE,HC,HR};pub struct Sr{n:usize,al:[u64;64],alr:[u64;64]}
#[derive(Clone,Copy)]pub struct Pt{rl:u64,cl:u64,sums:u128,dif:u128,mi:u128}impl Pt{pub fn rl(&self)->usize{self.rl.count_ones()as usize}}pub enum Ch{Dead,Cpl,
Branch(Line,u64)}pub fn pays(bd:&Bd)->bool{let n=bd.n;bd.fcl()*DCPF>n*n}impl Sr{pub fn new(bd:&Bd)->Sr{let n=bd.n;let all=cmask(n);let mut al=[0u64;64];
let mut alr=[0u64;64];for(r,&row)in bd.fb.iter().enumerate(){al[r]=!row&all;for(c,rz)in alr.iter_mut().enumerate().take(n){*rz|=(al[r]>>c&1)<<r;}}Sr{n,al,alr}}
pub fn start(&self)->Pt{Pt{rl:cmask(self.n),cl:cmask(self.n),sums:0,dif:0,mi:0}}fn free_cells(&self,p:&Pt,line:Line)->u64{let m=self.n-1;match line{Line::Row(r)=>{
let sums=(p.sums>>r)as u64;let mi=(p.mi>>(m-r))as u64;self.al[r&63]&p.cl&!sums&!mi}Line::Column(c)=>{let sums=(p.sums>>c)as u64;let dif=(p.dif>>(m-c))as u64;
self.alr[c&63]&p.rl&!sums&!dif}}}pub fn pc(&self,p:&Pt,(r,c):Cell)->Pt{Pt{rl:p.rl&!(1u64<<r),cl:p.cl&!(1u64<<c),sums:p.sums|1u128<<(r+c),dif:p.dif|1u128<<(r+self.n-1-c),
mi:p.mi|1u128<<(c+self.n-1-r)}}fn lines(&self,p:&Pt)->Lines{let mut lines=Lines{rl:p.rl,cl:p.cl,rfr:[0;64],cf:[0;64]};for r in bits(p.rl){
lines.rfr[r]=self.free_cells(p,Line::Row(r));}for c in bits(p.cl){lines.cf[c]=self.free_cells(p,Line::Column(c));}lines}pub fn count(&self,p:Pt)->u64{
self.cpl::<false>(p,&mut 0,&mut Vec::new())}pub fn count_within(&self,bg:&mut u64)->Result<u64,Uf>{let mut lf=Vec::new();let cd=self.cpl::<true>(self.start(),bg,&mut lf);
match*bg{0=>Err(Uf{cd,lf}),_=>Ok(cd)}}fn cpl<const BD:bool>(&self,p:Pt,bg:&mut u64,lf:&mut Vec<Pt>,)->u64{let lines=self.lines(&p);let ci=lines.choose();
let mut stack=vec![lines;p.rl()+1];match self.n<=32{true=>self.cln::<u64,BD>(&mut stack,ci,1,bg,lf),false=>self.cln::<u128,BD>(&mut stack,ci,1,bg,lf)}}
fn cln<D:Dg,const BD:bool>(&self,stack:&mut[Lines],ci:Ch,pd:u32,bg:&mut u64,lf:&mut Vec<Pt>,)->u64{if BD&&!spend(bg,DYNAMIC_NODE*u64::from(pd)){lf.push(self.start());
return 0;}let(here,below)=stack.split_first_mut().expect("a level to count");match ci{Ch::Dead=>0,Ch::Cpl=>1,Ch::Branch(_,fr)if hands_off(fr,here.rl)=>{
let rz=gapped_rows(here.rl,|r|!here.rfr[r&63]);if!BD{return cfa(&rz,0,0,0,0);}cfaw(&rz,bg).unwrap_or_else(||{lf.push(self.start());0})}Ch::Branch(line,mut fr)=>{
let mut tt=0;while fr!=0{let queen=line.cell(fr.trailing_zeros()as usize);fr&=fr-1;let ci=below[0].place_from::<D>(here,queen,self.n-1);let pd=match BD{
true=>(here.rl^below[0].rl).count_ones(),false=>0};tt+=self.cln::<D,BD>(below,ci,pd,bg,lf);if BD&&*bg==0{for queen in below[0].queens_below(here){for p in lf.iter_mut(){
*p=self.pc(p,queen);}}let start=self.start();lf.extend(bits(fr).map(|at|self.pc(&start,line.cell(at))));return tt;}}tt}}}}pub struct Uf{pub cd:u64,pub lf:Vec<Pt>}
mod lines{use super::{fu,has_one,mco,Ch};use crate::bd::{Cell,Line};use crate::count::bits;use crate::tu::HR;use std::ops::{BitAnd,BitOr};#[derive(Clone)]
pub struct Lines{pub rl:u64,pub cl:u64,pub rfr:[u64;64],pub cf:[u64;64]}impl Lines{pub fn choose(&self)->Ch{mco(self.rl,self.cl,|line|self.fr(line))}
fn fr(&self,line:Line)->u64{match line{Line::Row(r)=>self.rfr[r&63],Line::Column(c)=>self.cf[c&63]}}
pub fn place_from<D:Dg>(&mut self,pa:&Lines,queen:Cell,last:usize)->Ch{self.rl=pa.rl;self.cl=pa.cl;let mut qns=Queens::<D>::default();qns.add(queen,last);
self.rfr[queen.0&63]=1<<queen.1;let mut pass=self.pass(Some(pa),&qns,last);loop{let(frs,fcs)=match pass{Pass::Dead=>return Ch::Dead,Pass::Cpl=>return Ch::Cpl,
Pass::Forced(rz,cns)=>(rz,cns)};if frs|fcs==0{break;}qns=match self.forced_queens(frs,fcs,last){Some(qns)=>qns,None=>return Ch::Dead};pass=self.pass(None,&qns,last);}
let exact=self.rl.count_ones()as usize>HR;fu(self.rl,self.cl,|line|self.fr(line),exact,)}#[inline(always)]fn pass<D:Dg>(&mut self,from:Option<&Lines>,qns:&Queens<D>,
last:usize,)->Pass{self.rl&=!qns.rz;self.cl&=!qns.cns;if self.rl==0{return Pass::Cpl;}let(mut rz,mut cns)=(self.rl,self.cl);let(mut frs,mut fcs)=(0u64,0u64);while rz!=0{
let(row,cn)=(rz.trailing_zeros()as usize,cns.trailing_zeros()as usize,);rz&=rz-1;cns&=cns-1;let(rcs,ccs)=match from{Some(pa)=>(pa.rfr[row&63],pa.cf[cn&63]),
None=>(self.rfr[row&63],self.cf[cn&63])};let rcs=rcs&!qns.on_row(row,last);let ccs=ccs&!qns.on_column(cn,last);self.rfr[row&63]=rcs;self.cf[cn&63]=ccs;
if(rcs==0)|(ccs==0){return Pass::Dead;}frs|=u64::from(has_one(rcs))<<row;fcs|=u64::from(has_one(ccs))<<cn;}Pass::Forced(frs,fcs)}fn forced_queens<D:Dg>(&mut self,frs:u64,
fcs:u64,last:usize,)->Option<Queens<D>>{let mut qns=Queens::default();for row in bits(frs){let cn=self.rfr[row&63].trailing_zeros()as usize;qns.add((row,cn),last)
.then_some(()).or_else(clashed)?;}for cn in bits(fcs&!qns.cns){let row=self.cf[cn&63].trailing_zeros()as usize;qns.add((row,cn),last).then_some(()).or_else(clashed)?;
self.rfr[row&63]=1<<cn;}Some(qns)}pub fn queens_below<'a>(&'a self,pa:&Lines)->impl Iterator<Item=Cell>+'a{let rz=pa.rl&!self.rl;
bits(rz).map(move|row|(row,self.rfr[row&63].trailing_zeros()as usize))}}fn clashed()->Option<()>{None}enum Pass{Dead,Cpl,Forced(u64,u64)}#[derive(Clone,Copy,Default)]
struct Queens<D>{rz:u64,cns:u64,sums:D,dif:D,mi:D}impl<D:Dg>Queens<D>{fn add(&mut self,(r,c):Cell,last:usize)->bool{let(sum,difference)=(D::bit(r+c),D::bit(r+last-c));
let clash=(self.rz>>r|self.cns>>c)&1!=0||self.sums&sum!=D::default()||self.dif&difference!=D::default();self.rz|=1<<r;self.cns|=1<<c;self.sums=self.sums|sum;
self.dif=self.dif|difference;self.mi=self.mi|D::bit(c+last-r);!clash}fn on_row(&self,row:usize,last:usize)->u64{self.cns|self.sums.shf(row)|self.mi.shf(last-row)}
fn on_column(&self,cn:usize,last:usize)->u64{self.rz|self.sums.shf(cn)|self.dif.shf(last-cn)}}pub trait Dg:Copy+Default+PartialEq+BitAnd<Output=Self>+BitOr<Output=Self>{
fn bit(at:usize)->Self;fn shf(self,by:usize)->u64;}impl Dg for u64{fn bit(at:usize)->u64{1<<at}fn shf(self,by:usize)->u64{self>>by}}impl Dg for u128{
fn bit(at:usize)->u128{1<<at}fn shf(self,by:usize)->u64{(self>>by)as u64}}}use self::lines::{Dg,Lines};fn has_one(cs:u64)->bool{cs&(cs-1)==0}fn first_forced(frs:u64,
fcs:u64,fr:impl Fn(Line)->u64,)->Option<Ch>{let line=if frs!=0{Line::Row(frs.trailing_zeros()as usize)}else if fcs!=0{Line::Column(fcs.trailing_zeros()as usize)}else{
return None;};Some(Ch::Branch(line,fr(line)))}fn cuth(cs:u64)->u32{let two=cs&(cs-1);let three=two&two.wrapping_sub(1);let four=three&three.wrapping_sub(1);
1+u32::from(two!=0)+u32::from(three!=0)+u32::from(four!=0)}#[inline(always)]fn fu(rl:u64,cl:u64,fr:impl Fn(Line)->u64,exact:bool,)->Ch{let lines=||{bits(rl)
.map(Line::Row).chain(bits(cl).map(Line::Column))};let mut fw=(u32::MAX,Line::Row(0),0);for line in lines(){let cs=fr(line);let choices=cuth(cs);if choices<fw.0{
fw=(choices,line,cs);if choices==2{break;}}}if fw.0>=HC&&exact{fw.0=u32::MAX;for line in lines(){let cs=fr(line);if cs.count_ones()<fw.0{fw=(cs.count_ones(),line,cs);}}}
Ch::Branch(fw.1,fw.2)}fn mco(rl:u64,cl:u64,fr:impl Fn(Line)->u64)->Ch{if rl==0{return Ch::Cpl;}let(mut frs,mut fcs)=(0u64,0u64);for(lines,forced,line)in[
(rl,&mut frs,Line::Row as fn(usize)->Line),(cl,&mut fcs,Line::Column)]{for at in bits(lines){let cs=fr(line(at));if cs==0{return Ch::Dead;}
*forced|=u64::from(has_one(cs))<<at;}}match first_forced(frs,fcs,&fr){Some(ci)=>ci,None=>fu(rl,cl,fr,true)}}fn hands_off(fr:u64,rl:u64)->bool{cuth(fr)>=HC
&&rl.count_ones()as usize<=HR}}mod fast{use super::Row;use crate::tu::{SUBTREES,SMR};struct Wk{fr:u64,cz:u64,dl:u64,dr:u64,dp:u64,len:usize,free_at:[u64;64],
cols_at:[u64;64],left_at:[u64;64],right_at:[u64;64],depth_at:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct Listing{pd:u64,placed_at:[u64;64],fd:u64}
pub fn psh(row:u64)->u64{60-4*row}#[inline(always)]fn select(mask:u64,yes:u64,no:u64)->u64{yes&mask|no&!mask}impl Wk{fn new()->Wk{Wk{fr:0,cz:0,dl:0,dr:0,dp:0,
len:usize::MAX,free_at:[0;64],cols_at:[0;64],left_at:[0;64],right_at:[0;64],depth_at:[0;64]}}fn start(&mut self,root:Root){(self.fr,self.cz,self.dl,self.dr,self.dp,
)=root;self.len=0;}fn done(&self)->bool{self.len==usize::MAX}#[inline(always)]fn step<const UG:bool>(&mut self,fb:&[u64;128],gaps:&[u64;64],last:u64,)->u64{
self.step_listing::<UG,false>(fb,gaps,last,None)}#[inline(always)]fn step_listing<const UG:bool,const LIST:bool>(&mut self,fb:&[u64;128],gaps:&[u64;64],last:u64,
lg:Option<&mut Listing>,)->u64{let(fr,cz,dp)=(self.fr,self.cz,self.dp);let(lf,rgt)=(self.dl,self.dr);let bit=fr&fr.wrapping_neg();let rest=fr^bit;let gap=if UG{1}else{
gaps[(dp&63)as usize]};let(nxc,nxl,nxr)=super::pc(gap as u32,bit,cz,lf,rgt);let nxf=!(nxc|nxl|nxr|fb[((dp+1)&127)as usize]);
let de=((nxf|nxf.wrapping_neg())as i64>>63)as u64;let stay=usize::from(rest!=0);let slot=self.len&63;self.free_at[slot]=rest;self.cols_at[slot]=cz;self.left_at[slot]=lf;
self.right_at[slot]=rgt;self.depth_at[slot]=dp;let top=(self.len+stay).wrapping_sub(1);let t=top&63;if let(true,Some(lg))=(LIST,lg){let pd=lg.pd;
lg.fd=pd|u64::from(bit.trailing_zeros())<<psh(dp&15);lg.placed_at[slot]=pd;lg.pd=select(de,lg.fd,lg.placed_at[t]);}self.fr=select(de,nxf,self.free_at[t]);
self.cz=select(de,nxc,self.cols_at[t]);self.dl=select(de,nxl,self.left_at[t]);self.dr=select(de,nxr,self.right_at[t]);self.dp=select(de,dp+1,self.depth_at[t]);
self.len=top.wrapping_add((de&1)as usize);u64::from(dp==last)}}fn spa(rts:usize,dp:usize,last:u64)->bool{SUBTREES>rts&&dp as u64+SMR<last}
pub fn cfa(rz:&[Row],lv:usize,cz:u64,dl:u64,dr:u64)->u64{let count=walk::<false>(rz,lv,(cz,dl,dr),&mut 0);count.expect("an unbounded walk ends")}
pub fn cfaw(rz:&[Row],bg:&mut u64)->Option<u64>{walk::<true>(rz,0,(0,0,0),bg)}pub fn list_fast(rz:&[Row],lsd:&mut Vec<u64>){let mut fb=[u64::MAX;128];
for(i,row)in rz.iter().enumerate(){fb[i]=row.fb;}let last=rz.len()as u64-1;let mut rts:Vec<(Root,u64)> =vec![((!fb[0],0,0,0,0),0)];let mut dp=0;
while spa(rts.len(),dp,last){let mut next=Vec::new();for&((mut fr,cz,lf,rgt,_),pd)in&rts{while fr!=0{let bit=fr&fr.wrapping_neg();fr^=bit;
let(cz,lf,rgt)=super::pc(rz[dp].gap,bit,cz,lf,rgt);let nxf=!(cz|lf|rgt|fb[dp+1]);let cn=u64::from(bit.trailing_zeros());let root=(nxf,cz,lf,rgt,dp as u64+1);
next.push((root,pd|cn<<psh(dp as u64)));}}rts=next;dp+=1;}let mut qu=rts.into_iter().filter(|((fr,..),_)|*fr!=0);#[inline(never)]fn start(
qu:&mut impl Iterator<Item=(Root,u64)>,walker:&mut Wk,lg:&mut Listing,)->bool{match qu.next(){Some((root,pd))=>{walker.start(root);lg.pd=pd;true}None=>false}}
let new_listing=||Listing{pd:0,placed_at:[0;64],fd:0};let(mut a,mut b)=(Wk::new(),Wk::new());let(mut al_,mut bl_)=(new_listing(),new_listing());
if!start(&mut qu,&mut a,&mut al_){return;}if start(&mut qu,&mut b,&mut bl_){loop{list_step(&mut a,&mut al_,&fb,last,lsd);list_step(&mut b,&mut bl_,&fb,last,lsd);
if a.done()&&!start(&mut qu,&mut a,&mut al_){std::mem::swap(&mut a,&mut b);std::mem::swap(&mut al_,&mut bl_);break;}if b.done()&&!start(&mut qu,&mut b,&mut bl_){break;}}}
while!a.done(){list_step(&mut a,&mut al_,&fb,last,lsd);}}#[inline(always)]fn list_step(walker:&mut Wk,lg:&mut Listing,fb:&[u64;128],last:u64,lsd:&mut Vec<u64>,){
const GAPS:[u64;64]=[1;64];let completed=walker.step_listing::<true,true>(fb,&GAPS,last,Some(lg));if completed==1{lsd.push(lg.fd);}}fn walk<const BD:bool>(rz:&[Row],
lv:usize,(cz,dl,dr):(u64,u64,u64),bg:&mut u64,)->Option<u64>{if lv>=rz.len(){return Some(1);}let fr=!(cz|dl|dr|rz[lv].fb);let last=rz.len()as u64-1;if lv as u64==last{
return Some(u64::from(fr.count_ones()));}let mut fb=[u64::MAX;128];let mut gaps=[0u64;64];for(i,row)in rz.iter().enumerate(){fb[i]=row.fb;gaps[i]=u64::from(row.gap);}
let mut rts:Vec<Root> =Vec::new();if fr!=0{rts.push((fr,cz,dl,dr,lv as u64));}let mut dp=lv;while spa(rts.len(),dp,last){let mut next=Vec::new();
for&(mut f,c,l,r,_)in&rts{while f!=0{let bit=f&f.wrapping_neg();f^=bit;let(nc,nl,nr)=super::pc(rz[dp].gap,bit,c,l,r);let nf=!(nc|nl|nr|fb[dp+1]);if nf!=0{
next.push((nf,nc,nl,nr,dp as u64+1));}}}rts=next;dp+=1;}if gaps[..rz.len()].iter().all(|&gap|gap==1){walk_all::<true,BD>(rts,&fb,&gaps,last,bg)}else{
walk_all::<false,BD>(rts,&fb,&gaps,last,bg)}}fn walk_all<const UG:bool,const BD:bool>(rts:Vec<Root>,fb:&[u64;128],gaps:&[u64;64],last:u64,bg:&mut u64,)->Option<u64>{
let mut spend=|sts:u64|!BD||super::spend(bg,sts);let mut qu=rts.into_iter();let mut a=Wk::new();let mut b=Wk::new();let mut tt=0u64;match qu.next(){
Some(root)=>a.start(root),None=>return Some(0)}if let Some(root)=qu.next(){b.start(root);}if!b.done(){loop{if!spend(2){return None;}tt+=a.step::<UG>(fb,gaps,last);
tt+=b.step::<UG>(fb,gaps,last);if a.done(){match qu.next(){Some(root)=>a.start(root),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.done(){match qu.next(){
Some(root)=>b.start(root),None=>break}}}}while!a.done(){if!spend(1){return None;}tt+=a.step::<UG>(fb,gaps,last);}Some(tt)}}pub mod filter{
use super::fast::{list_fast,psh};use super::{rof,sy};use crate::bd::{cmask,tf,Bd};use crate::tu::{FB,FCD,FO,FOU};pub const MAX_N:usize=16;const PCS:[u64;MAX_N+1]=[
1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct Sos{n:usize,irs:usize,index:Vec<u32>,cs:Vec<u64>,words:usize}
fn index_rows_for(n:usize,sos:&[Packed])->usize{let runs=|rz:usize|{let prefix=|s:&Packed|s.checked_shr(64-4*rz as u32).unwrap_or(0);1+sos.windows(2)
.filter(|w|prefix(&w[0])!=prefix(&w[1])).count()};(1..n).take_while(|&rz|runs(rz)*8*64<=sos.len()).count()}type Packed=u64;fn cof(sln:Packed,row:usize)->usize{
(sln>>psh(row as u64)&15)as usize}impl Sos{fn new(n:usize,sos:&[Packed],irs:Option<usize>)->Sos{let irs=irs.unwrap_or_else(||index_rows_for(n,sos)).min(n);
let below=n-irs;let prefixes=n.pow(irs as u32);let mut index=vec![0u32;prefixes+1];let words=(sos.len()+63)/64;let mut cs=vec![0u64;words*below*n];
for(i,&sln)in sos.iter().enumerate(){let prefix=(0..irs).fold(0,|p,r|p*n+cof(sln,r));index[prefix+1]+=1;for r in irs..n{let cell=(r-irs)*n+cof(sln,r);
cs[cell*words+i/64]|=1<<(i%64);}}for p in 0..prefixes{index[p+1]+=index[p];}Sos{n,irs,index,cs,words}}fn count(&self,fb:&[u64])->u64{let(n,top)=(self.n,self.irs);
let mut ofs=[0usize;MAX_N*MAX_N];let mut len=0;for(r,&row)in fb.iter().enumerate().skip(top){let mut cs=row;while cs!=0{
ofs[len]=((r-top)*n+cs.trailing_zeros()as usize)*self.words;len+=1;cs&=cs-1;}}let mut al=[0u64;MAX_N];for(al,&row)in al.iter_mut().zip(&fb[..top]){*al=!row&cmask(n);}
if top==0{return match self.index[1]{0=>0,hi=>self.count_run(0,hi as usize,&ofs[..len])};}self.count_runs(&al[..top],0,&ofs[..len])}
fn count_runs(&self,al:&[u64],prefix:usize,ofs:&[usize])->u64{let rl=al.len();let wd=self.n.pow(rl as u32-1);let mut tt=0;let mut cns=al[0];while cns!=0{
let p=prefix*self.n+cns.trailing_zeros()as usize;cns&=cns-1;let(lo,hi)=(self.index[p*wd]as usize,self.index[(p+1)*wd]as usize,);if lo==hi{continue;}tt+=if rl==1{
self.count_run(lo,hi,ofs)}else{self.count_runs(&al[1..],p,ofs)};}tt}fn count_run(&self,lo:usize,hi:usize,ofs:&[usize])->u64{let mut tt=0;for w in lo/64..=(hi-1)/64{
let mut word=u64::MAX;if w==lo/64{word&=u64::MAX<<(lo%64);}if w==(hi-1)/64{word&=u64::MAX>>(63-(hi-1)%64);}let mut quads=ofs.chunks_exact(4);for quad in&mut quads{
let cs=|k:usize|self.cs[quad[k]+w];word&=!(cs(0)|cs(1)|cs(2)|cs(3));if word==0{break;}}if word!=0{for&at in quads.remainder(){word&=!self.cs[at+w];}}
tt+=u64::from(word.count_ones());}tt}}pub struct Fl{ob:Sos,fxd:Sos,modelled:Vec<f64>}impl Fl{pub fn new(n:usize)->Fl{Fl::built(n,None,None)}
fn built(n:usize,irs:Option<usize>,listed_whole:Option<bool>)->Fl{let mut ob=Vec::new();let mut fxd=Vec::new();for class in sy::cls(n){let first=fxd.len();
let lsd=if class.wt==8{&mut ob}else{&mut fxd};list_fast(&rof(&class.bd),lsd);let fd=fxd.len()-first;for i in first..first+fd{for sy in 1..8{fxd.push(img(n,fxd[i],sy));}}}
if listed_whole.unwrap_or(ob.len()/64<n*n){for sln in ob.drain(..){fxd.extend((0..8).map(|sy|img(n,sln,sy)));}}ob.sort_unstable();fxd.sort_unstable();fxd.dedup();Fl{
ob:Sos::new(n,&ob,irs),fxd:Sos::new(n,&fxd,irs),modelled:(0..=n*n).map(|fb|model(n,fb)).collect()}}pub fn memory(n:usize)->u64{let ob=PCS[n]/8+1;ob*(n*n)as u64/8+ob*8}
pub fn build_cost(n:usize)->f64{PCS[n]as f64*f64::from(FB[n])}pub fn model_cost(bd:&Bd)->f64{model(bd.n,bd.fcl())}pub fn modelled_cost(&self,bd:&Bd)->f64{
self.modelled[bd.fcl()]}pub fn count(&self,bd:&Bd)->u64{let mut tt=self.fxd.count(&bd.fb);if self.ob.words>0{for sy in 0..8{tt+=self.ob.count(&bd.transformed(sy).fb);}}tt
}}fn model(n:usize,fb:usize)->f64{let share=fb as f64/(n*n)as f64;let words=PCS[n]as f64/64.0;let shared=((words/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;
let shared=shared.min(n as i32);let mut opn=1.0;let mut lf=1.0;for _ in 0..shared{opn+=lf*share*n as f64;lf*=1.0-share;}let below=share*(n*(n-shared as usize))as f64;
let kept=1.0-1.0/n as f64;let mut one_kept=1.0;for _ in 0..below as usize{let mut all_gone=1.0-one_kept;for _ in 0..6{all_gone*=all_gone;}opn+=lf*(1.0-all_gone);
one_kept*=kept;}words*opn*word_op(n)}fn word_op(n:usize)->f64{match Fl::memory(n)>FCD{true=>FOU,false=>FO}}fn img(n:usize,sln:Packed,sy:usize)->Packed{
(0..n).fold(0,|img,r|{let(row,cn)=tf(n,sy,(r,cof(sln,r)));img|(cn as u64)<<psh(row as u64)})}}mod knuth{use crate::rnd::Rnd;pub fn knuth<N>(probes:usize,rnd:&mut Rnd,
mut root:impl FnMut(&mut Rnd)->(N,f64),mut de:impl FnMut(&N,&mut Rnd)->Option<(u32,N,f64)>,)->f64{let mut tt=0.0;for _ in 0..probes{let(mut node,mut paths)=root(rnd);
while let Some((children,child,cost))=de(&node,rnd){paths*=f64::from(children);tt+=paths*cost;node=child;}}tt/probes as f64}pub fn rb(fr:u64,rnd:&mut Rnd)->u64{
let mut pick=fr;for _ in 0..rnd.below(fr.count_ones()as usize){pick&=pick-1;}pick&pick.wrapping_neg()}}pub mod meet{use super::orient::wre;use super::{bits,pc,rof,Row};
use crate::bd::{cmask,Bd};use crate::rnd::Rnd;use crate::tu::{MEET_BLOCK,MBB,MEET_LEAF,MEET_MEMORY,PROBES};pub const MAX_N:usize=16;const JOBS:u32=64;struct Half{
first:Vec<u32>,dgs:Vec<u32>}pub struct Meet{n:usize,top:Half,bt:Half}impl Meet{pub fn new(bd:&Bd)->Meet{let n=bd.n;let rz=rof(bd);let mut table=vec![0;n*n];
for(cell,dgs)in table.iter_mut().enumerate(){*dgs=diagonals_of(n,cell/n,cell%n);}let half=|from:usize,to:usize|Half::new(&rz,&table,from,to);Meet{n,top:half(0,n/2),
bt:half(n/2,n)}}pub fn starts(&self)->Vec<(u32,u64)>{(0..JOBS.min(1<<self.n)).map(|job|(job,1)).collect()}pub fn estimated_steps(bd:&Bd)->Option<f64>{if bd.n>MAX_N{
return None;}let(top,bt)=halves(bd);if memory(bd.n,top,bt)>MEET_MEMORY as f64{return None;}Some(sts(bd.n,top,bt))}}fn memory(n:usize,top:f64,bt:f64)->f64{
let ofs=2.0*(f64::from(1u32<<n)+1.0);(top+bt+ofs)*std::mem::size_of::<u32>()as f64}fn sts(n:usize,top:f64,bt:f64)->f64{let sets=column_sets(n);
let blocks=top/64.0+top.min(sets);let joined=bt*(top/sets/64.0+1.0);MEET_LEAF*(top+bt)+MBB*blocks+MEET_BLOCK*joined}impl Half{
fn new(rz:&[Row],table:&[u64],from:usize,to:usize)->Half{let n=rz.len();let mut first=vec![0u32;(1<<n)+1];epl(rz,table,to,from,(0,0,0),0,&mut|cz,_|{
first[cz as usize+1]+=1;});for c in 0..1<<n{first[c+1]+=first[c];}let mut dgs=vec![0;first[1<<n]as usize];let mut next=first.clone();
epl(rz,table,to,from,(0,0,0),0,&mut|cz,used|{dgs[next[cz as usize]as usize]=used as u32;next[cz as usize]+=1;});Half{first,dgs}}fn on(&self,cz:usize)->&[u32]{
&self.dgs[self.first[cz]as usize..self.first[cz+1]as usize]}}impl Meet{pub fn count_job(&self,job:u32)->u64{let sets=1usize<<self.n;
let jobs=JOBS.min(sets as u32)as usize;let range=job as usize*sets/jobs..(job as usize+1)*sets/jobs;let full=cmask(self.n)as usize;let mut tt=0;
let mut blocks:Vec<Block> =Vec::new();for cz in range{let(top,bt)=(self.top.on(cz),self.bt.on(full^cz));if top.is_empty()||bt.is_empty(){continue;}blocks.clear();
blocks.extend(top.chunks(64).map(block_of));for&used in bt{let clash=|block:&Block|{let on=|group:usize|block[group][(used>>(5*group))as usize&31];
(on(0)|on(1))|(on(2)|on(3))|(on(4)|on(5))};tt+=blocks.iter().map(|block|u64::from(clash(block).count_zeros())).sum::<u64>();}
tt-=bt.len()as u64*(blocks.len()*64-top.len())as u64;}tt}}type Block=[[u64;32];6];fn block_of(pls:&[u32])->Block{let mut on=[0u64;32];
for(slot,&used)in pls.iter().enumerate(){for dg in bits(used.into()){on[dg&31]|=1<<slot;}}let mut block=[[0;32];6];for(group,subsets)in block.iter_mut().enumerate(){
for subset in 1..32usize{let lowest=subset&(subset-1);let dg=5*group+(subset^lowest).trailing_zeros()as usize;subsets[subset]=subsets[lowest]|on[dg&31];}}block}fn epl(
rz:&[Row],table:&[u64],end:usize,row:usize,(cz,lf,rgt):(u64,u64,u64),dgs:u64,leaf:&mut impl FnMut(u64,u64),){if row==end{return leaf(cz,dgs);}
let mut fr=!(cz|lf|rgt|rz[row].fb);while fr!=0{let bit=fr&fr.wrapping_neg();fr^=bit;let used=dgs|table[row*rz.len()+bit.trailing_zeros()as usize];if row+1==end{
leaf(cz|bit,used);}else{let atk=pc(rz[row].gap,bit,cz,lf,rgt);epl(rz,table,end,row+1,atk,used,leaf);}}}fn diagonals_of(n:usize,row:usize,cn:usize)->u64{let top=n/2;
let bit=|dg:usize|match dg.checked_sub(top){Some(at)if at<n-1=>1<<at,_=>0};bit(row+cn)|bit(row+n-1-cn)<<(n-1)}fn halves(bd:&Bd)->(f64,f64){let rz=rof(bd);let top=bd.n/2;
(pls(&rz[..top]),pls(&rz[top..]))}fn pls(rz:&[Row])->f64{let last=|lv:usize|f64::from(u8::from(lv+1==rz.len()));wre(PROBES,rz,&mut Rnd::seeded(),last)}
fn column_sets(n:usize)->f64{(0..n/2).fold(1.0,|sets,i|sets*(n-i)as f64/(i+1)as f64)}}mod orient{use super::knuth::{knuth,rb};use super::{pc,rof,Row};use crate::bd::Bd;
use crate::rnd::Rnd;use crate::tu::PROBES;pub fn estimate(bd:&Bd)->f64{rows_estimate(PROBES,&rof(bd),&mut Rnd::seeded())}
pub fn rows_estimate(probes:usize,rz:&[Row],rnd:&mut Rnd)->f64{wre(probes,rz,rnd,|_|1.0)}pub fn wre(probes:usize,rz:&[Row],rnd:&mut Rnd,wt:impl Fn(usize)->f64,)->f64{
knuth(probes,rnd,|_|((0,0u64,0u64,0u64),1.0),|&node,rnd|{let(lv,cz,lf,rgt)=node;let row=*rz.get(lv)?;let fr=!(cz|lf|rgt|row.fb);if fr==0{return None;}
let(cz,lf,rgt)=pc(row.gap,rb(fr,rnd),cz,lf,rgt);Some((fr.count_ones(),(lv+1,cz,lf,rgt),wt(lv),))},)}}mod plan{use super::{cfa,count_from,dy,meet,Row};use crate::tu::FCMR;
pub trait Tree{type Start:Copy;fn count(&self,start:Self::Start)->u64;}pub struct Jobs<T:Tree>{tree:Box<T>,pub jobs:Vec<(T::Start,u64)>,cd:u64}pub enum Plan{
Rows(Jobs<Rs>),Dynamic(Jobs<dy::Sr>),Meet(Jobs<meet::Meet>)}macro_rules!with_jobs{($plan:expr,$jobs:ident=>$body:expr)=>{match$plan{Plan::Rows($jobs)=>$body,
Plan::Dynamic($jobs)=>$body,Plan::Meet($jobs)=>$body}};}#[derive(Clone,Copy,PartialEq,Eq)]pub enum Core{Fast}pub struct Rs{pub core:Core,pub sets:Vec<Vec<Row>>}
#[derive(Clone,Copy)]pub struct Rst{set:usize,lv:usize,cz:u64,dl:u64,dr:u64}impl Rs{pub fn plan(core:Core,sets:Vec<Vec<Row>>,weights:Vec<u64>)->Jobs<Rs>{
let jobs=(weights.into_iter().enumerate()).map(|(set,wt)|(Rst::top_of(set),wt)).collect();Jobs::new(Rs{core,sets},jobs)}}impl Rst{fn top_of(set:usize)->Rst{Rst{set,lv:0,
cz:0,dl:0,dr:0}}}impl Tree for Rs{type Start=Rst;fn count(&self,at:Rst)->u64{let rz=&self.sets[at.set];if self.core==Core::Fast&&rz.len()-at.lv>FCMR{
cfa(rz,at.lv,at.cz,at.dl,at.dr)}else{count_from(rz,at.lv,at.cz,at.dl,at.dr)}}}impl Tree for dy::Sr{type Start=dy::Pt;fn count(&self,partial:dy::Pt)->u64{
dy::Sr::count(self,partial)}}impl Tree for meet::Meet{type Start=u32;fn count(&self,job:u32)->u64{self.count_job(job)}}impl<T:Tree>Jobs<T>{
pub fn new(tree:T,jobs:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{tree:Box::new(tree),jobs,cd:0}}fn count_at(&self,i:usize)->u64{let(start,wt)=self.jobs[i];
wt*self.tree.count(start)}}impl Jobs<dy::Sr>{pub fn resumed(search:dy::Sr,first:dy::Uf)->Jobs<dy::Sr>{Jobs{tree:Box::new(search),
jobs:first.lf.into_iter().map(|start|(start,1)).collect(),cd:first.cd}}}impl From<Jobs<Rs>>for Plan{fn from(jobs:Jobs<Rs>)->Plan{Plan::Rows(jobs)}}
impl From<Jobs<dy::Sr>>for Plan{fn from(jobs:Jobs<dy::Sr>)->Plan{Plan::Dynamic(jobs)}}impl From<meet::Meet>for Plan{fn from(meet:meet::Meet)->Plan{
let starts=meet.starts();Plan::Meet(Jobs::new(meet,starts))}}impl Plan{pub fn count_all(&self)->u64{with_jobs!(self,jobs=>{
jobs.cd+(0..jobs.jobs.len()).map(|i|jobs.count_at(i)).sum::<u64>()})}}}mod reference{use super::{pc,spend,Row};
pub fn count_from(rz:&[Row],lv:usize,cz:u64,dl:u64,dr:u64)->u64{let count=dfs::<false>(rz,lv,(cz,dl,dr),&mut 0);count.expect("an unbounded count ends")}
pub fn cfw(rz:&[Row],bg:&mut u64)->Option<u64>{dfs::<true>(rz,0,(0,0,0),bg)}fn dfs<const BD:bool>(rz:&[Row],lv:usize,(cz,dl,dr):(u64,u64,u64),bg:&mut u64,)->Option<u64>{
if lv>=rz.len(){return Some(1);}let last=rz.len()-1;let mut stack=[(0u64,0u64,0u64,0u64);64];let(mut cz,mut dl,mut dr)=(cz,dl,dr);let mut fr=!(cz|dl|dr|rz[lv].fb);
if lv==last{return Some(u64::from(fr.count_ones()));}let mut dp=lv;let mut tt=0u64;loop{if fr==0{if dp==lv{return Some(tt);}dp-=1;let saved=stack[dp];fr=saved.0;
cz=saved.1;dl=saved.2;dr=saved.3;continue;}if BD&&!spend(bg,2){return None;}let bit=fr&fr.wrapping_neg();fr^=bit;let(nxc,nxl,nxr)=pc(rz[dp].gap,bit,cz,dl,dr);
let nxf=!(nxc|nxl|nxr|rz[dp+1].fb);if dp+1==last{tt+=u64::from(nxf.count_ones());}else if nxf!=0{stack[dp]=(fr,cz,dl,dr);dp+=1;fr=nxf;cz=nxc;dl=nxl;dr=nxr;}}}}mod rz{
use crate::bd::{cmask,Bd,Cell};#[derive(Clone,Copy)]pub struct Row{pub fb:u64,pub gap:u32}pub fn rof(bd:&Bd)->Vec<Row>{let outside=!cmask(bd.n);bd.fb.iter().map(|&fb|Row{
fb:fb|outside,gap:1}).collect()}pub fn gapped_rows(rz:u64,fb:impl Fn(usize)->u64)->Vec<Row>{let mut gapped:Vec<Row> =Vec::with_capacity(rz.count_ones()as usize);
let mut previous=0;let mut lf=rz;while lf!=0{let r=lf.trailing_zeros()as usize;lf&=lf-1;if let Some(last)=gapped.last_mut(){last.gap=(r-previous)as u32;}gapped.push(Row{
fb:fb(r),gap:1});previous=r;}gapped}pub fn aor((queen_row,cn):Cell,r:usize)->u64{let distance=r.abs_diff(queen_row);
let bit=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bit(cn)|bit(cn+distance)|cn.checked_sub(distance).map_or(0,bit)}#[inline(always)]
pub fn spend(bg:&mut u64,sts:u64)->bool{if*bg<=sts{*bg=0;return false;}*bg-=sts;true}#[inline(always)]pub fn pc(gap:u32,bit:u64,cz:u64,dl:u64,dr:u64)->(u64,u64,u64){(
cz|bit,(dl|bit)<<gap,(dr|bit)>>gap,)}pub fn bits(mut mask:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(mask!=0).then(||{
let at=mask.trailing_zeros()as usize;mask&=mask-1;at})})}}mod sy{mod ring{use crate::bd::{atk,osis,tf,Cell};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]
pub struct Ring{top:usize,bt:usize,lf:usize,rgt:usize}impl Ring{pub fn qns(&self,n:usize)->[Cell;4]{[(0,self.top),(n-1,self.bt),(self.lf,0),(self.rgt,n-1)]}
fn of_queens(n:usize,qns:&[Cell;4])->Ring{let m=n-1;let on=|line:&dyn Fn(Cell)->bool,coordinate:&dyn Fn(Cell)->usize|{qns.iter().copied().find(|&q|line(q))
.map_or(usize::MAX,coordinate)};Ring{top:on(&|(r,_)|r==0,&|(_,c)|c),bt:on(&|(r,_)|r==m,&|(_,c)|c),lf:on(&|(_,c)|c==0,&|(r,_)|r),rgt:on(&|(_,c)|c==m,&|(r,_)|r)}}
fn corner_distances(&self,n:usize)->[usize;8]{let m=n-1;let far=|distance:usize|m-distance;[self.top,far(self.top),self.bt,far(self.bt),self.lf,far(self.lf),self.rgt,
far(self.rgt)]}pub fn has_shared_nearest(&self,n:usize)->bool{let distances=self.corner_distances(n);let nearest=distances.iter().copied().min().unwrap_or(0);
nearest>0&&distances.iter().filter(|&&d|d==nearest).count()>1}}pub fn canonical(n:usize)->Vec<(Ring,u64)>{let mut fd=Vec::new();for top in 0..n{for bt in 0..n{
for lf in 0..n{for rgt in 0..n{let ring=Ring{top,bt,lf,rgt};let qns=ring.qns(n);if qns.iter().any(|&a|qns.iter().any(|&b|atk(a,b))){continue;}let img=|sy|{
let moved=qns.map(|q|tf(n,sy,q));Ring::of_queens(n,&moved)};if let Some(imgs)=osis(0..8,ring,img){fd.push((ring,imgs));}}}}}fd}}use super::rof;use super::{aor,Row};
use crate::bd::{cmask,Bd,Cell};pub fn class_row_sets(n:usize)->(Vec<Vec<Row>>,Vec<u64>){cls(n).into_iter().map(|class|(class_rows(&class),class.wt)).unzip()}
fn class_rows(class:&Class)->Vec<Row>{let rz=rof(&class.bd);rz}pub struct Class{pub bd:Bd,pub wt:u64}pub fn cls(n:usize)->Vec<Class>{if n<5{return vec![Class{
bd:Bd::plain(n),wt:1}];}let m=n-1;let all=cmask(n);let only=|cn:usize|all&!(1u64<<cn);let mut cls=Vec::new();for k in 2..m{let mut bd=Bd::plain(n);bd.fb[0]=only(0);
bd.fb[1]=only(k);for row in&mut bd.fb[2..=k]{*row|=1<<1;}cls.push(Class{bd,wt:8});}let sides=1u64|1u64<<m;let mut a=1;while a<m-a{let mut bd=Bd::plain(n);
bd.fb[0]=only(a);for(r,row)in bd.fb.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*row|=sides;}}let near_corner=(1u64<<(a+1))-1;bd.fb[m]|=near_corner|near_corner<<(m-a);
cls.push(Class{bd,wt:8});a+=1;}for(ring,wt)in ring::canonical(n){if ring.has_shared_nearest(n){let qns=ring.qns(n).to_vec();cls.push(Class{bd:ring_board(n,&qns),wt});}}
cls}fn ring_board(n:usize,qns:&[Cell])->Bd{let all=cmask(n);let mut bd=Bd::plain(n);for(r,row)in bd.fb.iter_mut().enumerate(){
*row=match qns.iter().find(|queen|queen.0==r){Some(&(_,c))=>all&!(1u64<<c),None=>{qns.iter().fold(0,|mask,&q|mask|aor(q,r))&all}};}bd}}pub use self::ci::*;
pub use self::fast::{cfa,cfaw};pub use self::plan::Plan;pub use self::reference::{count_from,cfw};pub use self::rz::*;}mod input{use crate::bd::{Bd,MAX_N};
#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dc{#[default]Luogu,Uva11195,Cses1624}impl Dc{fn forbidding_cell(self)->u8{match self{Dc::Luogu=>b'.',
Dc::Uva11195|Dc::Cses1624=>b'*'}}}pub struct Pe{pub line:usize,pub cn:usize,pub msg:String}struct Token<'a>{text:&'a[u8],start:usize,line:usize,ls:usize}
pub struct Parser<'a>{bytes:&'a[u8],dc:Dc,pos:usize,line:usize,ls:usize,finished:bool}impl<'a>Parser<'a>{pub fn new(bytes:&'a[u8],dc:Dc)->Parser<'a>{Parser{bytes,dc,
pos:0,line:1,ls:0,finished:false}}pub fn next_case(&mut self)->Result<Option<Bd>,Pe>{if self.finished{return Ok(None);}if self.dc==Dc::Cses1624{
return match self.peek_byte(){Some(_)=>self.board_rows(8).map(Some),None=>Ok(None)};}let tk=match self.next_token(){Some(tk)=>tk,None=>{self.finished=true;
return Ok(None);}};let n=self.board_size(&tk)?;if n==0{self.finished=true;return Ok(None);}match self.peek_byte(){Some(b'*')|Some(b'.')=>self.board_rows(n).map(Some),
_=>Ok(Some(Bd::plain(n)))}}pub fn sizes_ahead(&self,szs:&mut[u32]){let tokens=self.bytes[self.pos..].split(u8::is_ascii_whitespace).filter(|tk|!tk.is_empty());
if self.dc==Dc::Cses1624{if let Some(eights)=szs.get_mut(8){*eights+=(tokens.count()/8)as u32;}return;}for tk in tokens{if is_cell(tk[0]){continue;}
if!tk.iter().all(u8::is_ascii_digit)||tk.len()>2{return;}match tk.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{if let Some(count)=szs.get_mut(n){*count+=1;
}}}}}fn board_size(&self,tk:&Token)->Result<usize,Pe>{self.check_utf8(tk)?;if!tk.text.iter().all(u8::is_ascii_digit){return Err(self.ea(tk,tk.start,format!(
"expected a board size N (a decimal integer from 0 to {}), found {}",MAX_N,quoted(tk.text)),));}let value=tk.text.iter().fold(0u64,|acc,&digit|{acc.saturating_mul(10)
.saturating_add(u64::from(digit-b'0'))});if value>MAX_N as u64{return Err(self.ea(tk,tk.start,format!("board size {} is too large: {} is the maximum",
String::from_utf8_lossy(tk.text),MAX_N),));}Ok(value as usize)}fn board_rows(&mut self,n:usize)->Result<Bd,Pe>{let mut fb=Vec::with_capacity(n);for row in 0..n{
let tk=match self.next_token(){Some(tk)=>tk,None=>return Err(self.error_at_end(row,n))};match row_mask(tk.text,n,self.dc.forbidding_cell()){Some(mask)=>fb.push(mask),
None=>return Err(self.row_fault(&tk,row,n))}}Ok(Bd::new(n,fb))}fn row_fault(&self,tk:&Token,row:usize,n:usize)->Pe{if let Err(e)=self.check_utf8(tk){return e;}
if let Some(cn)=(tk.text.iter()).position(|&cell|!is_cell(cell)){let at=tk.start+cn;let fd=match dch(self.bytes,at){Some((c,_))=>format!("{:?}",c),
None=>format!("byte 0x{:02X}",tk.text[cn])};return self.ea(tk,at,format!("row {} of {}: found {}, expected '*' or '.'",row+1,n,fd),);}self.ea(tk,tk.start,format!(
"row {} of {} has {} cells, expected {}",row+1,n,tk.text.len(),n),)}fn check_utf8(&self,tk:&Token)->Result<(),Pe>{if tk.text.is_ascii(){return Ok(());}
let end=tk.start+tk.text.len();let mut at=tk.start;while at<end{match dch(self.bytes,at){Some((_,len))=>at+=len,None=>{return Err(self.ea(tk,at,
format!("byte 0x{:02X} is not valid UTF-8",self.bytes[at]),))}}}Ok(())}fn sws(&mut self){while let Some(&byte)=self.bytes.get(self.pos){if!byte.is_ascii_whitespace(){
break;}self.pos+=1;if byte==b'\n'{self.line+=1;self.ls=self.pos;}}}fn peek_byte(&mut self)->Option<u8>{self.sws();self.bytes.get(self.pos).copied()}
fn next_token(&mut self)->Option<Token<'a>>{self.sws();let start=self.pos;let rest=&self.bytes[start..];let len=rest.iter().position(u8::is_ascii_whitespace)
.unwrap_or(rest.len());if len==0{return None;}self.pos+=len;Some(Token{text:&rest[..len],start,line:self.line,ls:self.ls})}fn ea(&self,tk:&Token,at:usize,msg:String)->Pe{
Pe{line:tk.line,cn:cof(self.bytes,tk.ls,at),msg}}fn error_at_end(&self,rows_read:usize,n:usize)->Pe{Pe{line:self.line,cn:cof(self.bytes,self.ls,self.bytes.len()),
msg:format!("input ended after {} of {} board rows",rows_read,n)}}}fn row_mask(text:&[u8],n:usize,forbidding:u8)->Option<u64>{if text.len()!=n{return None;}
let(mut mask,mut cells_only)=(0u64,true);for(cn,&cell)in text.iter().enumerate(){mask|=u64::from(cell==forbidding)<<cn;cells_only&=is_cell(cell);}
cells_only.then_some(mask)}fn is_cell(byte:u8)->bool{byte==b'*'||byte==b'.'}fn dch(bytes:&[u8],at:usize)->Option<(char,usize)>{let len=match bytes[at]{0x00..=0x7F=>1,
0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,_=>return None};let sequence=bytes.get(at..at+len)?;let text=std::str::from_utf8(sequence).ok()?;
text.chars().next().map(|c|(c,len))}fn cof(bytes:&[u8],ls:usize,at:usize)->usize{let mut cn=1;let mut pos=ls;while pos<at{pos+=dch(bytes,pos).map_or(1,|(_,len)|len);
cn+=1;}cn}fn quoted(text:&[u8])->String{const LIMIT:usize=24;let text=String::from_utf8_lossy(text);if text.chars().count()>LIMIT{
let head:String=text.chars().take(LIMIT).collect();format!("{:?}...",head)}else{format!("{:?}",text)}}}mod list{use crate::bd::Bd;use crate::count::{pc,rof,Row};
pub fn fsos<E>(bd:&Bd,limit:usize,each:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct Walk<'a,E>{rz:Vec<Row>,path:Vec<usize>,lf:usize,
each:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>Walk<'_,E>{fn de(&mut self,atk:(u64,u64,u64))->Result<(),E>{let lv=self.path.len();if lv==self.rz.len(){self.lf-=1;
return(self.each)(&self.path);}let(cz,dl,dr)=atk;let mut fr=!(cz|dl|dr|self.rz[lv].fb);while fr!=0&&self.lf>0{let bit=fr&fr.wrapping_neg();fr^=bit;
let next=pc(self.rz[lv].gap,bit,cz,dl,dr);self.path.push(bit.trailing_zeros()as usize);self.de(next)?;self.path.pop();}Ok(())}}if limit==0{return Ok(());}
let mut walk=Walk{rz:rof(bd),path:Vec::with_capacity(bd.n),lf:limit,each};walk.de((0,0,0))}}mod once{use std::sync::atomic::{AtomicBool,AtomicU64,Ordering};
use std::sync::{Arc,Mutex,PoisonError};#[derive(Default)]pub struct Ocn(AtomicU64);impl Ocn{pub fn get(&self)->Option<u64>{self.0.load(Ordering::Relaxed).checked_sub(1)}
pub fn set(&self,count:u64){self.0.store(count.wrapping_add(1),Ordering::Relaxed);}}pub struct Once<T>{built:AtomicBool,value:Mutex<Option<Arc<T>>>}impl<T>Once<T>{
pub fn new()->Once<T>{Once{built:AtomicBool::new(false),value:Mutex::new(None)}}pub fn get(&self)->Option<Arc<T>>{match self.built.load(Ordering::Acquire){
true=>self.value.lock().ok()?.clone(),false=>None}}pub fn gob(&self,build:impl FnOnce()->T)->Arc<T>{let built=self.get().unwrap_or_else(||Arc::new(build()));
let mut value=self.value.lock().unwrap_or_else(PoisonError::into_inner);self.built.store(true,Ordering::Release);value.get_or_insert(built).clone()}}}mod output{
use crate::input::Dc;use std::io::{self,Write};#[derive(Clone,Copy,Default)]pub struct Format{pub dc:Dc,pub list:usize}pub struct Output<W:Write>{pub out:W,
pub format:Format}impl<W:Write>Output<W>{pub fn sln(&mut self,cns:&[usize])->io::Result<()>{let cns:Vec<String> =cns.iter().map(|c|(c+1).to_string()).collect();
writeln!(self.out,"{}",cns.join(" "))}pub fn count(&mut self,case:usize,count:u64,pnd:bool)->io::Result<()>{if self.format.dc==Dc::Uva11195{
write!(self.out,"Case {}: ",case)?;}writeln!(self.out,"{}",count)?;if pnd{self.out.flush()?;}Ok(())}}pub fn error(pc:&str,msg:&str){
eprintln!("nqueens: error: {}: {}",pc,msg);}}mod rnd{pub struct Rnd(pub u64);impl Rnd{pub fn seeded()->Rnd{Rnd(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{
self.0^=self.0<<13;self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn below(&mut self,bound:usize)->usize{(self.next()%bound as u64)as usize}}}mod solve{
use crate::bd::{Bd,MAX_N};use crate::count::auto::{known,Auto,By,Cd};use crate::count::Plan;use crate::once::Ocn;pub struct Sv{auto:Auto,pcs:[Ocn;MAX_N+1]}impl Sv{
pub fn new()->Sv{Sv{auto:Auto::new(),pcs:std::array::from_fn(|_|Ocn::default())}}pub fn start(&self,bd:&Bd)->Result<Cd,String>{if bd.is_plain(){
if let Some(count)=self.pcs[bd.n].get(){return Ok(known(count,By::Known));}}return Ok(self.auto.count(bd));}pub fn count_plan(&self,bd:&Bd,plan:Plan)->u64{
let count=plan.count_all();self.finish(bd,count);count}pub fn finish(&self,bd:&Bd,count:u64){if bd.is_plain(){self.pcs[bd.n].set(count);}}}}mod tu{
pub const DYNAMIC_NODE:u64=9;pub const PROBES:usize=256;pub const PROBE_LEVEL:f64=32.0;pub const SEARCH_SETUP:usize=16;pub const STP:f64=4.0;pub const FB:[u8;17]=[
50,50,50,50,50,50,50,50,50,50,50,50,50,46,32,30,30];pub const FO:f64=0.15;pub const FOU:f64=0.3;pub const FCD:u64=16<<20;pub const RSH:f64=0.25;
pub const MEET_LEAF:f64=4.0;pub const MBB:f64=80.0;pub const MEET_BLOCK:f64=1.5;pub const DO:f64=2.0;pub const MEET_MEMORY:u64=96<<20;pub const FCMR:usize=8;
pub const DCPF:usize=8;pub const HC:u32=4;pub const HR:usize=10;pub const SUBTREES:usize=64;pub const SMR:u64=2;}mod wr{use crate::bd::Bd;use crate::input::Pe;
use crate::output::{self,Output};use std::io::{self,Write};pub enum Oc{Done,Failed,ReaderGone,WriteFailed(io::Error)}
pub type Cases<'a> =dyn Iterator<Item=Result<Bd,Pe>>+'a;pub struct Writer<W:Write>{pub output:Output<W>,pub cases:usize}impl<W:Write>Writer<W>{
pub fn bad_input(&mut self,error:&Pe)->Oc{let pc=format!("line {}, column {}",error.line,error.cn);self.fail(&pc,&error.msg)}pub fn fail(&mut self,pc:&str,msg:&str)->Oc{
if let Err(e)=self.output.out.flush(){return wfail(e);}output::error(pc,msg);Oc::Failed}pub fn finish(&mut self)->Oc{match self.output.out.flush(){Ok(())=>Oc::Done,
Err(e)=>wfail(e)}}}pub fn wfail(error:io::Error)->Oc{if error.kind()==io::ErrorKind::BrokenPipe{Oc::ReaderGone}else{Oc::WriteFailed(error)}}}pub use bd::{Bd,MAX_N};
pub use cases::{Config,Oc,Run};pub use input::{Dc,Pe,Parser};pub use output::Format;mod cli{use crate::{Config,Dc,MAX_N};pub struct Options{pub cfgs:Config,
pub szs:Vec<usize>}pub const USAGE:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub const VERSION:&str="0.1.0";pub enum Parsed{
Run(Options),Help,Version}pub fn parse(args:&[String])->Result<Parsed,String>{let mut opts=Options{cfgs:Config::default(),szs:Vec::new()};let cfgs=&mut opts.cfgs;
let mut args=args.iter();while let Some(arg)=args.next(){let(name,mut inline)=match arg.split_once('='){
Some((name,value))if arg.starts_with("--")=>(name,Some(value.to_string())),_=>(arg.as_str(),None)};let mut value=|what:&str|->Result<String,String>{inline.take()
.or_else(||args.next().cloned()).ok_or_else(||format!("option '{}' needs {}",name,what))};match name{"-h"|"--help"=>return Ok(Parsed::Help),
"-V"|"--version"=>return Ok(Parsed::Version),"--list"=>cfgs.format.list=parse_count(name,&value("a number of solutions")?)?,"--dialect"=>{cfgs.format.dc=
match value("a value: luogu, uva11195 or cses1624")?.as_str(){"luogu"=>Dc::Luogu,"uva11195"=>Dc::Uva11195,"cses1624"=>Dc::Cses1624,other=>{return Err(format!(
"unknown dialect '{}': expected luogu, uva11195 or cses1624",other))}}}_ if name.starts_with('-')&&name.len()>1=>{return Err(format!("unknown option '{}'",arg));}
_=>opts.szs.push(parse_size(arg)?)}if inline.is_some(){return Err(format!("option '{}' takes no value",name));}}Ok(Parsed::Run(opts))}
fn parse_count(name:&str,text:&str)->Result<usize,String>{text.parse::<usize>().map_err(|_|format!("option '{}' takes a whole number, found '{}'",name,text))}
fn parse_size(arg:&str)->Result<usize,String>{match arg.parse::<usize>(){Ok(n)if(1..=MAX_N).contains(&n)=>Ok(n),_=>Err(format!(
"N must be an integer from 1 to {}, found '{}'",MAX_N,arg))}}}use std::io::{self,Read};fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();
if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}let opts=match cli::parse(&args){Ok(cli::Parsed::Run(opts))=>opts,
Ok(cli::Parsed::Help)=>{print!("{}",cli::USAGE);return;}Ok(cli::Parsed::Version)=>{println!("nqueens {}",cli::VERSION);return;}Err(msg)=>{
eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",msg);std::process::exit(2);}};let stdout=io::stdout();
let mut run=Run::new(opts.cfgs,io::BufWriter::new(stdout.lock()));let outcome=if opts.szs.is_empty(){let mut input=Vec::new();
if let Err(e)=io::stdin().lock().read_to_end(&mut input){eprintln!("nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}
let mut parser=Parser::new(&input,opts.cfgs.format.dc);let mut szs=[0;MAX_N+1];parser.sizes_ahead(&mut szs);run.note_sizes(&szs);
run.all(&mut std::iter::from_fn(||parser.next_case().transpose()))}else{run.all(&mut opts.szs.iter().map(|&n|Ok(Bd::plain(n))))};let status=match outcome{
Oc::Done|Oc::ReaderGone=>0,Oc::Failed=>1,Oc::WriteFailed(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}};std::process::exit(status);}

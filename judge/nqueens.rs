// nqueens: counts N-Queens placements, plain boards and boards with forbidden cells.
// Generated from src/ by tests/bundle (do not edit by hand; to regenerate, run
// `UPDATE_JUDGE=1 cargo test --release --test judge`). Submit this one file as it is.
// A problem that needs options (such as --list 3 for Luogu P1219) sets them in
// DEFAULT_ARGS below; README.md lists the line for each judge.
#![forbid(unsafe_code)]mod board{pub const MAX_N:usize=64;pub type Cell=(usize,usize);#[derive(Clone,PartialEq,Eq)]pub struct Board{pub n:usize,pub forbidden:Vec<u64>}
impl Board{pub fn new(n:usize,forbidden:Vec<u64>)->Board{Board{n,forbidden}}pub fn plain(n:usize)->Board{Board::new(n,vec![0;n])}pub fn is_plain(&self)->bool{
self.forbidden.iter().all(|&row|row==0)}pub fn transformed(&self,symmetry:usize)->Board{let columns=if SWAPS>>symmetry&1==1{self.columns()}else{Vec::new()};
Board::new(self.n,self.image(symmetry,&columns))}fn columns(&self)->Vec<u64>{let mut square=[0u64;64];square[..self.n].copy_from_slice(&self.forbidden);
transpose(&mut square);square[..self.n].to_vec()}fn image(&self,symmetry:usize,columns:&[u64])->Vec<u64>{let n=self.n;let source=if SWAPS>>symmetry&1==1{columns}else{
&self.forbidden};let mirror=MIRRORS_COLUMNS>>symmetry&1==1;let mut rows:Vec<u64> =source.iter().map(|&row|if mirror{reversed(row,n)}else{row}).collect();
if FLIPS_ROWS>>symmetry&1==1{rows.reverse();}rows}}const SWAPS:u8=1<<1|1<<3|1<<6|1<<7;const MIRRORS_COLUMNS:u8=1<<1|1<<2|1<<4|1<<7;
const FLIPS_ROWS:u8=1<<2|1<<3|1<<5|1<<7;#[derive(Clone,Copy,PartialEq,Eq)]pub enum Line{Row(usize),Column(usize)}impl Line{pub fn cell(self,at:usize)->Cell{match self{
Line::Row(r)=>(r,at),Line::Column(c)=>(at,c)}}}pub fn attacks(a:Cell,b:Cell)->bool{a!=b&&(a.0==b.0||a.1==b.1||a.0+b.1==b.0+a.1||a.0+a.1==b.0+b.1)}
pub fn transform(n:usize,symmetry:usize,(r,c):Cell)->Cell{let m=n-1;match symmetry{0=>(r,c),1=>(c,m-r),2=>(m-r,m-c),3=>(m-c,r),4=>(r,m-c),5=>(m-r,c),6=>(c,r),
_=>(m-c,m-r)}}pub fn orbit_size_if_smallest<K:Ord+Copy>(symmetries:impl Iterator<Item=usize>,key:K,image:impl Fn(usize)->K,)->Option<u64>{let mut images=[key;8];
let mut found=0;for symmetry in symmetries{let moved=image(symmetry);if moved<key{return None;}images[found]=moved;found+=1;}let images=&mut images[..found];
images.sort_unstable();Some(1+images.windows(2).filter(|pair|pair[0]!=pair[1]).count()as u64)}pub fn reversed(bits:u64,n:usize)->u64{bits.reverse_bits()>>(64-n)}
pub fn transpose(rows:&mut[u64;64]){let mut width=32;let mut low:u64=0x0000_0000_FFFF_FFFF;while width!=0{let mut k=0;while k<64{
let swap=((rows[k]>>width)^rows[k+width])&low;rows[k]^=swap<<width;rows[k+width]^=swap;k=(k+width+1)&!width;}width>>=1;low^=low<<width;}}
pub fn columns_mask(n:usize)->u64{u64::MAX>>(64-n)}}mod cases{use crate::board::Board;use crate::count::auto::Counted;use crate::output::{Format,Output};
use crate::solve::Solver;pub use crate::writer::Outcome;use crate::writer::{write_failure,Cases,Writer};use std::io::Write;use std::time::Instant;
#[derive(Clone,Copy,Default)]pub struct Config{pub format:Format}pub struct Run<W:Write>{solver:Solver,writer:Writer<W>}impl<W:Write>Run<W>{
pub fn new(config:Config,out:W)->Run<W>{Run{solver:Solver::new(),writer:Writer{output:Output{out,format:config.format},cases:0}}}pub fn expect(&self,sizes:&[u32]){
self.solver.expect(sizes);}pub fn all(&mut self,cases:&mut Cases)->Outcome{loop{match cases.next(){None=>return self.writer.finish(),
Some(Err(error))=>return self.writer.bad_input(&error),Some(Ok(board))=>{if let Err(outcome)=self.case(&board){return outcome;}}}}}
fn case(&mut self,board:&Board)->Result<(),Outcome>{let writer=&mut self.writer;writer.cases+=1;let started=Instant::now();let counted=match self.solver.start(board){
Ok(counted)=>counted,Err(message)=>return Err(writer.fail(&format!("case {}",writer.cases),&message))};writer.output.solutions(board).map_err(write_failure)?;
let count=match counted{Counted::Count{count}=>count,Counted::Plan{plan}=>writer.count_plan(&self.solver,board,plan)};let elapsed=started.elapsed();
(writer.output.count(writer.cases,count,elapsed)).map_err(write_failure)?;Ok(())}}}mod count{pub mod auto{use super::filter::{self,Filter};
use super::{best_search,count_from_within,dynamic,plain_plan,rows_of,Plan};use crate::board::Board;
use crate::tuning::{FILTER_MEMORY,RACE_SHARE,SEARCH_SETUP,SMALL_TREE_PLANS};use std::sync::atomic::{AtomicBool,AtomicU32,AtomicU64,Ordering};use std::sync::OnceLock;
pub enum Counted{Count{count:u64},Plan{plan:Plan}}#[derive(Clone,Copy,PartialEq,Eq)]pub enum By{Loop,Dynamic,Fast,Filter,Known}pub struct Auto{
filters:[OnceLock<Filter>;filter::MAX_N+1],building:[AtomicBool;filter::MAX_N+1],ahead:[AtomicU32;filter::MAX_N+1],seen:[AtomicU32;filter::MAX_N+1],
searched:[AtomicU64;filter::MAX_N+1]}impl Auto{pub fn new()->Auto{Auto{filters:std::array::from_fn(|_|OnceLock::new()),
building:std::array::from_fn(|_|AtomicBool::new(false)),ahead:std::array::from_fn(|_|AtomicU32::new(0)),seen:std::array::from_fn(|_|AtomicU32::new(0)),
searched:std::array::from_fn(|_|AtomicU64::new(0))}}pub fn expect(&self,sizes:&[u32]){for(ahead,&count)in self.ahead.iter().zip(sizes){
ahead.store(count,Ordering::Relaxed);}}pub fn count(&self,board:&Board)->Counted{let n=board.n;if board.is_plain(){return planned(plain_plan(n));}
if let Some(seen)=self.seen.get(n){seen.fetch_add(1,Ordering::Relaxed);}let small=small_tree(n);if let Some(filter)=self.filter(n){return self.race(filter,board,small);}
let mut left=small as u64;let unfinished=match search_within(board,&mut left){Ok((count,by))=>{self.settle(board,small-left as f64,0.0);return known(count,by);}
Err(unfinished)=>unfinished};let(plan,steps)=best_search(board,unfinished);if let Some(filter)=self.settle(board,small,steps){
return known(filter.count(board),By::Filter);}planned((plan,steps))}fn race(&self,filter:&Filter,board:&Board,small:f64)->Counted{let modelled=Filter::model_cost(board);
let mut left=(modelled*RACE_SHARE).min(small)as u64;if let Ok((count,by))=search_within(board,&mut left){return known(count,by);}known(filter.count(board),By::Filter)}
fn filter(&self,n:usize)->Option<&Filter>{self.filters.get(n)?.get()}fn settle(&self,board:&Board,spent:f64,pending:f64)->Option<&Filter>{let n=board.n;
if n>filter::MAX_N||!self.pays(board,spent,pending){if let Some(searched)=self.searched.get(n){searched.fetch_add((spent+pending)as u64,Ordering::Relaxed);}return None;}
if self.building[n].swap(true,Ordering::Relaxed){return None;}let filter=self.filters[n].get_or_init(||Filter::new(n));(pending>0.0).then_some(filter)}
fn pays(&self,board:&Board,spent:f64,pending:f64)->bool{let n=board.n;if n>filter::MAX_N||Filter::memory(n)>FILTER_MEMORY{return false;}
let searched=self.searched[n].load(Ordering::Relaxed)as f64+spent+pending;let seen=self.seen[n].load(Ordering::Relaxed).max(1);
let to_come=match self.ahead[n].load(Ordering::Relaxed){0=>seen,ahead=>ahead.saturating_sub(seen)};let(seen,to_come)=(f64::from(seen),f64::from(to_come));
let searching=pending+searched/seen*to_come;let build=Filter::build_cost(n);let this_case=if pending>0.0{1.0}else{0.0};
searching>build&&searching>build+Filter::model_cost(board)*(to_come+this_case)}}pub fn known(count:u64,_by:By)->Counted{Counted::Count{count}}
fn planned((plan,_steps):(Plan,f64))->Counted{Counted::Plan{plan}}pub fn small_tree(n:usize)->f64{use crate::tuning::{PROBES,PROBE_LEVEL};
SMALL_TREE_PLANS*(PROBES*n)as f64*PROBE_LEVEL}fn search_within(board:&Board,budget:&mut u64,)->Result<(u64,By),Option<dynamic::Unfinished>>{let rows=rows_of(board);
let tiny=(SEARCH_SETUP*board.n)as u64;if*budget<=tiny*(1+SMALL_TREE_PLANS as u64){let count=count_from_within(&rows,budget).ok_or(None)?;return Ok((count,By::Loop));}
let mut left=tiny;if let Some(count)=count_from_within(&rows,&mut left){*budget-=tiny-left;return Ok((count,By::Loop));}*budget-=tiny;if dynamic::pays(board){
let search=dynamic::Search::new(board);let count=search.count_within(budget).map_err(Some)?;Ok((count,By::Dynamic))}else{
let count=super::count_fast_within(&rows,budget).ok_or(None)?;Ok((count,By::Fast))}}}mod choice{use super::plan::{Core,Jobs,RowSets};
use super::{dynamic,orient,rows_of,symmetry_plan,Plan};use crate::board::Board;pub fn plain_plan(n:usize)->(Plan,f64){let plan=symmetry_plan(n);let steps=0.0;
(plan.into(),steps)}pub fn best_search(board:&Board,first:Option<dynamic::Unfinished>)->(Plan,f64){if dynamic::pays(board){let steps=orient::estimate(board);
let plan=match first{Some(first)=>Jobs::resumed(dynamic::Search::new(board),first),None=>dynamic_search(board)};(plan.into(),steps)}else{
let(oriented,steps)=(board.clone(),orient::estimate(board));(fast_search(&oriented).into(),steps)}}pub fn dynamic_search(board:&Board)->Jobs<dynamic::Search>{
let search=dynamic::Search::new(board);let start=search.start();let plan=Jobs::new(search,vec![(start,1)]);plan}pub fn fast_search(board:&Board)->Jobs<RowSets>{
let plan=RowSets::plan(Core::Fast,vec![rows_of(board)],vec![1]);plan}}mod dynamic{use super::{count_fast,count_fast_within,gapped_rows,spend};
use crate::board::{columns_mask,Board,Cell,Line};use crate::tuning::{DYNAMIC_CELLS_PER_FORBIDDEN,DYNAMIC_NODE,HANDOFF_CHOICES,HANDOFF_ROWS};pub struct Search{n:usize,
allowed:[u64;64],allowed_rows:[u64;64]}#[derive(Clone,Copy)]pub struct Partial{rows_left:u64,cols_left:u64,sums:u128,differences:u128,mirrored:u128}impl Partial{
pub fn rows_left(&self)->usize{self.rows_left.count_ones()as usize}}pub enum Choice{Dead,Complete,Branch(Line,u64)}pub fn pays(board:&Board)->bool{let n=board.n;
let forbidden:u32=board.forbidden.iter().map(|row|row.count_ones()).sum();forbidden as usize*DYNAMIC_CELLS_PER_FORBIDDEN>n*n}impl Search{pub fn new(board:&Board)->Search{
let n=board.n;let all=columns_mask(n);let mut allowed=[0u64;64];let mut allowed_rows=[0u64;64];for(r,&row)in board.forbidden.iter().enumerate(){allowed[r]=!row&all;
for(c,rows)in allowed_rows.iter_mut().enumerate().take(n){*rows|=(allowed[r]>>c&1)<<r;}}Search{n,allowed,allowed_rows}}pub fn start(&self)->Partial{Partial{
rows_left:columns_mask(self.n),cols_left:columns_mask(self.n),sums:0,differences:0,mirrored:0}}fn free_cells(&self,p:&Partial,line:Line)->u64{let m=self.n-1;match line{
Line::Row(r)=>{let sums=(p.sums>>r)as u64;let mirrored=(p.mirrored>>(m-r))as u64;self.allowed[r&63]&p.cols_left&!sums&!mirrored}Line::Column(c)=>{
let sums=(p.sums>>c)as u64;let differences=(p.differences>>(m-c))as u64;self.allowed_rows[c&63]&p.rows_left&!sums&!differences}}}
pub fn place(&self,p:&Partial,(r,c):Cell)->Partial{Partial{rows_left:p.rows_left&!(1u64<<r),cols_left:p.cols_left&!(1u64<<c),sums:p.sums|1u128<<(r+c),
differences:p.differences|1u128<<(r+self.n-1-c),mirrored:p.mirrored|1u128<<(c+self.n-1-r)}}fn lines(&self,p:&Partial)->Lines{let mut lines=Lines{rows_left:p.rows_left,
cols_left:p.cols_left,row_free:[0;64],col_free:[0;64]};for r in bits(p.rows_left){lines.row_free[r]=self.free_cells(p,Line::Row(r));}for c in bits(p.cols_left){
lines.col_free[c]=self.free_cells(p,Line::Column(c));}lines}pub fn count(&self,p:Partial)->u64{self.count_placement::<false>(p,&mut 0,&mut Vec::new())}
pub fn count_within(&self,budget:&mut u64)->Result<u64,Unfinished>{let mut left=Vec::new();let counted=self.count_placement::<true>(self.start(),budget,&mut left);
match*budget{0=>Err(Unfinished{counted,left}),_=>Ok(counted)}}fn count_placement<const BOUNDED:bool>(&self,p:Partial,budget:&mut u64,left:&mut Vec<Partial>,)->u64{
let lines=self.lines(&p);let choice=lines.choose();let mut stack=vec![lines;p.rows_left()+1];self.count_lines::<BOUNDED>(&mut stack,choice,budget,left)}
fn count_lines<const BOUNDED:bool>(&self,stack:&mut[Lines],choice:Choice,budget:&mut u64,left:&mut Vec<Partial>,)->u64{if BOUNDED&&!spend(budget,DYNAMIC_NODE){
left.push(self.start());return 0;}let(here,below)=stack.split_first_mut().expect("a level to count");match choice{Choice::Dead=>0,Choice::Complete=>1,
Choice::Branch(_,free)if hands_off(free,here.rows_left)=>{let rows=gapped_rows(here.rows_left,|r|!here.row_free[r&63]);if!BOUNDED{return count_fast(&rows,0,0,0,0);}
count_fast_within(&rows,budget).unwrap_or_else(||{left.push(self.start());0})}Choice::Branch(line,mut free)=>{let mut total=0;while free!=0{
let queen=line.cell(free.trailing_zeros()as usize);free&=free-1;let choice=below[0].place_from(here,queen);total+=self.count_lines::<BOUNDED>(below,choice,budget,left);
if BOUNDED&&*budget==0{for p in left.iter_mut(){*p=self.place(p,queen);}let start=self.start();left.extend(bits(free).map(|at|self.place(&start,line.cell(at))));
return total;}}total}}}}pub struct Unfinished{pub counted:u64,pub left:Vec<Partial>}#[derive(Clone)]struct Lines{rows_left:u64,cols_left:u64,row_free:[u64;64],
col_free:[u64;64]}impl Lines{fn choose(&self)->Choice{most_constrained(self.rows_left,self.cols_left,|line|self.free(line))}fn free(&self,line:Line)->u64{match line{
Line::Row(r)=>self.row_free[r&63],Line::Column(c)=>self.col_free[c&63]}}fn place_from(&mut self,parent:&Lines,(r,c):Cell)->Choice{
self.rows_left=parent.rows_left&!(1u64<<r);self.cols_left=parent.cols_left&!(1u64<<c);if self.rows_left==0{return Choice::Complete;}
let(on_row,on_column)=(1u64<<c,1u64<<r);let(mut rows,mut columns)=(self.rows_left,self.cols_left);let(mut forced_rows,mut forced_columns)=(0u64,0u64);while rows!=0{
let(row,column)=(rows.trailing_zeros()as usize,columns.trailing_zeros()as usize,);rows&=rows-1;columns&=columns-1;
let row_cells=parent.row_free[row&63]&!attacked(on_row,row.abs_diff(r));let column_cells=parent.col_free[column&63]&!attacked(on_column,column.abs_diff(c));
self.row_free[row&63]=row_cells;self.col_free[column&63]=column_cells;if(row_cells==0)|(column_cells==0){return Choice::Dead;}
forced_rows|=u64::from(has_one(row_cells))<<row;forced_columns|=u64::from(has_one(column_cells))<<column;}
if let Some(choice)=first_forced(forced_rows,forced_columns,|line|self.free(line)){return choice;}let exact=self.rows_left.count_ones()as usize>HANDOFF_ROWS;
fewest_unforced(self.rows_left,self.cols_left,|line|self.free(line),exact,)}}fn attacked(at:u64,d:usize)->u64{at|at<<d|at>>d}fn has_one(cells:u64)->bool{
cells&(cells-1)==0}fn first_forced(forced_rows:u64,forced_columns:u64,free:impl Fn(Line)->u64,)->Option<Choice>{let line=if forced_rows!=0{
Line::Row(forced_rows.trailing_zeros()as usize)}else if forced_columns!=0{Line::Column(forced_columns.trailing_zeros()as usize)}else{return None;};
Some(Choice::Branch(line,free(line)))}fn choices_up_to_handoff(cells:u64)->u32{let two=cells&(cells-1);let three=two&two.wrapping_sub(1);
let four=three&three.wrapping_sub(1);1+u32::from(two!=0)+u32::from(three!=0)+u32::from(four!=0)}fn fewest_unforced(rows_left:u64,cols_left:u64,free:impl Fn(Line)->u64,
exact:bool,)->Choice{let lines=||{bits(rows_left).map(Line::Row).chain(bits(cols_left).map(Line::Column))};let mut fewest=(u32::MAX,Line::Row(0),0);for line in lines(){
let cells=free(line);let choices=choices_up_to_handoff(cells);if choices<fewest.0{fewest=(choices,line,cells);if choices==2{break;}}}if fewest.0>=HANDOFF_CHOICES&&exact{
fewest.0=u32::MAX;for line in lines(){let cells=free(line);if cells.count_ones()<fewest.0{fewest=(cells.count_ones(),line,cells);}}}Choice::Branch(fewest.1,fewest.2)}
fn bits(mut mask:u64)->impl Iterator<Item=usize>{std::iter::from_fn(move||{(mask!=0).then(||{let at=mask.trailing_zeros()as usize;mask&=mask-1;at})})}
fn most_constrained(rows_left:u64,cols_left:u64,free:impl Fn(Line)->u64)->Choice{if rows_left==0{return Choice::Complete;}
let(mut forced_rows,mut forced_columns)=(0u64,0u64);for(lines,forced,line)in[(rows_left,&mut forced_rows,Line::Row as fn(usize)->Line),
(cols_left,&mut forced_columns,Line::Column)]{for at in bits(lines){let cells=free(line(at));if cells==0{return Choice::Dead;}*forced|=u64::from(has_one(cells))<<at;}}
match first_forced(forced_rows,forced_columns,&free){Some(choice)=>choice,None=>fewest_unforced(rows_left,cols_left,free,true)}}
fn hands_off(free:u64,rows_left:u64)->bool{choices_up_to_handoff(free)>=HANDOFF_CHOICES&&rows_left.count_ones()as usize<=HANDOFF_ROWS}}mod estimate{
use crate::random::Random;pub fn knuth<N>(probes:usize,random:&mut Random,mut root:impl FnMut(&mut Random)->(N,f64),
mut descend:impl FnMut(&N,&mut Random)->Option<(u32,N,f64)>,)->f64{let mut total=0.0;for _ in 0..probes{let(mut node,mut paths)=root(random);
while let Some((children,child,cost))=descend(&node,random){paths*=f64::from(children);total+=paths*cost;node=child;}}total/probes as f64}
pub fn random_bit(free:u64,random:&mut Random)->u64{let mut pick=free;for _ in 0..random.below(free.count_ones()as usize){pick&=pick-1;}pick&pick.wrapping_neg()}}
mod fast{use super::Row;use crate::tuning::{SUBTREES,SUBTREE_MIN_ROWS};struct Walker{free:u64,cols:u64,diag_left:u64,diag_right:u64,depth:u64,len:usize,free_at:[u64;64],
cols_at:[u64;64],left_at:[u64;64],right_at:[u64;64],depth_at:[u64;64]}type Root=(u64,u64,u64,u64,u64);struct Listing{placed:u64,placed_at:[u64;64],found:u64}
pub fn packed_shift(row:u64)->u64{60-4*row}#[inline(always)]fn select(mask:u64,yes:u64,no:u64)->u64{yes&mask|no&!mask}impl Walker{fn new()->Walker{Walker{free:0,cols:0,
diag_left:0,diag_right:0,depth:0,len:usize::MAX,free_at:[0;64],cols_at:[0;64],left_at:[0;64],right_at:[0;64],depth_at:[0;64]}}fn start(&mut self,root:Root){(self.free,
self.cols,self.diag_left,self.diag_right,self.depth,)=root;self.len=0;}fn done(&self)->bool{self.len==usize::MAX}#[inline(always)]fn step<const UNIT_GAPS:bool>(&mut self,
forbidden:&[u64;128],gaps:&[u64;64],last:u64,)->u64{self.step_listing::<UNIT_GAPS,false>(forbidden,gaps,last,None)}#[inline(always)]
fn step_listing<const UNIT_GAPS:bool,const LIST:bool>(&mut self,forbidden:&[u64;128],gaps:&[u64;64],last:u64,listing:Option<&mut Listing>,)->u64{
let(free,cols,depth)=(self.free,self.cols,self.depth);let(left,right)=(self.diag_left,self.diag_right);let bit=free&free.wrapping_neg();let rest=free^bit;
let gap=if UNIT_GAPS{1}else{gaps[(depth&63)as usize]};let next_cols=cols|bit;let next_left=(left|bit)<<gap;let next_right=(right|bit)>>gap;let next_free=
!(next_cols|next_left|next_right|forbidden[((depth+1)&127)as usize]);let descend=((next_free|next_free.wrapping_neg())as i64>>63)as u64;let stay=usize::from(rest!=0);
let slot=self.len&63;self.free_at[slot]=rest;self.cols_at[slot]=cols;self.left_at[slot]=left;self.right_at[slot]=right;self.depth_at[slot]=depth;
let top=(self.len+stay).wrapping_sub(1);let t=top&63;if let(true,Some(listing))=(LIST,listing){let placed=listing.placed;
listing.found=placed|u64::from(bit.trailing_zeros())<<packed_shift(depth&15);listing.placed_at[slot]=placed;
listing.placed=select(descend,listing.found,listing.placed_at[t]);}self.free=select(descend,next_free,self.free_at[t]);
self.cols=select(descend,next_cols,self.cols_at[t]);self.diag_left=select(descend,next_left,self.left_at[t]);self.diag_right=select(descend,next_right,self.right_at[t]);
self.depth=select(descend,depth+1,self.depth_at[t]);self.len=top.wrapping_add((descend&1)as usize);u64::from(depth==last)}}
pub fn count_fast(rows:&[Row],level:usize,cols:u64,diag_left:u64,diag_right:u64)->u64{let count=walk::<false>(rows,level,(cols,diag_left,diag_right),&mut 0);
count.expect("an unbounded walk ends")}pub fn count_fast_within(rows:&[Row],budget:&mut u64)->Option<u64>{walk::<true>(rows,0,(0,0,0),budget)}
pub fn list_fast(rows:&[Row],listed:&mut Vec<u64>){let mut forbidden=[u64::MAX;128];for(i,row)in rows.iter().enumerate(){forbidden[i]=row.forbidden;}
let last=rows.len()as u64-1;let mut roots:Vec<(Root,u64)> =vec![((!forbidden[0],0,0,0,0),0)];let mut depth=0;
while roots.len()<SUBTREES&&depth as u64+SUBTREE_MIN_ROWS<last{let mut next=Vec::new();for&((mut free,cols,left,right,_),placed)in&roots{while free!=0{
let bit=free&free.wrapping_neg();free^=bit;let(cols,left,right)=super::place(rows[depth],bit,cols,left,right);let next_free=!(cols|left|right|forbidden[depth+1]);
let column=u64::from(bit.trailing_zeros());let root=(next_free,cols,left,right,depth as u64+1);next.push((root,placed|column<<packed_shift(depth as u64)));}}roots=next;
depth+=1;}let mut queue=roots.into_iter().filter(|((free,..),_)|*free!=0);let new_listing=||Listing{placed:0,placed_at:[0;64],found:0};
let(mut a,mut b)=(Walker::new(),Walker::new());let(mut a_listing,mut b_listing)=(new_listing(),new_listing());
let mut start=|walker:&mut Walker,listing:&mut Listing|match queue.next(){Some((root,placed))=>{walker.start(root);listing.placed=placed;true}None=>false};
if!start(&mut a,&mut a_listing){return;}if start(&mut b,&mut b_listing){loop{list_step(&mut a,&mut a_listing,&forbidden,last,listed);
list_step(&mut b,&mut b_listing,&forbidden,last,listed);if a.done()&&!start(&mut a,&mut a_listing){std::mem::swap(&mut a,&mut b);
std::mem::swap(&mut a_listing,&mut b_listing);break;}if b.done()&&!start(&mut b,&mut b_listing){break;}}}while!a.done(){
list_step(&mut a,&mut a_listing,&forbidden,last,listed);}}#[inline(always)]fn list_step(walker:&mut Walker,listing:&mut Listing,forbidden:&[u64;128],last:u64,
listed:&mut Vec<u64>,){const GAPS:[u64;64]=[1;64];let completed=walker.step_listing::<true,true>(forbidden,&GAPS,last,Some(listing));if completed==1{
listed.push(listing.found);}}fn walk<const BOUNDED:bool>(rows:&[Row],level:usize,(cols,diag_left,diag_right):(u64,u64,u64),budget:&mut u64,)->Option<u64>{
if level>=rows.len(){return Some(1);}let free=!(cols|diag_left|diag_right|rows[level].forbidden);if level+1==rows.len(){return Some(u64::from(free.count_ones()));}
let last=rows.len()as u64-1;let mut forbidden=[u64::MAX;128];let mut gaps=[0u64;64];for(i,row)in rows.iter().enumerate(){forbidden[i]=row.forbidden;
gaps[i]=u64::from(row.gap);}let mut roots:Vec<Root> =Vec::new();if free!=0{roots.push((free,cols,diag_left,diag_right,level as u64));}let mut depth=level;
while roots.len()<SUBTREES&&depth as u64+SUBTREE_MIN_ROWS<last{let mut next=Vec::new();for&(mut f,c,l,r,_)in&roots{while f!=0{let bit=f&f.wrapping_neg();f^=bit;
let(nc,nl,nr)=super::place(rows[depth],bit,c,l,r);let nf=!(nc|nl|nr|forbidden[depth+1]);if nf!=0{next.push((nf,nc,nl,nr,depth as u64+1));}}}roots=next;depth+=1;}
if gaps[..rows.len()].iter().all(|&gap|gap==1){walk_all::<true,BOUNDED>(roots,&forbidden,&gaps,last,budget)}else{
walk_all::<false,BOUNDED>(roots,&forbidden,&gaps,last,budget)}}fn walk_all<const UNIT_GAPS:bool,const BOUNDED:bool>(roots:Vec<Root>,forbidden:&[u64;128],gaps:&[u64;64],
last:u64,budget:&mut u64,)->Option<u64>{let mut spend=|steps:u64|!BOUNDED||super::spend(budget,steps);let mut queue=roots.into_iter();let mut a=Walker::new();
let mut b=Walker::new();let mut total=0u64;match queue.next(){Some(root)=>a.start(root),None=>return Some(0)}if let Some(root)=queue.next(){b.start(root);}if!b.done(){
loop{if!spend(2){return None;}total+=a.step::<UNIT_GAPS>(forbidden,gaps,last);total+=b.step::<UNIT_GAPS>(forbidden,gaps,last);if a.done(){match queue.next(){
Some(root)=>a.start(root),None=>{std::mem::swap(&mut a,&mut b);break;}}}if b.done(){match queue.next(){Some(root)=>b.start(root),None=>break}}}}while!a.done(){
if!spend(1){return None;}total+=a.step::<UNIT_GAPS>(forbidden,gaps,last);}Some(total)}}pub mod filter{use super::fast::{list_fast,packed_shift};
use super::{rows_of,symmetry};use crate::board::{columns_mask,transform,Board};use crate::tuning::{FILTER_BUILD,FILTER_OP};pub const MAX_N:usize=16;
const PLAIN_COUNTS:[u64;MAX_N+1]=[1,1,0,0,2,10,4,40,92,352,724,2680,14200,73712,365596,2279184,14772512];struct Solutions{n:usize,index_rows:usize,index:Vec<u32>,
cells:Vec<u64>,words:usize}fn index_rows_for(n:usize,solutions:&[Packed])->usize{let runs=|rows:usize|{let prefix=|s:&Packed|s.checked_shr(64-4*rows as u32).unwrap_or(0);
1+solutions.windows(2).filter(|w|prefix(&w[0])!=prefix(&w[1])).count()};(1..n).take_while(|&rows|runs(rows)*8*64<=solutions.len()).count()}type Packed=u64;
fn column_of(solution:Packed,row:usize)->usize{(solution>>packed_shift(row as u64)&15)as usize}impl Solutions{
fn new(n:usize,solutions:&[Packed],index_rows:Option<usize>)->Solutions{let index_rows=index_rows.unwrap_or_else(||index_rows_for(n,solutions)).min(n);
let below=n-index_rows;let prefixes=n.pow(index_rows as u32);let mut index=vec![0u32;prefixes+1];let words=(solutions.len()+63)/64;let mut cells=vec![0u64;words*below*n];
for(i,&solution)in solutions.iter().enumerate(){let prefix=(0..index_rows).fold(0,|p,r|p*n+column_of(solution,r));index[prefix+1]+=1;for r in index_rows..n{
let cell=(r-index_rows)*n+column_of(solution,r);cells[cell*words+i/64]|=1<<(i%64);}}for p in 0..prefixes{index[p+1]+=index[p];}Solutions{n,index_rows,index,cells,words}}
fn count(&self,forbidden:&[u64])->u64{let(n,top)=(self.n,self.index_rows);let mut offsets=[0usize;MAX_N*MAX_N];let mut len=0;
for(r,&row)in forbidden.iter().enumerate().skip(top){let mut cells=row;while cells!=0{offsets[len]=((r-top)*n+cells.trailing_zeros()as usize)*self.words;len+=1;
cells&=cells-1;}}let mut allowed=[0u64;MAX_N];for(allowed,&row)in allowed.iter_mut().zip(&forbidden[..top]){*allowed=!row&columns_mask(n);}if top==0{
return match self.index[1]{0=>0,hi=>self.count_run(0,hi as usize,&offsets[..len])};}self.count_runs(&allowed[..top],0,&offsets[..len])}
fn count_runs(&self,allowed:&[u64],prefix:usize,offsets:&[usize])->u64{let rows_left=allowed.len();let width=self.n.pow(rows_left as u32-1);let mut total=0;
let mut columns=allowed[0];while columns!=0{let p=prefix*self.n+columns.trailing_zeros()as usize;columns&=columns-1;let(lo,hi)=(self.index[p*width]as usize,
self.index[(p+1)*width]as usize,);if lo==hi{continue;}total+=if rows_left==1{self.count_run(lo,hi,offsets)}else{self.count_runs(&allowed[1..],p,offsets)};}total}
fn count_run(&self,lo:usize,hi:usize,offsets:&[usize])->u64{let mut total=0;for w in lo/64..=(hi-1)/64{let mut word=u64::MAX;if w==lo/64{word&=u64::MAX<<(lo%64);}
if w==(hi-1)/64{word&=u64::MAX>>(63-(hi-1)%64);}let mut quads=offsets.chunks_exact(4);for quad in&mut quads{let cells=|k:usize|self.cells[quad[k]+w];
word&=!(cells(0)|cells(1)|cells(2)|cells(3));if word==0{break;}}if word!=0{for&at in quads.remainder(){word&=!self.cells[at+w];}}total+=u64::from(word.count_ones());}
total}}pub struct Filter{orbits:Solutions,fixed:Solutions}impl Filter{pub fn new(n:usize)->Filter{Filter::built(n,None,None)}
fn built(n:usize,index_rows:Option<usize>,listed_whole:Option<bool>)->Filter{let mut orbits=Vec::new();let mut fixed=Vec::new();for class in symmetry::classes(n){
let first=fixed.len();let listed=if class.weight==8{&mut orbits}else{&mut fixed};list_fast(&rows_of(&class.board),listed);let found=fixed.len()-first;
for i in first..first+found{for symmetry in 1..8{fixed.push(image(n,fixed[i],symmetry));}}}if listed_whole.unwrap_or(orbits.len()/64<n*n){
for solution in orbits.drain(..){fixed.extend((0..8).map(|symmetry|image(n,solution,symmetry)));}}orbits.sort_unstable();fixed.sort_unstable();fixed.dedup();Filter{
orbits:Solutions::new(n,&orbits,index_rows),fixed:Solutions::new(n,&fixed,index_rows)}}pub fn memory(n:usize)->u64{let orbits=PLAIN_COUNTS[n]/8+1;
orbits*(n*n)as u64/8+orbits*8}pub fn build_cost(n:usize)->f64{PLAIN_COUNTS[n]as f64*FILTER_BUILD}pub fn model_cost(board:&Board)->f64{let n=board.n;
let forbidden:u32=board.forbidden.iter().map(|row|row.count_ones()).sum();let share=f64::from(forbidden)/(n*n)as f64;let words=PLAIN_COUNTS[n]as f64/64.0;
let shared=((words/8.0).max(1.0).ln()/(n as f64).ln()).round()as i32+1;let shared=shared.min(n as i32);let mut operations=1.0;let mut left=1.0;for _ in 0..shared{
operations+=left*share*n as f64;left*=1.0-share;}let below=share*(n*(n-shared as usize))as f64;let kept=1.0-1.0/n as f64;let mut one_kept=1.0;for _ in 0..below as usize{
let mut all_gone=1.0-one_kept;for _ in 0..6{all_gone*=all_gone;}operations+=left*(1.0-all_gone);one_kept*=kept;}words*operations*FILTER_OP}
pub fn count(&self,board:&Board)->u64{let mut total=self.fixed.count(&board.forbidden);if self.orbits.words>0{for symmetry in 0..8{
total+=self.orbits.count(&board.transformed(symmetry).forbidden);}}total}}fn image(n:usize,solution:Packed,symmetry:usize)->Packed{(0..n).fold(0,|image,r|{
let(row,column)=transform(n,symmetry,(r,column_of(solution,r)));image|(column as u64)<<packed_shift(row as u64)})}}mod orient{use super::estimate::{knuth,random_bit};
use super::{place,rows_of,Row};use crate::board::Board;use crate::random::Random;use crate::tuning::PROBES;pub fn estimate(board:&Board)->f64{
rows_estimate(PROBES,&rows_of(board),&mut Random::seeded())}pub fn rows_estimate(probes:usize,rows:&[Row],random:&mut Random)->f64{knuth(probes,random,
|_|((0,0u64,0u64,0u64),1.0),|&node,random|{let(level,cols,left,right)=node;let row=*rows.get(level)?;let free=!(cols|left|right|row.forbidden);if free==0{return None;}
let(cols,left,right)=place(row,random_bit(free,random),cols,left,right);Some((free.count_ones(),(level+1,cols,left,right),1.0))},)}}mod plan{
use super::{count_fast,count_from,dynamic,Row};use crate::tuning::FAST_CORE_MIN_ROWS;pub trait Tree{type Start:Copy;fn count(&self,start:Self::Start)->u64;}
pub struct Jobs<T:Tree>{tree:Box<T>,pub jobs:Vec<(T::Start,u64)>,counted:u64}pub enum Plan{Rows(Jobs<RowSets>),Dynamic(Jobs<dynamic::Search>)}macro_rules!with_jobs{
($plan:expr,$jobs:ident=>$body:expr)=>{match$plan{Plan::Rows($jobs)=>$body,Plan::Dynamic($jobs)=>$body}};}#[derive(Clone,Copy,PartialEq,Eq)]pub enum Core{Fast}
pub struct RowSets{pub core:Core,pub sets:Vec<Vec<Row>>}#[derive(Clone,Copy)]pub struct RowStart{set:usize,level:usize,cols:u64,diag_left:u64,diag_right:u64}impl RowSets{
pub fn plan(core:Core,sets:Vec<Vec<Row>>,weights:Vec<u64>)->Jobs<RowSets>{let jobs=(weights.into_iter().enumerate()).map(|(set,weight)|(RowStart::top_of(set),weight))
.collect();Jobs::new(RowSets{core,sets},jobs)}}impl RowStart{fn top_of(set:usize)->RowStart{RowStart{set,level:0,cols:0,diag_left:0,diag_right:0}}}impl Tree for RowSets{
type Start=RowStart;fn count(&self,at:RowStart)->u64{let rows=&self.sets[at.set];if self.core==Core::Fast&&rows.len()-at.level>FAST_CORE_MIN_ROWS{
count_fast(rows,at.level,at.cols,at.diag_left,at.diag_right)}else{count_from(rows,at.level,at.cols,at.diag_left,at.diag_right)}}}impl Tree for dynamic::Search{
type Start=dynamic::Partial;fn count(&self,partial:dynamic::Partial)->u64{dynamic::Search::count(self,partial)}}impl<T:Tree>Jobs<T>{
pub fn new(tree:T,jobs:Vec<(T::Start,u64)>)->Jobs<T>{Jobs{tree:Box::new(tree),jobs,counted:0}}fn count_at(&self,i:usize)->u64{let(start,weight)=self.jobs[i];
weight*self.tree.count(start)}}impl Jobs<dynamic::Search>{pub fn resumed(search:dynamic::Search,first:dynamic::Unfinished)->Jobs<dynamic::Search>{Jobs{
tree:Box::new(search),jobs:first.left.into_iter().map(|start|(start,1)).collect(),counted:first.counted}}}impl From<Jobs<RowSets>>for Plan{
fn from(jobs:Jobs<RowSets>)->Plan{Plan::Rows(jobs)}}impl From<Jobs<dynamic::Search>>for Plan{fn from(jobs:Jobs<dynamic::Search>)->Plan{Plan::Dynamic(jobs)}}impl Plan{
pub fn count_all(&self)->u64{with_jobs!(self,jobs=>{jobs.counted+(0..jobs.jobs.len()).map(|i|jobs.count_at(i)).sum::<u64>()})}}}mod reference{
use super::{place,spend,Row};pub fn count_from(rows:&[Row],level:usize,cols:u64,diag_left:u64,diag_right:u64)->u64{
let count=dfs::<false>(rows,level,(cols,diag_left,diag_right),&mut 0);count.expect("an unbounded count ends")}
pub fn count_from_within(rows:&[Row],budget:&mut u64)->Option<u64>{dfs::<true>(rows,0,(0,0,0),budget)}fn dfs<const BOUNDED:bool>(rows:&[Row],level:usize,
(cols,diag_left,diag_right):(u64,u64,u64),budget:&mut u64,)->Option<u64>{if level>=rows.len(){return Some(1);}let last=rows.len()-1;
let mut stack=[(0u64,0u64,0u64,0u64);64];let(mut cols,mut diag_left,mut diag_right)=(cols,diag_left,diag_right);
let mut free=!(cols|diag_left|diag_right|rows[level].forbidden);if level==last{return Some(u64::from(free.count_ones()));}let mut depth=level;let mut total=0u64;loop{
if free==0{if depth==level{return Some(total);}depth-=1;let saved=stack[depth];free=saved.0;cols=saved.1;diag_left=saved.2;diag_right=saved.3;continue;}
if BOUNDED&&!spend(budget,2){return None;}let bit=free&free.wrapping_neg();free^=bit;let(next_cols,next_left,next_right)=place(rows[depth],bit,cols,diag_left,diag_right);
let next_free=!(next_cols|next_left|next_right|rows[depth+1].forbidden);if depth+1==last{total+=u64::from(next_free.count_ones());}else if next_free!=0{
stack[depth]=(free,cols,diag_left,diag_right);depth+=1;free=next_free;cols=next_cols;diag_left=next_left;diag_right=next_right;}}}}mod rows{
use crate::board::{columns_mask,Board,Cell};#[derive(Clone,Copy)]pub struct Row{pub forbidden:u64,pub gap:u32}pub fn rows_of(board:&Board)->Vec<Row>{
let outside=!columns_mask(board.n);board.forbidden.iter().map(|&forbidden|Row{forbidden:forbidden|outside,gap:1}).collect()}
pub fn gapped_rows(rows:u64,forbidden:impl Fn(usize)->u64)->Vec<Row>{let mut gapped:Vec<Row> =Vec::with_capacity(rows.count_ones()as usize);let mut previous=0;
let mut left=rows;while left!=0{let r=left.trailing_zeros()as usize;left&=left-1;if let Some(last)=gapped.last_mut(){last.gap=(r-previous)as u32;}gapped.push(Row{
forbidden:forbidden(r),gap:1});previous=r;}gapped}pub fn attacks_on_row((queen_row,column):Cell,r:usize)->u64{let distance=r.abs_diff(queen_row);
let bit=|c:usize|1u64.checked_shl(c as u32).unwrap_or(0);bit(column)|bit(column+distance)|column.checked_sub(distance).map_or(0,bit)}#[inline(always)]
pub fn spend(budget:&mut u64,steps:u64)->bool{if*budget<=steps{*budget=0;return false;}*budget-=steps;true}#[inline(always)]
pub fn place(row:Row,bit:u64,cols:u64,diag_left:u64,diag_right:u64)->(u64,u64,u64){(cols|bit,(diag_left|bit)<<row.gap,(diag_right|bit)>>row.gap,)}}mod symmetry{mod ring{
use crate::board::{attacks,orbit_size_if_smallest,transform,Cell};#[derive(Clone,Copy,PartialEq,Eq,PartialOrd,Ord)]pub struct Ring{top:usize,bottom:usize,left:usize,
right:usize}impl Ring{pub fn queens(&self,n:usize)->[Cell;4]{[(0,self.top),(n-1,self.bottom),(self.left,0),(self.right,n-1)]}fn of_queens(n:usize,queens:&[Cell;4])->Ring{
let m=n-1;let on=|line:&dyn Fn(Cell)->bool,coordinate:&dyn Fn(Cell)->usize|{queens.iter().copied().find(|&q|line(q)).map_or(usize::MAX,coordinate)};Ring{
top:on(&|(r,_)|r==0,&|(_,c)|c),bottom:on(&|(r,_)|r==m,&|(_,c)|c),left:on(&|(_,c)|c==0,&|(r,_)|r),right:on(&|(_,c)|c==m,&|(r,_)|r)}}
fn corner_distances(&self,n:usize)->[usize;8]{let m=n-1;[self.top,m-self.top,self.bottom,m-self.bottom,self.left,m-self.left,self.right,m-self.right]}
pub fn has_shared_nearest(&self,n:usize)->bool{let distances=self.corner_distances(n);let nearest=distances.iter().copied().min().unwrap_or(0);
nearest>0&&distances.iter().filter(|&&d|d==nearest).count()>1}}pub fn canonical(n:usize)->Vec<(Ring,u64)>{let mut found=Vec::new();for top in 0..n{for bottom in 0..n{
for left in 0..n{for right in 0..n{let ring=Ring{top,bottom,left,right};let queens=ring.queens(n);if queens.iter().any(|&a|queens.iter().any(|&b|attacks(a,b))){continue;}
let image=|symmetry|{let moved=queens.map(|q|transform(n,symmetry,q));Ring::of_queens(n,&moved)};if let Some(images)=orbit_size_if_smallest(0..8,ring,image){
found.push((ring,images));}}}}}found}}use super::plan::{Core,Jobs,RowSets};use super::rows_of;use super::{attacks_on_row,Row};use crate::board::columns_mask;
use crate::board::Board;pub fn symmetry_plan(n:usize)->Jobs<RowSets>{let(row_sets,weights)=classes(n).into_iter().map(|class|(class_rows(&class),class.weight)).unzip();
RowSets::plan(Core::Fast,row_sets,weights)}fn class_rows(class:&Class)->Vec<Row>{rows_of(&class.board)}pub struct Class{pub board:Board,pub weight:u64}
pub fn classes(n:usize)->Vec<Class>{if n<5{return vec![Class{board:Board::plain(n),weight:1}];}let m=n-1;let all=columns_mask(n);
let only=|column:usize|all&!(1u64<<column);let mut classes=Vec::new();for k in 2..m{let mut board=Board::plain(n);board.forbidden[0]=only(0);board.forbidden[1]=only(k);
for row in&mut board.forbidden[2..=k]{*row|=1<<1;}classes.push(Class{board,weight:8});}let sides=1u64|1u64<<m;let mut a=1;while a<m-a{let mut board=Board::plain(n);
board.forbidden[0]=only(a);for(r,row)in board.forbidden.iter_mut().enumerate().skip(1){if r<=a||r>=m-a{*row|=sides;}}let near_corner=(1u64<<(a+1))-1;
board.forbidden[m]|=near_corner|near_corner<<(m-a);classes.push(Class{board,weight:8});a+=1;}for(ring,weight)in ring::canonical(n){if ring.has_shared_nearest(n){
let queens=ring.queens(n).to_vec();let mut board=Board::plain(n);for(r,row)in board.forbidden.iter_mut().enumerate(){*row=match queens.iter().find(|queen|queen.0==r){
Some(&(_,c))=>only(c),None=>{queens.iter().fold(0,|mask,&q|mask|attacks_on_row(q,r))&all}};}classes.push(Class{board,weight});}}classes}}pub use self::choice::*;
pub use self::fast::{count_fast,count_fast_within};pub use self::plan::Plan;pub use self::reference::{count_from,count_from_within};pub use self::rows::*;
pub use self::symmetry::symmetry_plan;}mod input{use crate::board::{Board,MAX_N};#[derive(Clone,Copy,Default,PartialEq,Eq)]pub enum Dialect{#[default]Luogu,Uva11195,
Cses1624}impl Dialect{fn forbidding_cell(self)->u8{match self{Dialect::Luogu=>b'.',Dialect::Uva11195|Dialect::Cses1624=>b'*'}}}pub struct ParseError{pub line:usize,
pub column:usize,pub message:String}struct Token<'a>{text:&'a[u8],start:usize,line:usize,line_start:usize}pub struct Parser<'a>{bytes:&'a[u8],dialect:Dialect,pos:usize,
line:usize,line_start:usize,finished:bool}impl<'a>Parser<'a>{pub fn new(bytes:&'a[u8],dialect:Dialect)->Parser<'a>{Parser{bytes,dialect,pos:0,line:1,line_start:0,
finished:false}}pub fn next_case(&mut self)->Result<Option<Board>,ParseError>{if self.finished{return Ok(None);}if self.dialect==Dialect::Cses1624{
return match self.peek_byte(){Some(_)=>self.board_rows(8).map(Some),None=>Ok(None)};}let token=match self.next_token(){Some(token)=>token,None=>{self.finished=true;
return Ok(None);}};let n=self.board_size(&token)?;if n==0{self.finished=true;return Ok(None);}match self.peek_byte(){Some(b'*')|Some(b'.')=>self.board_rows(n).map(Some),
_=>Ok(Some(Board::plain(n)))}}pub fn sizes_ahead(&self,sizes:&mut[u32]){let tokens=self.bytes[self.pos..].split(u8::is_ascii_whitespace).filter(|token|!token.is_empty());
if self.dialect==Dialect::Cses1624{if let Some(eights)=sizes.get_mut(8){*eights+=(tokens.count()/8)as u32;}return;}for token in tokens{if is_cell(token[0]){continue;}
if!token.iter().all(u8::is_ascii_digit)||token.len()>2{return;}match token.iter().fold(0,|n,&d|10*n+usize::from(d-b'0')){0=>return,n=>{
if let Some(count)=sizes.get_mut(n){*count+=1;}}}}}fn board_size(&self,token:&Token)->Result<usize,ParseError>{self.check_utf8(token)?;
if!token.text.iter().all(u8::is_ascii_digit){return Err(self.error_at(token,token.start,format!("expected a board size N (a decimal integer from 0 to {}), found {}",
MAX_N,quoted(token.text)),));}let value=token.text.iter().fold(0u64,|acc,&digit|{acc.saturating_mul(10).saturating_add(u64::from(digit-b'0'))});if value>MAX_N as u64{
return Err(self.error_at(token,token.start,format!("board size {} is too large: {} is the maximum",String::from_utf8_lossy(token.text),MAX_N),));}Ok(value as usize)}
fn board_rows(&mut self,n:usize)->Result<Board,ParseError>{let mut forbidden=Vec::with_capacity(n);for row in 0..n{let token=match self.next_token(){Some(token)=>token,
None=>return Err(self.error_at_end(row,n))};match row_mask(token.text,n,self.dialect.forbidding_cell()){Some(mask)=>forbidden.push(mask),
None=>return Err(self.row_fault(&token,row,n))}}Ok(Board::new(n,forbidden))}fn row_fault(&self,token:&Token,row:usize,n:usize)->ParseError{
if let Err(e)=self.check_utf8(token){return e;}if let Some(column)=(token.text.iter()).position(|&cell|!is_cell(cell)){let at=token.start+column;
let found=match decode_char(self.bytes,at){Some((c,_))=>format!("{:?}",c),None=>format!("byte 0x{:02X}",token.text[column])};return self.error_at(token,at,format!(
"row {} of {}: found {}, expected '*' or '.'",row+1,n,found),);}self.error_at(token,token.start,format!("row {} of {} has {} cells, expected {}",row+1,n,token.text.len(),
n),)}fn check_utf8(&self,token:&Token)->Result<(),ParseError>{if token.text.is_ascii(){return Ok(());}let end=token.start+token.text.len();let mut at=token.start;
while at<end{match decode_char(self.bytes,at){Some((_,len))=>at+=len,None=>{return Err(self.error_at(token,at,format!("byte 0x{:02X} is not valid UTF-8",self.bytes[at]),
))}}}Ok(())}fn skip_whitespace(&mut self){while let Some(&byte)=self.bytes.get(self.pos){if!byte.is_ascii_whitespace(){break;}self.pos+=1;if byte==b'\n'{self.line+=1;
self.line_start=self.pos;}}}fn peek_byte(&mut self)->Option<u8>{self.skip_whitespace();self.bytes.get(self.pos).copied()}fn next_token(&mut self)->Option<Token<'a>>{
self.skip_whitespace();let start=self.pos;let rest=&self.bytes[start..];let len=rest.iter().position(u8::is_ascii_whitespace).unwrap_or(rest.len());if len==0{return None;
}self.pos+=len;Some(Token{text:&rest[..len],start,line:self.line,line_start:self.line_start})}fn error_at(&self,token:&Token,at:usize,message:String)->ParseError{
ParseError{line:token.line,column:column_of(self.bytes,token.line_start,at),message}}fn error_at_end(&self,rows_read:usize,n:usize)->ParseError{ParseError{line:self.line,
column:column_of(self.bytes,self.line_start,self.bytes.len()),message:format!("input ended after {} of {} board rows",rows_read,n)}}}
fn row_mask(text:&[u8],n:usize,forbidding:u8)->Option<u64>{if text.len()!=n{return None;}let(mut mask,mut cells_only)=(0u64,true);
for(column,&cell)in text.iter().enumerate(){mask|=u64::from(cell==forbidding)<<column;cells_only&=is_cell(cell);}cells_only.then_some(mask)}fn is_cell(byte:u8)->bool{
byte==b'*'||byte==b'.'}fn decode_char(bytes:&[u8],at:usize)->Option<(char,usize)>{let len=match bytes[at]{0x00..=0x7F=>1,0xC2..=0xDF=>2,0xE0..=0xEF=>3,0xF0..=0xF4=>4,
_=>return None};let sequence=bytes.get(at..at+len)?;let text=std::str::from_utf8(sequence).ok()?;text.chars().next().map(|c|(c,len))}
fn column_of(bytes:&[u8],line_start:usize,at:usize)->usize{let mut column=1;let mut pos=line_start;while pos<at{pos+=decode_char(bytes,pos).map_or(1,|(_,len)|len);
column+=1;}column}fn quoted(text:&[u8])->String{const LIMIT:usize=24;let text=String::from_utf8_lossy(text);if text.chars().count()>LIMIT{
let head:String=text.chars().take(LIMIT).collect();format!("{:?}...",head)}else{format!("{:?}",text)}}}mod list{use crate::board::Board;
use crate::count::{place,rows_of,Row};pub fn first_solutions<E>(board:&Board,limit:usize,each:&mut dyn FnMut(&[usize])->Result<(),E>,)->Result<(),E>{struct Walk<'a,E>{
rows:Vec<Row>,path:Vec<usize>,left:usize,each:&'a mut dyn FnMut(&[usize])->Result<(),E>}impl<E>Walk<'_,E>{fn descend(&mut self,attacks:(u64,u64,u64))->Result<(),E>{
let level=self.path.len();if level==self.rows.len(){self.left-=1;return(self.each)(&self.path);}let(cols,diag_left,diag_right)=attacks;
let mut free=!(cols|diag_left|diag_right|self.rows[level].forbidden);while free!=0&&self.left>0{let bit=free&free.wrapping_neg();free^=bit;
let next=place(self.rows[level],bit,cols,diag_left,diag_right);self.path.push(bit.trailing_zeros()as usize);self.descend(next)?;self.path.pop();}Ok(())}}if limit==0{
return Ok(());}let mut walk=Walk{rows:rows_of(board),path:Vec::with_capacity(board.n),left:limit,each};walk.descend((0,0,0))}}mod output{use crate::board::Board;
use crate::input::Dialect;use crate::list::first_solutions;use std::io::{self,Write};use std::time::Duration;const FLUSH_AFTER:Duration=Duration::from_millis(20);
#[derive(Clone,Copy,Default)]pub struct Format{pub dialect:Dialect,pub list:usize}pub struct Output<W:Write>{pub out:W,pub format:Format}impl<W:Write>Output<W>{
pub fn solutions(&mut self,board:&Board)->io::Result<()>{let out=&mut self.out;first_solutions(board,self.format.list,&mut|solution|{
let columns:Vec<String> =solution.iter().map(|c|(c+1).to_string()).collect();writeln!(out,"{}",columns.join(" "))})?;Ok(())}
pub fn count(&mut self,case:usize,count:u64,elapsed:Duration)->io::Result<()>{if self.format.dialect==Dialect::Uva11195{write!(self.out,"Case {}: ",case)?;}
writeln!(self.out,"{}",count)?;if elapsed>=FLUSH_AFTER{self.out.flush()?;}Ok(())}}pub fn error(place:&str,message:&str){eprintln!("nqueens: error: {}: {}",place,message);
}}mod random{pub struct Random(pub u64);impl Random{pub fn seeded()->Random{Random(0x9E37_79B9_7F4A_7C15)}pub fn next(&mut self)->u64{self.0^=self.0<<13;
self.0^=self.0>>7;self.0^=self.0<<17;self.0}pub fn below(&mut self,bound:usize)->usize{(self.next()%bound as u64)as usize}}}mod solve{use crate::board::{Board,MAX_N};
use crate::count::auto::{known,Auto,By,Counted};use std::sync::OnceLock;pub struct Solver{auto:Auto,plain_counts:[OnceLock<u64>;MAX_N+1]}impl Solver{pub fn new()->Solver{
Solver{auto:Auto::new(),plain_counts:std::array::from_fn(|_|OnceLock::new())}}pub fn start(&self,board:&Board)->Result<Counted,String>{if board.is_plain(){
if let Some(&count)=self.plain_counts[board.n].get(){return Ok(known(count,By::Known));}}return Ok(self.auto.count(board));}pub fn expect(&self,sizes:&[u32]){
self.auto.expect(sizes);}pub fn finish(&self,board:&Board,count:u64){if board.is_plain(){let _=self.plain_counts[board.n].set(count);}}}}mod tuning{
pub const DYNAMIC_NODE:u64=9;pub const PROBES:usize=256;pub const PROBE_LEVEL:f64=32.0;pub const SEARCH_SETUP:usize=16;pub const SMALL_TREE_PLANS:f64=4.0;
pub const FILTER_BUILD:f64=44.0;pub const FILTER_OP:f64=0.3;pub const RACE_SHARE:f64=0.25;pub const FILTER_MEMORY:u64=96<<20;pub const FAST_CORE_MIN_ROWS:usize=8;
pub const DYNAMIC_CELLS_PER_FORBIDDEN:usize=8;pub const HANDOFF_CHOICES:u32=4;pub const HANDOFF_ROWS:usize=10;pub const SUBTREES:usize=64;
pub const SUBTREE_MIN_ROWS:u64=2;}mod writer{use crate::board::Board;use crate::count::Plan;use crate::input::ParseError;use crate::output::{self,Output};
use crate::solve::Solver;use std::io::{self,Write};pub enum Outcome{Done,Failed,ReaderGone,WriteFailed(io::Error)}
pub type Cases<'a> =dyn Iterator<Item=Result<Board,ParseError>>+'a;pub struct Writer<W:Write>{pub output:Output<W>,pub cases:usize}impl<W:Write>Writer<W>{
pub fn count_plan(&self,solver:&Solver,board:&Board,plan:Plan)->u64{let count=plan.count_all();solver.finish(board,count);count}
pub fn bad_input(&mut self,error:&ParseError)->Outcome{let place=format!("line {}, column {}",error.line,error.column);self.fail(&place,&error.message)}
pub fn fail(&mut self,place:&str,message:&str)->Outcome{if let Err(e)=self.output.out.flush(){return write_failure(e);}output::error(place,message);Outcome::Failed}
pub fn finish(&mut self)->Outcome{match self.output.out.flush(){Ok(())=>Outcome::Done,Err(e)=>write_failure(e)}}}pub fn write_failure(error:io::Error)->Outcome{
if error.kind()==io::ErrorKind::BrokenPipe{Outcome::ReaderGone}else{Outcome::WriteFailed(error)}}}pub use board::{Board,MAX_N};pub use cases::{Config,Outcome,Run};
pub use input::{Dialect,ParseError,Parser};pub use output::Format;mod cli{use crate::{Config,Dialect,MAX_N};pub struct Options{pub config:Config,pub sizes:Vec<usize>}
pub const USAGE:&str="usage: nqueens [--dialect luogu|uva11195|cses1624] [--list K] [N ...]\n";pub const VERSION:&str="0.1.0";pub enum Parsed{Run(Options),Help,Version}
pub fn parse(args:&[String])->Result<Parsed,String>{let mut options=Options{config:Config::default(),sizes:Vec::new()};let config=&mut options.config;
let mut args=args.iter();while let Some(arg)=args.next(){let(name,mut inline)=match arg.split_once('='){
Some((name,value))if arg.starts_with("--")=>(name,Some(value.to_string())),_=>(arg.as_str(),None)};let mut value=|what:&str|->Result<String,String>{inline.take()
.or_else(||args.next().cloned()).ok_or_else(||format!("option '{}' needs {}",name,what))};match name{"-h"|"--help"=>return Ok(Parsed::Help),
"-V"|"--version"=>return Ok(Parsed::Version),"--list"=>config.format.list=parse_count(name,&value("a number of solutions")?)?,"--dialect"=>{config.format.dialect=
match value("a value: luogu, uva11195 or cses1624")?.as_str(){"luogu"=>Dialect::Luogu,"uva11195"=>Dialect::Uva11195,"cses1624"=>Dialect::Cses1624,other=>{
return Err(format!("unknown dialect '{}': expected luogu, uva11195 or cses1624",other))}}}_ if name.starts_with('-')&&name.len()>1=>{
return Err(format!("unknown option '{}'",arg));}_=>options.sizes.push(parse_size(arg)?)}if inline.is_some(){return Err(format!("option '{}' takes no value",name));}}
Ok(Parsed::Run(options))}fn parse_count(name:&str,text:&str)->Result<usize,String>{text.parse::<usize>()
.map_err(|_|format!("option '{}' takes a whole number, found '{}'",name,text))}fn parse_size(arg:&str)->Result<usize,String>{match arg.parse::<usize>(){
Ok(n)if(1..=MAX_N).contains(&n)=>Ok(n),_=>Err(format!("N must be an integer from 1 to {}, found '{}'",MAX_N,arg))}}}use std::io::{self,Read};
const DEFAULT_ARGS: &str = "";
fn main(){let mut args:Vec<String> =std::env::args().skip(1).collect();if args.is_empty(){args=DEFAULT_ARGS.split_whitespace().map(String::from).collect();}
let options=match cli::parse(&args){Ok(cli::Parsed::Run(options))=>options,Ok(cli::Parsed::Help)=>{print!("{}",cli::USAGE);return;}Ok(cli::Parsed::Version)=>{
println!("nqueens {}",cli::VERSION);return;}Err(message)=>{eprintln!("nqueens: {}\n(run 'nqueens --help' for usage)",message);std::process::exit(2);}};
let stdout=io::stdout();let mut run=Run::new(options.config,io::BufWriter::new(stdout.lock()));let outcome=if options.sizes.is_empty(){let mut input=Vec::new();
if let Err(e)=io::stdin().lock().read_to_end(&mut input){eprintln!("nqueens: error: cannot read standard input: {}",e);std::process::exit(1);}
let mut parser=Parser::new(&input,options.config.format.dialect);let mut sizes=[0;MAX_N+1];parser.sizes_ahead(&mut sizes);run.expect(&sizes);
run.all(&mut std::iter::from_fn(||parser.next_case().transpose()))}else{run.all(&mut options.sizes.iter().map(|&n|Ok(Board::plain(n))))};let status=match outcome{
Outcome::Done|Outcome::ReaderGone=>0,Outcome::Failed=>1,Outcome::WriteFailed(e)=>{eprintln!("nqueens: error: cannot write standard output: {}",e);1}};
std::process::exit(status);}

import json,sys,os,statistics as st
# Summary of jmh/compaction-ab.sh: python3 jmh/compaction-abstat.py OUT w1|w2. Medians (min-max) per arm of the measured
# iterations (W1: iterations >= 2, W2: both of -i 2; CompactMergeBench: its 5), base/new ratios, then per fork.
OUT=sys.argv[1] if len(sys.argv)>1 else "/tmp/compaction-ab"
W=sys.argv[2] if len(sys.argv)>2 else "w1"
if W not in ("w1","w2"): sys.exit("workload must be w1 or w2, not "+W)
def load(p, bench, minit):
    if not os.path.exists(p): return []
    return [r for r in (json.loads(l) for l in open(p)) if r.get("bench")==bench and r["iteration"]>=minit]
wkeys=["write.rows_per_s","write.cpu_ex_compiler_us_per_row","write.thread_cpu_us_per_row.compact","write.thread_cpu_us_per_row.writer",
       "write.thread_cpu_us_per_row.flush","write.thread_cpu_us_per_row.compress","write.thread_cpu_us_per_row.prefetch","compaction.count","compaction.input_rows",
       "compaction.output_rows","compact_ns_per_input_row","write.foreign_cpu_s","checkpoint.writer_waiting_ms","wait.slowdown.total_ms",
       "wait.stop.count","wait.stop.total_ms"]
cmkeys=["compact.wall_ns_per_row","compact.prefetch_cpu_ns_per_row","compact.thread_cpu_ns_per_row","compact.cpu_ex_jit_us_per_row","compact.cpu_us_per_row","compact.thread_alloc_bytes_per_row"]
bench,pre,minit,cmpre=("W1UpsertBench","ab",2,"cm") if W=="w1" else ("W2AggregationBench","w2",1,"cma")
for b,p,keys,mi in [(bench,pre,wkeys,minit),("CompactMergeBench",cmpre,cmkeys,1)]:
    res={a:load(f"{OUT}/{p}_{a}.jsonl",b,mi) for a in ["base","new"]}
    for a in res:
        for r in res[a]:
            f=r["figures"]
            if f.get("compaction.input_rows"):
                f["compact_ns_per_input_row"]=f.get("write.thread_cpu_us_per_row.compact",0)*1000*f["rows"]/f["compaction.input_rows"]
    print(b, {a:len(v) for a,v in res.items()})
    for k in keys:
        line=f"  {k:40s}"; med={}
        for a in ["base","new"]:
            v=[r["figures"][k] for r in res[a] if k in r["figures"]]
            if not v: line+=f" {a} -"; continue
            med[a]=st.median(v); line+=f" {a} {med[a]:9.4g} ({min(v):.4g}-{max(v):.4g})"
        if len(med)==2 and med["new"]: line+=f"  base/new {med['base']/med['new']:.3f}"
        print(line)
print(f"per fork (CompactMergeBench thread ns per input row, median of the fork's 5; {W} compaction ns per input row, median of its measured iterations):")
for a in ["base","new"]:
    rows=load(f"{OUT}/{cmpre}_{a}.jsonl","CompactMergeBench",1)
    forks=[rows[i:i+5] for i in range(0,len(rows),5)]
    print(" ",a,"cm",[round(st.median([r["figures"]["compact.thread_cpu_ns_per_row"] for r in f]),1) for f in forks])
    rows=load(f"{OUT}/{pre}_{a}.jsonl",bench,minit)
    forks=[rows[i:i+2] for i in range(0,len(rows),2)]
    print(" ",a,W,[round(st.median([r["figures"]["write.thread_cpu_us_per_row.compact"]*1000*r["figures"]["rows"]/r["figures"]["compaction.input_rows"] for r in f]),1) for f in forks],
          "compact us/row",[round(st.median([r["figures"]["write.thread_cpu_us_per_row.compact"] for r in f]),4) for f in forks],
          "all-threads us/row",[round(st.median([r["figures"]["write.cpu_ex_compiler_us_per_row"] for r in f]),3) for f in forks])

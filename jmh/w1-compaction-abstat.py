import json,sys,os,statistics as st
OUT=sys.argv[1] if len(sys.argv)>1 else "/tmp/cw40"
# cw40 (jmh/w1-compaction-ab.sh): medians (min-max) per arm of measured iterations (W1: iterations >= 2; CompactMergeBench: >= 1); base/new ratios
def load(p, bench, minit):
    if not os.path.exists(p): return []
    return [r for r in (json.loads(l) for l in open(p)) if r.get("bench")==bench and r["iteration"]>=minit]
w1keys=["write.rows_per_s","write.cpu_ex_compiler_us_per_row","write.thread_cpu_us_per_row.compact","write.thread_cpu_us_per_row.writer",
        "write.thread_cpu_us_per_row.flush","write.thread_cpu_us_per_row.compress","compaction.count","compaction.input_rows",
        "compaction.output_rows","compact_ns_per_input_row","checkpoint.writer_waiting_ms","wait.slowdown.total_ms","wait.stop.total_ms"]
cmkeys=["compact.thread_cpu_ns_per_row","compact.cpu_ex_jit_us_per_row","compact.cpu_us_per_row","compact.thread_alloc_bytes_per_row"]
for bench,pre,keys,minit in [("W1UpsertBench","ab",w1keys,2),("CompactMergeBench","cm",cmkeys,1)]:
    res={a:load(f"{OUT}/{pre}_{a}.jsonl",bench,minit) for a in ["base","new"]}
    for a in res:
        for r in res[a]:
            f=r["figures"]
            if f.get("compaction.input_rows"):
                f["compact_ns_per_input_row"]=f.get("write.thread_cpu_us_per_row.compact",0)*1000*f["rows"]/f["compaction.input_rows"]
    print(bench, {a:len(v) for a,v in res.items()})
    for k in keys:
        line=f"  {k:40s}"; med={}
        for a in ["base","new"]:
            v=[r["figures"][k] for r in res[a] if k in r["figures"]]
            if not v: line+=f" {a} -"; continue
            med[a]=st.median(v); line+=f" {a} {med[a]:9.4g} ({min(v):.4g}-{max(v):.4g})"
        if len(med)==2 and med["new"]: line+=f"  base/new {med['base']/med['new']:.3f}"
        print(line)
print("per fork (CompactMergeBench thread ns/row, median of the fork's measured iterations; W1 compact ns per input row, median of iterations 2-3):")
for a in ["base","new"]:
    rows=load(f"{OUT}/cm_{a}.jsonl","CompactMergeBench",1)
    forks=[rows[i:i+5] for i in range(0,len(rows),5)]
    print(" ",a,"cm",[round(st.median([r["figures"]["compact.thread_cpu_ns_per_row"] for r in f]),1) for f in forks])
    rows=load(f"{OUT}/ab_{a}.jsonl","W1UpsertBench",2)
    forks=[rows[i:i+2] for i in range(0,len(rows),2)]
    print(" ",a,"w1",[round(st.median([r["figures"]["write.thread_cpu_us_per_row.compact"]*1000*r["figures"]["rows"]/r["figures"]["compaction.input_rows"] for r in f]),1) for f in forks],
          "compact us/row",[st.median([r["figures"]["write.thread_cpu_us_per_row.compact"] for r in f]) for f in forks])

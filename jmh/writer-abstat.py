import json,sys,os,statistics as st
# Summary of jmh/compaction-ab.sh's "wp" forks (WritePathAllocBench): python3 jmh/writer-abstat.py OUT. Per arm the
# median (min-max) of every measured iteration's writer-thread CPU and allocation per write, base/new, then per fork.
OUT=sys.argv[1] if len(sys.argv)>1 else "/tmp/compaction-ab"
def load(a):
    p=f"{OUT}/wp_{a}.jsonl"
    return [json.loads(l) for l in open(p)] if os.path.exists(p) else []
res={a:[r for r in load(a) if r.get("bench")=="WritePathAllocBench"] for a in ["base","new"]}
print("WritePathAllocBench", {a:len(v) for a,v in res.items()})
for k in ["writer_thread.cpu_ns_per_write","writer_thread.bytes_per_write"]:
    line=f"  {k:34s}"; med={}
    for a in ["base","new"]:
        v=[r["figures"][k] for r in res[a] if k in r["figures"]]
        if not v: line+=f" {a} -"; continue
        med[a]=st.median(v); line+=f" {a} {med[a]:9.4g} ({min(v):.4g}-{max(v):.4g})"
    if len(med)==2 and med["new"]: line+=f"  base/new {med['base']/med['new']:.3f}"
    print(line)
for a in ["base","new"]:
    rows=res[a]; forks=[]; cur=[]
    for r in rows:
        if r["iteration"]==1 and cur: forks.append(cur); cur=[]
        cur.append(r["figures"]["writer_thread.cpu_ns_per_write"])
    if cur: forks.append(cur)
    print(" ",a,"per fork medians",[round(st.median(f),1) for f in forks])

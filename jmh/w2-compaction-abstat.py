# w241 (jmh/w2-compaction-ab.sh): the W2 summary of jmh/compaction-abstat.py; python3 jmh/w2-compaction-abstat.py [OUT]
import os,runpy,sys
sys.argv=[sys.argv[0], sys.argv[1] if len(sys.argv)>1 else "/tmp/w241", "w2"]
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "compaction-abstat.py"), run_name="__main__")

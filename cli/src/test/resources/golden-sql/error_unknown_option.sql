-- exit: 1
-- stderr: unknown option 'merge_engine' (did you mean 'merge-engine'?)
CREATE TABLE t (k INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge_engine' = 'deduplicate');

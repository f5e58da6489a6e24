-- exit: 1
-- stderr: unknown option 'merge_engine' (did you mean 'merge-engine'?)
-- errors from the kernel's validation reach the user with the statement named; no stack trace
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge_engine' = 'deduplicate');

-- 4 buckets of an input-producer table: buckets of one file are read raw (+I although stored +U), the bucket with a second file is merged (+U); each bucket decides on its own
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '4', 'changelog-producer' = 'input');
INSERT INTO t VALUES +U(1, 'a'), +U(2, 'b'), +U(3, 'c'), +U(4, 'd'), +U(5, 'e'), +U(6, 'f');
INSERT INTO t VALUES +U(1, 'a2');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;

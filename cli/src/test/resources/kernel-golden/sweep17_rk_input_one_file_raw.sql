-- streaming read (default start) of an input-producer table whose bucket is one file without -U/-D rows: Paimon reads the split raw (values only), so a stored +U starts as +I
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES +U(1, 'a'), +I(2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;

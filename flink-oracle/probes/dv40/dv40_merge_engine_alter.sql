-- probe dv40: merge-engine altered after the data
-- exit: 1
CREATE TABLE t (k INT, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 10);
ALTER TABLE t SET ('merge-engine' = 'aggregation');
SELECT * FROM t;

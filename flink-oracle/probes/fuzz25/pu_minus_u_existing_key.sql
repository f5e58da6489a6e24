-- a -U of a key that has a row, partial-update, fixed bucket, no producer: Paimon fails when the merge meets it
-- exit: 1
CREATE TABLE t (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
INSERT INTO t VALUES (1, 7, 'z', 14);
INSERT INTO t VALUES -U(1, 5, CAST(NULL AS STRING), 29);
SELECT * FROM t;

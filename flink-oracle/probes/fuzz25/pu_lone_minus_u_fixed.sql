-- as pu_lone_minus_u_dynamic with a fixed bucket and no producer
CREATE TABLE t (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'bucket' = '1');
INSERT INTO t VALUES (1, 7, 'z', 14);
INSERT INTO t VALUES -U(4, 5, CAST(NULL AS STRING), 29);
SELECT * FROM t;

-- cross-partition deduplicate table: a key written with a NULL partition value, moved to p1 and back
CREATE TABLE t (k INT, dt STRING, v STRING, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 'a'), (2, 'p1', 'b');
INSERT INTO t VALUES (1, 'p1', 'aa');
INSERT INTO t VALUES (2, CAST(NULL AS STRING), 'bb');
SELECT * FROM t;
SELECT * FROM t WHERE dt IS NULL;
SELECT `partition`, record_count FROM t$partitions;
SELECT * FROM t$audit_log;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;

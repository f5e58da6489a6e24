-- deletion vectors, partial-update with sequence.field and remove-record-on-delete: a -D that wins over the stored row by its sequence value is positional (a later record with a lower sequence value is read back); a -D that loses is ignored (probe flink-oracle/probes/mx32/mx32_pu_seq_dv_delete)
CREATE TABLE t (k INT, a STRING, b STRING, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'sequence.field' = 's', 'partial-update.remove-record-on-delete' = 'true', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS STRING), 10), (2, 'b', CAST(NULL AS STRING), 10), (3, 'c', CAST(NULL AS STRING), 10), (4, 'd', CAST(NULL AS STRING), 10);
INSERT INTO t VALUES -D(2, 'b', CAST(NULL AS STRING), 20), -D(3, 'c', CAST(NULL AS STRING), 5);
SELECT * FROM t;
INSERT INTO t VALUES (2, 'late', 'z', 15), (3, CAST(NULL AS STRING), 'w', 12);
SELECT * FROM t;
INSERT INTO t VALUES (2, CAST(NULL AS STRING), 'zz', 14), (4, 'dd', CAST(NULL AS STRING), 9);
SELECT * FROM t;

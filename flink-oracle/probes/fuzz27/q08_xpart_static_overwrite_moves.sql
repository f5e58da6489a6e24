-- fzdb_1203 reduced: a static overwrite of p2 of a cross-partition table takes key 2, which lives in p3: is p3 (key 6) replaced too?
CREATE TABLE t (p STRING, k INT, v STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '-1', 'merge-engine' = 'deduplicate', 'changelog-producer' = 'lookup', 'dynamic-bucket.target-row-num' = '2');
INSERT INTO t VALUES ('p2', 5, 'a', 7), ('p3', 2, 'b', 6), ('p3', 6, 'c', 1), ('p1', 4, 'b', 5);
INSERT OVERWRITE t PARTITION (p = 'p2') VALUES (2, 'c', 4), (1, 'c', 3);
SELECT * FROM t;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
INSERT INTO t VALUES ('p3', 6, 'c', CAST(NULL AS INT));
SELECT * FROM t;
SELECT * FROM t$audit_log;

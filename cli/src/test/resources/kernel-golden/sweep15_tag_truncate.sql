-- a tag keeps the rows TRUNCATE TABLE removed, also once the snapshot before the truncate expired
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
CALL sys.create_tag('default.t', 'before_truncate');
TRUNCATE TABLE t;
INSERT INTO t VALUES (3, 'c');
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 'before_truncate') */;
SELECT tag_name, snapshot_id, record_count FROM t$tags;

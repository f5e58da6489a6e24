-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact_manifest
-- a tag of the COMPACT snapshot keeps its merged manifest through snapshot expiration
CREATE TABLE T (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO T VALUES (1, 1);
INSERT INTO T VALUES (2, 2);
CALL sys.compact_manifest('default.T');
CALL sys.create_tag('default.T', 't4', 3);
INSERT INTO T VALUES (1, 5);
CALL sys.expire_snapshots(`table` => 'default.T', retain_max => 1, retain_min => 1);
SELECT * FROM T /*+ OPTIONS('scan.tag-name' = 't4') */;
SELECT snapshot_id, commit_kind FROM T$snapshots;
SELECT tag_name, snapshot_id FROM T$tags;

-- tags of a partitioned append table: an overwrite and snapshot expiration after the tag, reads at the tag (with a partition filter), rollback to it
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
CREATE TABLE a (k INT, v STRING, p STRING) PARTITIONED BY (p) WITH ('snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '1');
INSERT INTO a VALUES (1, 'a', 'x'), (2, 'b', 'y');
CALL sys.create_tag('default.a', 'first');
INSERT OVERWRITE a VALUES (3, 'c', 'x');
INSERT INTO a VALUES (4, 'd', 'z');
SELECT tag_name, snapshot_id, record_count FROM a$tags;
SELECT * FROM a /*+ OPTIONS('scan.tag-name' = 'first') */;
SELECT * FROM a /*+ OPTIONS('scan.tag-name' = 'first') */ WHERE p = 'y';
SELECT `partition`, record_count FROM a$files /*+ OPTIONS('scan.tag-name' = 'first') */;
SELECT snapshot_id FROM a$snapshots;
CALL sys.rollback_to('default.a', 'first');
SELECT * FROM a;
SELECT snapshot_id, total_record_count FROM a$snapshots;

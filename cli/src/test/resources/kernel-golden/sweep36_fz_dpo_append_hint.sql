-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, SAME); the Java-API interpreter runs no INSERT OVERWRITE ... SELECT, hints on INSERT or grouped system-table reads
-- dynamic-partition-overwrite = false as a hint on an append table: an overwrite without a PARTITION clause replaces every partition, also the ones the new rows do not touch; an empty one (SELECT ... WHERE false) empties the table; the default (true) replaces only the partitions written, and an empty one commits nothing
CREATE TABLE a (dt STRING, k INT, v STRING) PARTITIONED BY (dt);
INSERT INTO a VALUES ('p1', 1, 'a'), ('p1', 1, 'a'), ('p2', 2, 'b'), ('p3', 3, 'c');
INSERT OVERWRITE a VALUES ('p2', 5, 'x');
SELECT * FROM a;
INSERT OVERWRITE a /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ VALUES ('p2', 6, 'y'), ('p4', 7, 'z');
SELECT * FROM a;
INSERT OVERWRITE a SELECT * FROM a WHERE k > 100;
SELECT snapshot_id, commit_kind, total_record_count FROM a$snapshots;
INSERT OVERWRITE a /*+ OPTIONS('dynamic-partition-overwrite' = 'false') */ SELECT * FROM a WHERE k > 100;
SELECT * FROM a;
SELECT snapshot_id, commit_kind, total_record_count FROM a$snapshots;
SELECT COUNT(*) FROM a$partitions;

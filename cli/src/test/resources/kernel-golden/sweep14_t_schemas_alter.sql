-- $schemas after ALTER SET / ADD / RESET, with a table comment and column comments; a table without COMMENT has the empty comment (Flink's catalog passes '')
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not read $schemas; $schemas.comment and ALTER TABLE ADD with comments as Flink passes them
CREATE TABLE t (k INT COMMENT 'the key', v STRING, PRIMARY KEY (k) NOT ENFORCED) COMMENT 'my table' WITH ('bucket' = '1');
CREATE TABLE u (k INT, v STRING) WITH ('bucket' = '-1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t SET ('snapshot.time-retained' = '2 h');
ALTER TABLE t ADD (c DOUBLE COMMENT 'new col', d INT);
ALTER TABLE t RESET ('snapshot.time-retained');
SELECT schema_id, fields, partition_keys, primary_keys, options, `comment` FROM t$schemas;
SELECT schema_id, fields, partition_keys, primary_keys, options, `comment` FROM u$schemas;
SELECT * FROM t$options;
SELECT * FROM u$options;
SELECT `comment` IS NULL, CHAR_LENGTH(`comment`) FROM u$schemas;

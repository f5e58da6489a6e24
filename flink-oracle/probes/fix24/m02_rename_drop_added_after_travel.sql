-- a stored scan.snapshot-id traveling to a schema before column c was added, then RENAME c, COMMENT, DROP
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t ADD (c INT, d INT);
INSERT INTO t VALUES (2, 'b', 20, 200);
ALTER TABLE t SET ('scan.snapshot-id' = '1');
ALTER TABLE t RENAME c TO c2;
ALTER TABLE t MODIFY d INT COMMENT 'dd';
ALTER TABLE t DROP d;
DESCRIBE t;
ALTER TABLE t RESET ('scan.snapshot-id');
DESCRIBE t;
SELECT * FROM t;

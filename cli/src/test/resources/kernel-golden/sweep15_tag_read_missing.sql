-- exit: 1
-- stderr: Tag 'nope' doesn't exist
-- a batch read of a tag that does not exist fails
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
SELECT * FROM t /*+ OPTIONS('scan.tag-name' = 'nope') */;

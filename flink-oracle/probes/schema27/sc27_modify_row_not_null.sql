-- a nullable ROW column made NOT NULL
CREATE TABLE t (k INT, r ROW<x INT, y STRING>, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, ROW(1, 'a'));
ALTER TABLE t MODIFY r ROW<x INT, y STRING> NOT NULL;
SELECT schema_id, fields FROM t$schemas;

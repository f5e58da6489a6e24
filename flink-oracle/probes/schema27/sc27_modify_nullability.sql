CREATE TABLE t (k INT, r ROW<x INT NOT NULL, y STRING> NOT NULL, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
SELECT schema_id, fields FROM t$schemas;
INSERT INTO t VALUES (1, ROW(1, 'a'), 10);
ALTER TABLE t MODIFY r ROW<x INT, y STRING, z INT NOT NULL>;
SELECT schema_id, fields FROM t$schemas;
SELECT * FROM t;

-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter creates a Paimon table for every CREATE TABLE, IF NOT EXISTS included
-- CREATE TABLE IF NOT EXISTS of an existing name with other columns changes nothing
CREATE TABLE T (k INT, v STRING);
INSERT INTO T VALUES (1, 'a');
CREATE TABLE IF NOT EXISTS T (x DOUBLE);
SELECT * FROM T;
DESCRIBE T;

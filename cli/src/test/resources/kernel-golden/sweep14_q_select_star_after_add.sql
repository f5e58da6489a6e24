-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections or DESCRIBE
-- SELECT * column order after ALTER TABLE ADD (rows written before read the added columns as null), DESCRIBE after ADD (a comment adds the comment column), projections reordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a');
ALTER TABLE T ADD n BIGINT;
ALTER TABLE T ADD (c1 STRING COMMENT 'one', c2 DOUBLE);
INSERT INTO T VALUES (2, 'b', 20, 'x', 2.5);
SELECT * FROM T;
SELECT c2, k, c1 FROM T;
DESCRIBE T;
SELECT k FROM T WHERE n IS NULL;

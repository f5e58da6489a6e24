-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no INSERT with a column list
-- INSERT with a column list: the columns left out are filled with NULL, the list may reorder columns
CREATE TABLE T (k INT, a STRING, b INT, c DOUBLE, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T (k, b) VALUES (1, 10);
INSERT INTO T (c, k, a) VALUES (2.5, 2, 'x');
INSERT INTO T (k, a, b, c) VALUES (3, 'y', 30, 3.5);
CREATE TABLE S (k INT, a STRING);
INSERT INTO S VALUES (4, 'z');
INSERT INTO T (a, k) SELECT a, k FROM S;
SELECT * FROM T;

-- exit: 1
-- a NULL into a NOT NULL value column fails and commits nothing
CREATE TABLE T (k INT, a STRING NOT NULL, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'x');
INSERT INTO T VALUES (2, CAST(NULL AS STRING));

-- exit: 1
-- stderr: ERROR: statement 3
-- once a dynamic-bucket table has data, it cannot become fixed-bucket by ALTER TABLE (Paimon refuses it too)
CREATE TABLE T (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1');
INSERT INTO T VALUES (1, 5);
ALTER TABLE T SET ('bucket' = '4');

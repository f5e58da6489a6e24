-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter applies ALTER TABLE through Varve's session, which refuses this one as Paimon does
-- exit: 1
-- an added column cannot be NOT NULL
CREATE TABLE T (k INT, v STRING);
ALTER TABLE T ADD c INT NOT NULL;

-- exit: 1
-- stderr: database 'shpo' does not exist (did you mean 'shop'?)
CREATE DATABASE shop;
USE shpo;

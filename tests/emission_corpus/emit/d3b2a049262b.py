


def forward(self, x0, x1, x2, x3):
    add_tensor = torch.ops.aten.add.Tensor(x2, x2);  x2 = add_tensor = None
    probe = self.probe({'a': slice(1, {'k': -1}, [tensor(1.), tensor(1.), False])});  probe = None
    return (x1,)
    
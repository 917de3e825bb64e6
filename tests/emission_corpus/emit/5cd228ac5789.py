


def forward(self, view_56):
    permute_28 = torch.ops.aten.permute.default(view_56, [0, 2, 1, 3]);  view_56 = None
    return permute_28
    